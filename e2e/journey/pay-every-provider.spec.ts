import type { Page } from '@playwright/test';
import { completeProfileThroughApi } from '../support/complete-profile';
import { logInEnglish, switchToEnglish } from '../support/english';
import { expect, test, type Snap } from '../support/fixtures';
import { readyCandidate } from '../support/ready-candidate';
import { logIn } from '../support/session';

// Issue 7: a candidate pays with each provider's sandbox in the browser (eSewa has its own
// journey in apply-pay-admit-card): the button posts our signed request to the provider, its
// page approves or turns back, and its return route confirms with the provider's status API.
// The demo advertisements: 1 Section Officer (Open), 4 Nayab Subba.

test.use({ screenshotFolder: 'pay-every-provider' });

const VACANCY = { sectionOfficer: 1, nayabSubba: 4 };

/** Applies at the first exam centre offered; the new application's id. */
async function applyFor(page: Page, vacancyId: number): Promise<string> {
  await page.goto(`/vacancy/${vacancyId}`);
  await expect(page.getByTestId('eligibility-panel')).toBeVisible();
  await page.getByLabel(/^(परीक्षा केन्द्र|Exam centre)/).selectOption({ index: 1 });
  await page.getByRole('button', { name: /^(आवेदन दिनुहोस्|Apply)/ }).click();
  await expect(page).toHaveURL(/\/vacancy-applied\/\d+$/);
  return page.url().match(/(\d+)$/)![1]!;
}

async function approveAt(page: Page, provider: string, returnPath: RegExp, snap: Snap) {
  await page.waitForURL(new RegExp(`/sandbox/${provider}/`));
  await expect(page.locator(`#${provider}-approve`)).toBeVisible();
  await snap(`${provider}-sandbox`);
  await page.locator(`#${provider}-approve`).click();
  await page.waitForURL(returnPath);
  await expect(page.getByTestId('payment-verified')).toBeVisible({ timeout: 30_000 });
  await snap(`${provider}-verified`);
}

test('a candidate pays with Khalti after turning back at Fonepay, and with connectIPS', async ({
  page,
  request,
  snap,
}) => {
  const candidate = await readyCandidate(request);
  await completeProfileThroughApi(request, candidate.username, candidate.password);
  await logIn(page, candidate.username, candidate.password);

  const first = await applyFor(page, VACANCY.sectionOfficer);
  await test.step('Fonepay: the payer cancels, the fee stays unpaid', async () => {
    await page.getByTestId(`pay-fonepay-${first}`).click();
    await page.waitForURL(/\/sandbox\/fonepay\//);
    await page.locator('#fonepay-cancel').click();
    await page.waitForURL(/\/fone-pay\/payment/);
    await expect(page.getByTestId('payment-cancelled')).toBeVisible();
    await snap('fonepay-cancelled');
  });
  await test.step('Khalti: approved, verified with the lookup API', async () => {
    await page.goto(`/vacancy-applied/${first}`);
    await page.getByTestId(`pay-khalti-${first}`).click();
    await approveAt(page, 'khalti', /\/khalti\/payment\/success/, snap);
    await expect(page.getByTestId('payment-verified')).toContainText('भुक्तानी प्रमाणित भयो');
  });

  const second = await applyFor(page, VACANCY.nayabSubba);
  await test.step('connectIPS: approved, verified with validatetxn', async () => {
    await page.getByTestId(`pay-connectips-${second}`).click();
    await approveAt(page, 'connectips', /\/cips\/payment\/success/, snap);
  });
  await page.goto('/vacancy-applied');
  for (const id of [first, second])
    await expect(page.getByTestId(`application-${id}`)).toContainText('भुक्तानी भयो');
  await snap('both-paid');
});

test.describe('in English', () => {
  test.use({ screenshotFolder: 'pay-every-provider-english' });

  test('a candidate pays with Fonepay', async ({ page, request, snap }) => {
    const candidate = await readyCandidate(request);
    await completeProfileThroughApi(request, candidate.username, candidate.password);
    await switchToEnglish(page);
    await logInEnglish(page, candidate.username, candidate.password);
    const id = await applyFor(page, VACANCY.sectionOfficer);
    await page.getByRole('button', { name: 'Pay with Fonepay' }).click();
    await approveAt(page, 'fonepay', /\/fone-pay\/payment/, snap);
    await expect(page.getByTestId('payment-verified')).toContainText('Payment verified');
    await page.goto(`/vacancy-applied/${id}`);
    await expect(page.getByTestId(/^application-detail-\d+$/)).toContainText('Paid');
  });
});
