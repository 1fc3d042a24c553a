import type { Page } from '@playwright/test';
import { expect, test, type Snap } from '../support/fixtures';
import { readyCandidate } from '../support/ready-candidate';
import { logIn } from '../support/session';

test.use({ screenshotFolder: 'password-reset' });

/** The path of the newest reset link mailed to `email`, read in the dev mailbox as a person would. */
async function readResetLink(page: Page, snap: Snap, email: string): Promise<string> {
  await page.getByTestId('forgot-password-dev-mailbox-link').click();
  await expect(page).toHaveURL(/\/dev-mailbox$/);
  await page.getByLabel('यो ठेगानामा आएका इमेल मात्र देखाउनुहोस्').fill(email);
  const mail = page
    .getByTestId('dev-mail')
    .filter({ hasText: email })
    .filter({ hasText: '/change/password/' });
  await expect(async () => {
    if ((await mail.count()) === 0)
      await page.getByRole('button', { name: 'फेरि लोड गर्नुहोस्' }).click();
    await expect(mail.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await snap('dev-mailbox');
  const text = await mail.first().getByTestId('dev-mail-text').innerText();
  const path = /\/change\/password\/[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!path) throw new Error(`no reset link in the mail to ${email}`);
  return path;
}

test('a candidate who forgot the password resets it by the mailed link, once', async ({
  page,
  request,
  snap,
}) => {
  const candidate = await readyCandidate(request);
  // makeCandidate writes the e-mail as the username with a dot (sagar_x → sagar.x@example.com).
  const email = `${candidate.username.replace('_', '.')}@example.com`;
  const newPassword = 'Birsiyo2082';

  await test.step('ask for a reset link from the login page', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'पासवर्ड बिर्सनुभयो?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'पासवर्ड बिर्सनुभयो' })).toBeVisible();
    await page.getByLabel('इमेल').fill(email);
    await snap('forgot-password');
    await page.getByRole('button', { name: 'रिसेट लिङ्क पठाउनुहोस्' }).click();
    await expect(page.getByTestId('forgot-password-sent')).toContainText('लिङ्क त्यसमा पठाइएको छ');
    await snap('link-sent');
  });

  const resetPath = await test.step('read the link in the dev mailbox', () =>
    readResetLink(page, snap, email));

  await test.step('set a new password through the link', async () => {
    await page.goto(resetPath);
    await expect(page.getByTestId('reset-password-username')).toHaveText(candidate.username);
    await page.getByRole('textbox', { name: 'नयाँ पासवर्ड', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'नयाँ पासवर्ड पुष्टि गर्नुहोस्' }).fill(newPassword);
    await expect(page.getByTestId('password-rule-length')).toHaveAttribute('data-met', 'true');
    await snap('reset-form');
    await page.getByRole('button', { name: 'नयाँ पासवर्ड सुरक्षित गर्नुहोस्' }).click();
    await expect(page.getByTestId('reset-password-done')).toContainText('पासवर्ड रिसेट भयो');
    await snap('reset-done');
  });

  await test.step('the new password signs in, the old one no longer does', async () => {
    await page.goto('/login');
    await page.getByLabel('प्रयोगकर्ता नाम वा इमेल').fill(candidate.username);
    await page.getByRole('textbox', { name: 'पासवर्ड', exact: true }).fill(candidate.password);
    await page.getByRole('button', { name: 'लगइन गर्नुहोस्' }).click();
    await expect(page.getByTestId('login-error')).toBeVisible();
    await logIn(page, candidate.username, newPassword);
    await expect(page).not.toHaveURL(/\/change-password$/);
    // The signed-in shell and its texts arrive after the address changes: photographed drawn.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await snap('signed-in');
  });

  await test.step('the same link a second time is refused', async () => {
    // The reset route is open: it answers the same whether or not someone is signed in.
    await page.goto(resetPath);
    await expect(page.getByTestId('reset-password-invalid')).toContainText('पहिले नै प्रयोग भइसकेको छ');
    await expect(page.getByTestId('reset-password-form')).toHaveCount(0);
    await snap('link-used');
    await page.getByRole('link', { name: 'नयाँ लिङ्क माग्नुहोस्' }).click();
    await expect(page).not.toHaveURL(/\/change\/password\//);
  });
});
