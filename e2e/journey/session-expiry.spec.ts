import { SignJWT, decodeJwt } from 'jose';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { JWT_SECRET_VARIABLE } from '../support/fixtures';
import { readyCandidate } from '../support/ready-candidate';
import { logIn } from '../support/session';

// candidate-portal.md §8 in a real browser: an access token that expires while the person
// works is renewed once, however many requests were in flight; when the session itself is
// gone, the person is told and sent to sign in again.

test.use({ screenshotFolder: 'session-expiry' });

/** Replaces the stored access token with the same claims, expired a minute ago. */
async function ageAccessToken(page: Page) {
  const stored = await page.evaluate(() => localStorage.getItem('niyukti.session'));
  const { accessToken } = JSON.parse(stored ?? '{}') as { accessToken: string };
  const claims = decodeJwt(accessToken);
  const secret = new TextEncoder().encode(process.env[JWT_SECRET_VARIABLE]);
  const past = Math.floor(Date.now() / 1000) - 60;
  const expired = await new SignJWT({
    kind: claims.kind,
    mid: claims.mid,
    prv: claims.prv,
    mcp: claims.mcp,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.sub))
    .setIssuedAt(past - 900)
    .setExpirationTime(past)
    .sign(secret);
  await page.evaluate(
    (token) => localStorage.setItem('niyukti.session', JSON.stringify({ accessToken: token })),
    expired,
  );
}

test('an expired access token is refreshed once while several requests wait', async ({
  page,
  snap,
}) => {
  const candidate = await readyCandidate(page.request);
  await logIn(page, candidate.username, candidate.password);
  await expect(page).toHaveURL(/\/home$/);

  await ageAccessToken(page);
  const refreshes: string[] = [];
  const answers: { url: string; status: number }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/oauth/token')) refreshes.push(request.postData() ?? '');
  });
  page.on('response', (response) => {
    if (response.url().includes('/api/'))
      answers.push({ url: response.url(), status: response.status() });
  });
  // The vacancy page asks for the vacancies and for my applications at the same time.
  await page.getByRole('navigation').getByRole('link', { name: 'विज्ञापनहरू' }).click();
  await expect(page.getByRole('table')).toContainText('शाखा अधिकृत');
  await expect(page.getByTestId('application-counter')).toBeVisible();
  await snap('vacancies-after-refresh');

  expect(refreshes).toHaveLength(1);
  expect(refreshes[0]).toContain('grant_type=refresh_token');
  // Whichever calls met the expired token first (the vacancies, my applications, the header's
  // bell) were each sent again after the one refresh and answered.
  const refused = answers.filter((answer) => answer.status === 401);
  expect(refused.length).toBeGreaterThanOrEqual(1);
  for (const { url } of refused)
    expect(
      answers.some((answer) => answer.url === url && answer.status === 200),
      url,
    ).toBe(true);
  await expect(page.getByText('तपाईंको सत्र समाप्त भयो।')).toHaveCount(0);
});

test('a session that ended mid-form says so and asks to sign in again', async ({ page, snap }) => {
  const candidate = await readyCandidate(page.request);
  await logIn(page, candidate.username, candidate.password);
  await page.goto('/change-password');
  await page.getByTestId('change-password-old').fill(candidate.password);
  await page.getByTestId('change-password-new').fill('Kathmandu2083');
  await page.getByTestId('change-password-confirm').fill('Kathmandu2083');

  // Meanwhile the session ends (signed out elsewhere: the refresh token is revoked) and the
  // access token expires.
  await page.request.post('/oauth/logout');
  await ageAccessToken(page);
  await page.getByTestId('change-password-submit').click();

  await expect(page.getByText('तपाईंको सत्र समाप्त भयो।')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await snap('asked-to-sign-in-again');
  expect(await page.evaluate(() => localStorage.getItem('niyukti.session'))).toBeNull();
});
