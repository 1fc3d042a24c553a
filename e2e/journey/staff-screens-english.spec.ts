import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { logInEnglish, logOutEnglish, submitLogIn, switchToEnglish } from '../support/english';

// The staff screens in English: the administrator's user, role, module and sign-in-limit
// screens, and the separate "block user" screen (BU, back-office.md "Lock/unlock search"):
// look a staff user up, block it for five days, see signing in refused, unblock, sign in.

const CLIENT = `Basic ${Buffer.from('niyukti-web:niyukti-web-secret').toString('base64')}`;
const ADMIN = { username: 'admin', password: 'Admin@2082', name: /Sita/ };
/** Devanagari letters and digits: none may be left on a screen shown in English. */
const DEVANAGARI = /[\u0900-\u097F]/;

const KATHMANDU_OFFSET_MS = (5 * 60 + 45) * 60_000;
const inDaysAd = (days: number) =>
  new Date(Date.now() + KATHMANDU_OFFSET_MS + days * 86_400_000).toISOString().slice(0, 10);

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/oauth/token', {
    headers: { authorization: CLIENT },
    form: { grant_type: 'password', username: ADMIN.username, password: ADMIN.password },
  });
  if (!response.ok()) throw new Error(`admin token: ${await response.text()}`);
  return (await response.json()).access_token as string;
}

/** A staff user holding the demo "Clerk" role (no privileges), made through the API. */
async function createStaffUser(request: APIRequestContext) {
  const tag = `${Date.now().toString(36)}${randomInt(100)}`;
  const user = {
    firstName: 'Block',
    lastName: 'Tester',
    username: `blockee_${tag}`,
    email: `blockee_${tag}@psc.gov.np.example`,
    password: `Temp${randomInt(1000, 9999)}ab`,
  };
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const roles = (await (await request.get('/api/internal/roles', { headers })).json()).data as {
    id: number;
    title: string;
  }[];
  const clerk = roles.find((role) => role.title === 'Clerk');
  if (!clerk) throw new Error('the demo role "Clerk" is missing');
  const created = await request.post('/api/internal/users', {
    headers,
    data: { ...user, confirmPassword: user.password, roleIds: [clerk.id] },
  });
  if (!created.ok()) throw new Error(`create user: ${await created.text()}`);
  return user;
}

/** Opens a back-office screen from the English menu and waits for its English heading. */
async function openFromMenu(page: Page, link: string, heading: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  await expect(page.getByText('Loading', { exact: false })).toHaveCount(0);
  expect(await page.getByRole('main').innerText()).not.toMatch(DEVANAGARI);
}

test.describe('staff screens in English', () => {
  test.use({ screenshotFolder: 'staff-screens-english' });

  test('users, roles, modules and sign-in limits show their English headings', async ({
    page,
    snap,
  }) => {
    await switchToEnglish(page);
    await logInEnglish(page, ADMIN.username, ADMIN.password);
    await expect(page.getByRole('heading', { name: 'Back office', exact: true })).toBeVisible();
    expect(await page.getByRole('navigation').innerText()).not.toMatch(DEVANAGARI);

    await openFromMenu(page, 'User list', 'Users');
    await expect(page.getByTestId('user-add')).toHaveText('Create user');
    await expect(page.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
    await snap('user-list');

    await openFromMenu(page, 'Role list', 'Roles');
    await expect(page.getByTestId('role-add')).toHaveText('Create role');
    await expect(page.getByRole('columnheader', { name: 'Privileges' })).toBeVisible();
    await snap('role-list');

    await openFromMenu(page, 'Module list', 'Modules');
    await expect(page.getByTestId('module-add')).toHaveText('Add module');
    await snap('module-list');

    await openFromMenu(page, 'Sign-in limits', 'Sign-in limits');
    await expect(page).toHaveURL(/\/admin\/brute-force-setting$/);
    await expect(page.getByLabel('Wrong passwords before the lock')).toBeVisible();
    await expect(page.getByLabel('Lock duration (minutes)')).toBeVisible();
    await snap('login-limits');
  });
});

test.describe('block user in English', () => {
  test.use({ screenshotFolder: 'staff-screens-english/block-user' });

  test('a blocked staff user cannot sign in until the block is lifted', async ({
    page,
    request,
    snap,
  }) => {
    const user = await createStaffUser(request);
    const ownPassword = `Own${randomInt(1000, 9999)}Pass`;
    const reason = `Left the desk unattended ${randomInt(1000)}`;
    const history = page.getByRole('table', { name: 'Blocks' });
    const blockRow = history.getByRole('row').filter({ hasText: reason });

    await test.step('the administrator finds the user on the block-user screen', async () => {
      await switchToEnglish(page);
      await logInEnglish(page, ADMIN.username, ADMIN.password);
      await openFromMenu(page, 'Block user', 'Block or unblock a user');
      await expect(page).toHaveURL(/\/admin\/usermanagement\/user$/);

      await page.getByTestId('user-search-input').fill(`nobody_${user.username}`);
      await page.getByTestId('user-search-submit').click();
      await expect(page.getByTestId('user-search-not-found')).toHaveText('User not found');

      await page.getByLabel('Username, e-mail or master id').fill(user.username.toUpperCase());
      await page.getByRole('button', { name: 'Find', exact: true }).click();
      const result = page.getByTestId('user-search-result');
      await expect(result).toContainText('Block Tester');
      await expect(result).toContainText(user.email);
      await expect(result).toContainText('Staff');
      await expect(result).toContainText('This user has never been blocked.');
      await snap('found');
    });

    await test.step('blocks the user from today for five days', async () => {
      await page.getByTestId('action-block').click();
      const dialog = page.getByRole('dialog', { name: 'Block user' });
      await dialog.locator('#startsOn-ad').fill(inDaysAd(0));
      await dialog.locator('#endsOn-ad').fill(inDaysAd(5));
      // The B.S. twins fill themselves, in Latin digits in English mode.
      await expect(dialog.getByLabel('Start date (B.S.)')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
      await expect(dialog.getByLabel('End date (B.S.)')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
      await dialog.getByLabel('Reason').fill(reason);
      await snap('block-form');
      await dialog.getByTestId('block-submit').click();
      await expect(dialog).toHaveCount(0);

      await expect(blockRow).toContainText(`${inDaysAd(0)} A.D.`);
      await expect(blockRow).toContainText(`${inDaysAd(5)} A.D.`);
      await expect(blockRow).toContainText('Blocked now');
      await expect(blockRow.getByRole('button', { name: 'Unblock' })).toBeVisible();
      await snap('blocked');
      await logOutEnglish(page, ADMIN.name);
    });

    await test.step('signing in is refused while the block lasts', async () => {
      await submitLogIn(page, user.username, user.password);
      await expect(page.getByTestId('login-error')).toHaveText(
        'This account has been blocked by the commission. Please contact the commission.',
      );
      await expect(page).toHaveURL(/\/login$/);
      await snap('sign-in-refused');
    });

    await test.step('the administrator lifts the block; the record stays', async () => {
      await logInEnglish(page, ADMIN.username, ADMIN.password);
      await openFromMenu(page, 'Block user', 'Block or unblock a user');
      await page.getByTestId('user-search-input').fill(user.email);
      await page.getByTestId('user-search-submit').click();
      await blockRow.getByRole('button', { name: 'Unblock' }).click();
      const confirm = page.getByRole('dialog', { name: 'Unblock' });
      await expect(confirm).toContainText('Lift this block? The user can sign in again at once');
      await expect(confirm).toHaveCSS('opacity', '1'); // the screenshot after the fade-in
      await snap('unblock-confirm');
      await confirm.getByRole('button', { name: 'Unblock' }).click();
      await expect(confirm).toHaveCount(0);
      await expect(blockRow).toContainText('Lifted');
      await expect(blockRow.getByRole('button', { name: 'Unblock' })).toHaveCount(0);
      await snap('unblocked');
      await logOutEnglish(page, ADMIN.name);
    });

    await test.step('the user signs in, sets a password and reaches the back office', async () => {
      await logInEnglish(page, user.username, user.password);
      await expect(page).toHaveURL(/\/change-password$/);
      await expect(page.getByText('Please set your own password')).toBeVisible();
      await page.getByTestId('change-password-old').fill(user.password);
      await page.getByTestId('change-password-new').fill(ownPassword);
      await page.getByTestId('change-password-confirm').fill(ownPassword);
      await page.getByTestId('change-password-submit').click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { name: 'Back office', exact: true })).toBeVisible();
      await expect(page.getByText('Welcome, Block Tester')).toBeVisible();
      await snap('signed-in-again');
    });
  });
});
