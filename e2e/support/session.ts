import { expect, type Page } from '@playwright/test';

/** Signs in through the login page (Nepali labels), as a person would. */
export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'लगइन' })).toBeVisible();
  await page.getByLabel('प्रयोगकर्ता नाम वा इमेल').fill(username);
  await page.getByRole('textbox', { name: 'पासवर्ड', exact: true }).fill(password);
  await page.getByRole('button', { name: 'लगइन गर्नुहोस्' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Logs out through the user menu in the header (the button carries the person's name). */
export async function logOut(page: Page, displayName: string | RegExp): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: displayName }).click();
  await page.getByRole('menuitem', { name: 'लगआउट' }).click();
  await expect(page).toHaveURL(/\/login$/);
}
