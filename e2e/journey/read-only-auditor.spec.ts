import { anApplicant } from '../support/applicant';
import { expect, test } from '../support/fixtures';
import { logIn, logOut } from '../support/session';

// Issue 17 in the browser, in Nepali: the demo auditor holds SC, SA, SR and AR with the read
// action only. The scrutiny list and a candidate's preview open; no decision is offered, and
// the API refuses one all the same.

test.use({ screenshotFolder: 'read-only-auditor' });

const AUDITOR = { username: 'auditor', password: 'Auditor@2082', name: /Laxmi/ };

test('a read-only auditor reads the scrutiny list and a preview, and decides nothing', async ({
  page,
  request,
  snap,
}) => {
  const applicant = await anApplicant(request);

  await test.step('the menu offers scrutiny and nothing that writes', async () => {
    await logIn(page, AUDITOR.username, AUDITOR.password);
    await expect(page).toHaveURL(/\/admin$/);
    const menu = page.getByRole('navigation');
    await expect(menu.getByRole('link', { name: 'रुजु', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'प्रयोगकर्ता सूची' })).toHaveCount(0);
    await snap('menu');
  });

  const [firstName, lastName] = applicant.fullName.split(' ') as [string, string];
  const applicantRow = () =>
    page.getByRole('tabpanel').getByRole('row').filter({ hasText: firstName }).first();

  await test.step('the scrutiny list opens', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'रुजु', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/scrutiny$/);
    await expect(page.getByRole('heading', { name: 'आवेदन रुजु' })).toBeVisible();
    await page
      .getByRole('tabpanel')
      .getByRole('searchbox', { name: 'तालिकामा खोज्नुहोस्' })
      .fill(lastName);
    await expect(applicantRow()).toBeVisible();
    await snap('scrutiny-list');
  });

  await test.step('the preview shows the application, with no decision buttons', async () => {
    await applicantRow().getByRole('link', { name: 'हेर्नुहोस्' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(firstName);
    await expect(page.getByTestId('scrutiny-section-decision')).toHaveCount(0);
    await expect(page.getByTestId('scrutiny-remarks')).toHaveCount(0);
    for (const name of ['स्वीकृत गर्नुहोस्', 'रोक्का गर्नुहोस्', 'अस्वीकृत गर्नुहोस्'])
      await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
    await snap('preview-read-only');
    await page.getByTestId('scrutiny-back').click();
    await expect(page).toHaveURL(/\/admin\/scrutiny\/all\/pending\/\d+$/);
  });

  await test.step('a page that writes is refused', async () => {
    await page.goto('/admin/rolecreation');
    await expect(page.getByTestId('role-submit')).toHaveCount(0);
    await logOut(page, AUDITOR.name);
  });
});
