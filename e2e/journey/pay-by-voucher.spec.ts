import type { Page } from '@playwright/test';
import { completeProfileThroughApi } from '../support/complete-profile';
import { expect, test } from '../support/fixtures';
import { cameraPhotograph } from '../support/pictures';
import { readyCandidate } from '../support/ready-candidate';
import { logIn, logOut } from '../support/session';

// Issue 7: a candidate pays by bank voucher and the payment officer (UP) verifies it; the
// officer then finds the voucher locked on the voucher lock screen (LUV). Demo advertisement 1
// is Section Officer (Open, Rs. 1,500).

test.use({ screenshotFolder: 'pay-by-voucher' });

const OFFICER = { username: 'payments', password: 'Payments@2082' };

async function applyForSectionOfficer(page: Page): Promise<string> {
  await page.goto('/vacancy/1');
  await expect(page.getByTestId('eligibility-panel')).toBeVisible();
  await page.getByLabel('परीक्षा केन्द्र').selectOption({ index: 1 });
  await page.getByRole('button', { name: /^आवेदन दिनुहोस्/ }).click();
  await expect(page).toHaveURL(/\/vacancy-applied\/\d+$/);
  return page.url().match(/(\d+)$/)![1]!;
}

test('a candidate pays by bank voucher and the payment officer verifies it', async ({
  page,
  request,
  snap,
}) => {
  const candidate = await readyCandidate(request);
  await completeProfileThroughApi(request, candidate.username, candidate.password);
  await logIn(page, candidate.username, candidate.password);
  const id = await applyForSectionOfficer(page);
  const voucherNumber = `${Date.now() % 1_000_000_000}`;

  await test.step('the candidate uploads the voucher', async () => {
    await page.getByTestId(`pay-voucher-${id}`).click();
    const form = page.getByTestId(`voucher-form-${id}`);
    await form.getByTestId('voucher-bank').click();
    await page.getByRole('option', { name: 'नबिल बैंक' }).click();
    await form.getByTestId('voucher-number').fill(voucherNumber);
    await form.getByTestId('voucher-method').click();
    await page.getByRole('option', { name: 'नगद जम्मा' }).click();
    // A phone photo of several megabytes: the browser reduces it under 500 KB before sending.
    await form.locator('input[type="file"]').setInputFiles(await cameraPhotograph());
    await expect(form.getByTestId('voucher-file-preview')).toBeVisible({ timeout: 20_000 });
    await expect(form).toContainText('सीमाभित्र पार्न फोटो ब्राउजरमै सानो बनाइयो');
    await snap('voucher-form');
    await form.getByTestId('voucher-submit').click();
    const status = page.getByTestId(`voucher-status-${id}`);
    await expect(status).toHaveAttribute('data-status', 'submitted');
    await snap('voucher-submitted');
  });
  await logOut(page, candidate.fullName);

  await test.step('the payment officer approves it in the verification queue', async () => {
    await logIn(page, OFFICER.username, OFFICER.password);
    await page.goto('/admin/payment?tab=verifyPayment');
    await page.getByTestId('voucher-tab-submitted').click();
    const row = page.getByRole('row').filter({ hasText: voucherNumber });
    await expect(row).toBeVisible();
    await snap('voucher-queue');
    await row.getByRole('button').first().click();
    const review = page.getByTestId('voucher-review');
    await expect(review.getByTestId('voucher-image')).toBeVisible();
    await expect(review).toContainText(voucherNumber);
    await snap('voucher-review');
    await review.getByTestId('voucher-approve').click();
    await expect(review).toBeHidden();
    await page.getByTestId('voucher-tab-approved').click();
    await expect(page.getByRole('row').filter({ hasText: voucherNumber })).toBeVisible();
    await snap('voucher-approved');
  });

  await test.step('the voucher lock screen shows it locked', async () => {
    await page.goto('/admin/usermanagement/voucher');
    await page.getByTestId('voucher-lock-search-input').fill(candidate.username);
    await page.getByTestId('voucher-lock-search-submit').click();
    await expect(page.getByTestId('voucher-lock-candidate')).toContainText(voucherNumber);
    await snap('voucher-lock');
  });
});
