import { expect, type Page } from '@playwright/test';

/**
 * The English twins of session.ts. The language is chosen once per browser context with the
 * header's toggle (kept in localStorage), as a person would; later pages stay in English.
 */
export async function switchToEnglish(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('banner').getByText('English', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Log in', exact: true })).toBeVisible();
}

/**
 * Switches the page in view to English with the header's toggle and waits until it has: the
 * switch first fetches the English texts of every catalogue the page uses, so a navigation
 * started before that would start the app again in Nepali.
 */
export async function chooseEnglish(page: Page): Promise<void> {
  await page.getByRole('banner').getByText('English', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

/** Fills and sends the English login form without expecting it to succeed. */
export async function submitLogIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in', exact: true })).toBeVisible();
  await page.getByLabel('Username or e-mail').fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

export async function logInEnglish(page: Page, username: string, password: string): Promise<void> {
  await submitLogIn(page, username, password);
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Logs out through the user menu in the header (the button carries the person's name). */
export async function logOutEnglish(page: Page, displayName: string | RegExp): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: displayName }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}
