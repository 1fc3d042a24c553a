import type { Page } from '@playwright/test';
import { completeProfileThroughApi } from '../support/complete-profile';
import { expect, test, type Snap } from '../support/fixtures';
import { readyCandidate } from '../support/ready-candidate';
import { logIn } from '../support/session';

// Issue 16: a candidate pays and comes back from the provider to a browser without a session
// (here its cookies and storage are cleared at the provider's page, as an expired session or
// another address than PUBLIC_URL leaves it). The return page still settles the payment with
// the provider, says so, and offers to sign in; after signing in the application is paid.
// The demo advertisements: 1 Section Officer (Open), 4 Nayab Subba.

test.use({ screenshotFolder: 'pay-without-session' });

const VACANCY = { sectionOfficer: 1, nayabSubba: 4 };

type Provider = 'esewa' | 'khalti' | 'connectips' | 'fonepay';

/** Where each provider sends the payer back after approving. */
const RETURN_PATH: Record<Provider, RegExp> = {
  esewa: /\/esewa\/payment\/success/,
  khalti: /\/khalti\/payment\/success/,
  connectips: /\/cips\/payment\/success/,
  fonepay: /\/fone-pay\/payment/,
};

/** Applies at the first exam centre offered; the new application's id. */
async function applyFor(page: Page, vacancyId: number): Promise<string> {
  await page.goto(`/vacancy/${vacancyId}`);
  await expect(page.getByTestId('eligibility-panel')).toBeVisible();
  await page.getByLabel(/^(परीक्षा केन्द्र|Exam centre)/).selectOption({ index: 1 });
  await page.getByRole('button', { name: /^(आवेदन दिनुहोस्|Apply)/ }).click();
  await expect(page).toHaveURL(/\/vacancy-applied\/\d+$/);
  return page.url().match(/(\d+)$/)![1]!;
}

/** The login form on the page the return page's link opened (its way back kept). */
async function signInHere(page: Page, username: string, password: string) {
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('प्रयोगकर्ता नाम वा इमेल').fill(username);
  await page.getByRole('textbox', { name: 'पासवर्ड', exact: true }).fill(password);
  await page.getByRole('button', { name: 'लगइन गर्नुहोस्' }).click();
}

/**
 * Pays application `id` with `provider`, losing the session at the provider's page, and signs
 * in again from the return page: the application is paid.
 */
async function payLosingTheSession(
  page: Page,
  candidate: { username: string; password: string },
  provider: Provider,
  id: string,
  snap: Snap,
) {
  await page.goto(`/vacancy-applied/${id}`);
  await expect(page.getByTestId(`application-detail-${id}`)).toContainText('भुक्तानी बाँकी');
  await page.getByTestId(`pay-${provider}-${id}`).click();
  await page.waitForURL(new RegExp(`/sandbox/${provider}/`));
  await expect(page.locator(`#${provider}-approve`)).toBeVisible();
  // The session is lost while the payer is at the provider: no refresh cookie, no token.
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await snap(`${provider}-sandbox-session-lost`);
  await page.locator(`#${provider}-approve`).click();
  await page.waitForURL(RETURN_PATH[provider]);

  const verified = page.getByTestId('payment-verified');
  await expect(verified).toBeVisible({ timeout: 30_000 });
  await expect(verified).toContainText('भुक्तानी प्रमाणित भयो');
  await expect(page.getByTestId('payment-signed-out')).toContainText(
    'यो ब्राउजरमा तपाईं लगइन हुनुहुन्न।',
  );
  await snap(`${provider}-verified-signed-out`);
  // Nobody is signed in here: the token was not brought back by the return.
  expect(await page.evaluate(() => localStorage.getItem('niyukti.session'))).toBeNull();

  await page.getByTestId('payment-sign-in').click();
  await signInHere(page, candidate.username, candidate.password);
  await expect(page).toHaveURL(new RegExp(`/vacancy-applied/${id}$`));
  const detail = page.getByTestId(`application-detail-${id}`);
  await expect(detail).toContainText('भुक्तानी भयो');
  await expect(detail).not.toContainText('भुक्तानी बाँकी');
  await expect(page.getByTestId(`pay-${provider}-${id}`)).toHaveCount(0);
  await snap(`${provider}-paid-after-sign-in`);
}

test('a candidate who loses the session at each provider still finds the fee paid', async ({
  page,
  request,
  snap,
}) => {
  const plans: [Provider, Provider][] = [
    ['esewa', 'khalti'],
    ['connectips', 'fonepay'],
  ];
  for (const [first, second] of plans) {
    const candidate = await readyCandidate(request);
    await completeProfileThroughApi(request, candidate.username, candidate.password);
    await logIn(page, candidate.username, candidate.password);
    const sectionOfficer = await applyFor(page, VACANCY.sectionOfficer);
    const nayabSubba = await applyFor(page, VACANCY.nayabSubba);
    await test.step(`${first}: session lost at the provider`, () =>
      payLosingTheSession(page, candidate, first, sectionOfficer, snap));
    await test.step(`${second}: session lost at the provider`, () =>
      payLosingTheSession(page, candidate, second, nayabSubba, snap));
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
  }
});
