import { randomInt } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { logIn, logOut } from '../support/session';

// Issue 3 in the browser, in Nepali: an administrator makes a role holding only SC and a user
// with it; that user must change the password, then sees only what SC allows; blocked by the
// commission, the user can no longer sign in.

test.use({ screenshotFolder: 'staff-access' });

const todayAd = () => new Date(Date.now() + (5 * 60 + 45) * 60_000).toISOString().slice(0, 10);
const inDaysAd = (days: number) =>
  new Date(Date.now() + (5 * 60 + 45) * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

test('a role with SC, a user with it, what that user sees, and a block', async ({ page, snap }) => {
  const tag = `${Date.now().toString(36)}${randomInt(100)}`;
  const roleTitle = `Scrutiny desk ${tag}`;
  const username = `desk_${tag}`;
  const firstPassword = `Desk${randomInt(1000, 9999)}ab`;
  const ownPassword = `Own${randomInt(1000, 9999)}Pass`;

  await test.step('the administrator creates a role holding only SC', async () => {
    await logIn(page, 'admin', 'Admin@2082');
    await page.goto('/admin/rolecreation');
    await page.getByTestId('role-title').fill(roleTitle);
    await page.getByTestId('role-description').fill('Scrutiny only');
    await page.getByTestId('privilege-SC').check();
    await snap('role-form');
    await page.getByTestId('role-submit').click();
    await expect(page).toHaveURL(/\/admin\/rolelist$/);
    await expect(page.getByText(roleTitle)).toBeVisible();
  });

  const detailsUrl = await test.step('and a user with that role', async () => {
    await page.goto('/admin/usercreation');
    await page.getByTestId('user-first-name').fill('Desk');
    await page.getByTestId('user-last-name').fill('Officer');
    await page.getByTestId('user-username').fill(username);
    await page.getByTestId('user-email').fill(`${username}@psc.gov.np.example`);
    await page.getByTestId('user-password').fill(firstPassword);
    await page.getByTestId('user-confirm-password').fill(firstPassword);
    await page.getByTestId('role-select').click();
    await page.getByTestId('role-select').fill(tag);
    await page.getByRole('option', { name: roleTitle }).click();
    await snap('user-form');
    await page.getByTestId('user-submit').click();
    await expect(page).toHaveURL(/\/admin\/userDetails\/\d+$/);
    await expect(page.getByText(username).first()).toBeVisible();
    await snap('user-details');
    const url = page.url();
    await logOut(page, /Sita/);
    return url;
  });

  await test.step('the new user changes the password and sees only Scrutiny', async () => {
    await logIn(page, username, firstPassword);
    await expect(page).toHaveURL(/\/change-password$/);
    await page.getByTestId('change-password-old').fill(firstPassword);
    await page.getByTestId('change-password-new').fill(ownPassword);
    await page.getByTestId('change-password-confirm').fill(ownPassword);
    await page.getByTestId('change-password-submit').click();
    await expect(page).toHaveURL(/\/admin$/);
    const menu = page.getByRole('navigation');
    await expect(menu.getByRole('link', { name: 'रुजु', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'प्रयोगकर्ता सूची' })).toHaveCount(0);
    await snap('only-scrutiny');
    await page.goto('/admin/userlist');
    await expect(page.getByTestId('user-add')).toHaveCount(0);
    await logOut(page, /Desk/);
  });

  await test.step('the administrator blocks the user; signing in is refused', async () => {
    await logIn(page, 'admin', 'Admin@2082');
    await page.goto(detailsUrl);
    await page.getByTestId('action-block').click();
    await page.locator('#startsOn-ad').fill(todayAd());
    await page.locator('#endsOn-ad').fill(inDaysAd(5));
    await page.getByTestId('block-reason').fill('Misuse of the scrutiny desk');
    await page.getByTestId('block-submit').click();
    // The block's row in the history (the dialog's textarea holds the same text while it closes).
    await expect(page.getByRole('cell', { name: 'Misuse of the scrutiny desk' })).toBeVisible();
    await expect(page.getByTestId('block-reason')).toHaveCount(0);
    await snap('blocked');
    await logOut(page, /Sita/);

    await page.goto('/login');
    await page.getByLabel('प्रयोगकर्ता नाम वा इमेल').fill(username);
    await page.getByRole('textbox', { name: 'पासवर्ड', exact: true }).fill(ownPassword);
    await page.getByRole('button', { name: 'लगइन गर्नुहोस्' }).click();
    await expect(page.getByTestId('login-error')).toContainText('यो खाता आयोगले रोक्का गरेको छ।');
    await snap('sign-in-refused');
  });
});
