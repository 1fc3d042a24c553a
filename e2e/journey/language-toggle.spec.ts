import { DEVANAGARI_DIGIT } from '../support/digits';
import { expect, test } from '../support/fixtures';

test.use({ screenshotFolder: 'language' });

test('the language switch turns the page into English with Latin digits, and back', async ({
  page,
  snap,
}) => {
  await page.goto('/register');
  const footer = page.locator('footer');
  await expect(page.getByRole('heading', { name: 'उम्मेदवार दर्ता' })).toBeVisible();
  await expect(footer).toContainText(/आज: [०-९]{4}-[०-९]{2}-[०-९]{2} वि\.सं\./);
  await snap('nepali');

  await page.getByRole('banner').getByText('English', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Register as a candidate' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'उम्मेदवार दर्ता' })).toHaveCount(0);
  await expect(page.getByLabel('Mobile number')).toBeVisible();
  await expect(footer).toContainText(/Today: \d{4}-\d{2}-\d{2} B\.S\./);
  // Not one Devanagari digit left anywhere on the page.
  expect(await page.locator('body').innerText()).not.toMatch(DEVANAGARI_DIGIT);
  await snap('english');

  // The choice is kept in the browser: a reload stays in English.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Register as a candidate' })).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(DEVANAGARI_DIGIT);

  await page.getByRole('banner').getByText('नेपाली', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'उम्मेदवार दर्ता' })).toBeVisible();
  await expect(footer).toContainText(/आज: [०-९]{4}-[०-९]{2}-[०-९]{2} वि\.सं\./);
  await snap('nepali-again');
});
