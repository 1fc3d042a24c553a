import type { Page } from '@playwright/test';
import { completeProfileThroughApi } from '../support/complete-profile';
import { expect, test } from '../support/fixtures';
import { readyCandidate } from '../support/ready-candidate';
import { logIn, logOut } from '../support/session';
import { chooseEnglish } from '../support/english';

// Issue 6: before applying, the candidate reads whether they may, part by part, in plain
// words; apply waits while any part says no. The demo advertisements, seeded in this order:
// 1–3 Section Officer (Open, Women, Adibasi/Janajati; a Bachelor's degree), 4 Nayab Subba,
// 5 Engineer (a Bachelor's in Engineering, with a subject to choose). The candidate is a man
// with a Bachelor's degree in the first faculty of the list (Agriculture).

test.use({ screenshotFolder: 'eligibility' });

const MASTER_DATA = { username: 'masterdata', password: 'Master@2082', name: /Kamala/ };
const VACANCY = { open: 1, women: 2, adibasi: 3, engineer: 5 };

const panel = (page: Page) => page.getByTestId('eligibility-panel');
const check = (page: Page, part: string) => page.getByTestId(`eligibility-${part}`);

async function openVacancy(page: Page, id: number) {
  await page.goto(`/vacancy/${id}`);
  await expect(panel(page)).toBeVisible();
}

test('a candidate reads why they may or may not apply, in Nepali and English', async ({
  page,
  request,
  snap,
}) => {
  const candidate = await readyCandidate(request);
  await completeProfileThroughApi(request, candidate.username, candidate.password);
  await logIn(page, candidate.username, candidate.password);

  await test.step('the Women group is refused to a man, and says so', async () => {
    await openVacancy(page, VACANCY.women);
    await expect(check(page, 'group')).toHaveAttribute('data-passed', 'false');
    await expect(check(page, 'group')).toContainText('महिलाका लागि मात्र');
    await expect(check(page, 'age')).toHaveAttribute('data-passed', 'true');
    await expect(check(page, 'age')).toContainText(/उमेर गणना गरिने मिति वि\.सं\. [०-९]{4}/);
    await expect(page.getByTestId('apply-submit')).toBeDisabled();
    await expect(page.getByTestId('apply-blocked')).toContainText('कारण माथिको जाँचमा');
    await snap('women-group-refused-ne');
  });

  await test.step('the Engineer post asks for a faculty the candidate lacks', async () => {
    await openVacancy(page, VACANCY.engineer);
    await expect(check(page, 'qualification')).toHaveAttribute('data-passed', 'false');
    await expect(check(page, 'qualification')).toContainText(
      'इन्जिनियरिङ सङ्कायमा स्नातक वा सोभन्दा माथि',
    );
    await expect(page.getByLabel('सङ्काय')).toBeVisible();
    await expect(page.getByTestId('apply-submit')).toBeDisabled();
    await snap('engineer-qualification-refused-ne');
  });

  await test.step('the Open group passes every part; applying opens the application', async () => {
    await openVacancy(page, VACANCY.open);
    await expect(panel(page).locator('[data-passed="false"]')).toHaveCount(0);
    const groups = page.getByTestId('eligibility-groups');
    // The post's groups: the demo's three (another journey may advertise the post again, so
    // the rows are named, not counted).
    for (const number of ['१६६१३/०८२-८३', '१६६१४/०८२-८३', '१६६१५/०८२-८३'])
      await expect(groups).toContainText(number);
    await snap('open-group-eligible-ne');
    await page.getByLabel('परीक्षा केन्द्र').selectOption({ index: 1 });
    await page.getByTestId('apply-submit').click();
    await expect(page).toHaveURL(/\/vacancy-applied\/\d+$/);
    await expect(page.getByTestId(/^application-detail-\d+$/)).toContainText('१६६१३/०८२-८३');
    await snap('applied-detail-ne');
  });

  await test.step('another group of the post now costs the extra-group fee', async () => {
    await openVacancy(page, VACANCY.adibasi);
    await expect(check(page, 'group')).toHaveAttribute('data-passed', 'false');
    await expect(check(page, 'window')).toContainText('थप समूहको शुल्क रु. ५००.००');
    await expect(page.getByTestId('eligibility-groups')).toContainText('आवेदन दिइसकियो');
    await snap('extra-group-fee-ne');
  });

  await test.step('the same check in English', async () => {
    await chooseEnglish(page);
    await openVacancy(page, VACANCY.women);
    await expect(panel(page)).toContainText('Can I apply?');
    await expect(check(page, 'group')).toContainText(
      'The Women group is for women only, so you cannot apply to it.',
    );
    await expect(check(page, 'window')).toContainText('extra-group fee: Rs. 500.00');
    await snap('women-group-refused-en');
    await page.getByRole('banner').getByText('नेपाली', { exact: true }).click();
    await logOut(page, /Sagar/);
  });

  await test.step('staff accept Agriculture for Engineers; the candidate may now apply', async () => {
    await logIn(page, MASTER_DATA.username, MASTER_DATA.password);
    await page.goto('/admin/academic-qualification');
    await expect(page).toHaveURL(/\/admin\/master-data\/academic-qualifications$/);
    await expect(page.getByRole('heading', { name: 'शैक्षिक योग्यताहरू', exact: true })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'इन्जिनियर' })).toContainText('दुवै');
    await page.getByTestId('master-add').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('master-field-postId').click();
    await page.getByRole('option', { name: 'इन्जिनियर', exact: true }).click();
    await dialog.getByTestId('master-field-category').click();
    await page.getByRole('option', { name: 'खुला', exact: true }).click();
    await dialog.getByTestId('master-field-minimumLevelId').click();
    await page.getByRole('option', { name: 'स्नातक', exact: true }).click();
    await dialog.getByTestId('master-field-facultyId').click();
    await page.getByRole('option', { name: 'कृषि', exact: true }).click();
    await snap('qualification-form-ne');
    await dialog.getByTestId('master-submit').click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: 'कृषि' })).toContainText('खुला');
    await snap('qualifications-ne');
    await logOut(page, MASTER_DATA.name);

    await logIn(page, candidate.username, candidate.password);
    await openVacancy(page, VACANCY.engineer);
    await expect(check(page, 'qualification')).toHaveAttribute('data-passed', 'true');
    await expect(page.getByTestId('apply-submit')).toBeEnabled();
    await page.getByLabel('परीक्षा केन्द्र').selectOption({ index: 1 });
    await page.getByLabel('सङ्काय').selectOption({ label: 'इन्जिनियरिङ' });
    await page.getByLabel('विषय').selectOption({ label: 'सिभिल इन्जिनियरिङ' });
    await snap('engineer-apply-with-subject-ne');
    await page.getByTestId('apply-submit').click();
    await expect(page).toHaveURL(/\/vacancy-applied\/\d+$/);
    await expect(page.getByTestId(/^application-detail-\d+$/)).toContainText(
      'सिभिल इन्जिनियरिङ (इन्जिनियरिङ)',
    );
    await snap('engineer-applied-detail-ne');
  });
});
