import { randomInt } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { DEVANAGARI_DIGIT } from '../support/digits';
import { expect, test } from '../support/fixtures';
import { pasteInto } from '../support/paste';
import { logIn } from '../support/session';

// Issue 4 in the browser, in Nepali: the administrator opens master data from the menu, adds a
// religion (after the form has refused an empty one), edits it and makes it inactive, deletes
// it; and is told that Kathmandu cannot be deleted while candidates live there. Then the same
// screens in English and on a 375 px wide phone.

test.use({ screenshotFolder: 'master-data' });

const IN_USE = 'यो विवरण प्रयोगमा रहेकाले हटाउन मिल्दैन। बरु निष्क्रिय बनाउनुहोस्।';
const SAVED = 'विवरण सुरक्षित गरियो।';
const DELETED = 'विवरण हटाइयो।';
const KATHMANDU = 27;

const devanagari = (n: number) =>
  String(n).replace(/\d/g, (digit) => String.fromCharCode(0x0966 + Number(digit)));

/** Digits as the Preeti font keys them: the shifted number row, ) for ० to ( for ९. */
const preetiDigits = (n: number) =>
  String(n).replace(/\d/g, (digit) => ')!@#$%^&*('[Number(digit)]!);

/** Types into the table's search box and waits for the server's answer to show. */
async function searchTable(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox').fill(text);
}

/**
 * Waits until the corner messages are gone: they sit over a dialog's buttons at the bottom
 * right, and one under the pointer does not close (Mantine pauses it while hovered).
 */
async function waitForToastsToClose(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
}

/** A dialog, once its fade-in is over (for the screenshot). */
async function openDialog(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1');
  return dialog;
}

test('a religion is added, edited and deleted; a district in use is not', async ({
  page,
  snap,
}) => {
  const n = randomInt(10_000, 99_999);
  const nameEn = `Test faith ${n}`;
  const nameNe = `परीक्षण धर्म ${devanagari(n)}`;
  const editedEn = `Test faith ${n} renamed`;
  const row = (text: string) => page.getByRole('row').filter({ hasText: text });

  await test.step('the administrator opens master data from the menu', async () => {
    await logIn(page, 'admin', 'Admin@2082');
    await page
      .getByRole('navigation')
      .getByRole('link', { name: 'आधारभूत विवरण', exact: true })
      .click();
    await expect(page).toHaveURL(/\/admin\/master-data$/);
    await expect(page.getByRole('heading', { name: 'आधारभूत विवरण', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'स्थान', exact: true })).toBeVisible();
    await snap('index');
    await page.getByRole('link', { name: 'धर्महरू', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/master-data\/religions$/);
    await expect(page.getByRole('heading', { name: 'धर्महरू', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'हिन्दू', exact: true })).toBeVisible();
    await snap('religions');
  });

  await test.step('the form refuses an empty religion, then adds one', async () => {
    await page.getByTestId('master-add').click();
    const dialog = await openDialog(page, 'नयाँ धर्म थप्नुहोस्');
    await dialog.getByTestId('master-submit').click();
    await expect(dialog.getByText('यो विवरण अनिवार्य छ।')).toHaveCount(2);
    await dialog.getByTestId('master-field-nameNe').fill('Buddhist');
    await dialog.getByTestId('master-field-nameNe').blur();
    await expect(dialog.getByText('कृपया नेपालीमा लेख्नुहोस्।')).toBeVisible();
    await snap('add-refused');

    await dialog.getByTestId('master-field-nameEn').fill(nameEn);
    // The Nepali name pasted from an old document in the Preeti font: written in Unicode.
    const nepaliName = dialog.getByTestId('master-field-nameNe');
    await nepaliName.clear();
    await pasteInto(nepaliName, `k/LIf0f wd{ ${preetiDigits(n)}`);
    await expect(nepaliName).toHaveValue(nameNe);
    await expect(dialog.getByRole('status')).toContainText('प्रीति फन्टमा लेखिएको पाठ');
    await dialog.getByTestId('master-submit').click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(SAVED)).toBeVisible();
    await searchTable(page, nameEn);
    await expect(row(nameEn)).toHaveCount(1);
    await expect(row(nameEn)).toContainText(nameNe);
    await expect(row(nameEn)).toContainText('सक्रिय');
    await snap('added');
  });

  await test.step('edits it: a new English name, and inactive', async () => {
    await row(nameEn).getByRole('button', { name: 'सम्पादन' }).click();
    const dialog = await openDialog(page, 'धर्म सम्पादन गर्नुहोस्');
    await expect(dialog.getByTestId('master-field-nameEn')).toHaveValue(nameEn);
    await dialog.getByTestId('master-field-nameEn').fill(editedEn);
    await dialog.getByRole('switch', { name: 'सक्रिय (फारमहरूमा देखिने)' }).uncheck();
    await snap('edit-form');
    await dialog.getByTestId('master-submit').click();
    await expect(dialog).toHaveCount(0);
    await expect(row(editedEn)).toContainText('निष्क्रिय');
    await snap('edited');

    const statusFilter = page.getByTestId('master-status-filter');
    await statusFilter.getByText('सक्रिय', { exact: true }).click();
    await expect(row(editedEn)).toHaveCount(0);
    await statusFilter.getByText('निष्क्रिय', { exact: true }).click();
    await expect(row(editedEn)).toHaveCount(1);
  });

  await test.step('deletes it after the spec’s question', async () => {
    await row(editedEn).getByRole('button', { name: 'मेटाउनुहोस्' }).click();
    const confirm = await openDialog(page, 'मेटाउने पुष्टि');
    await expect(confirm).toContainText('के तपाईं यो धर्म विवरण मेटाउन निश्चित हुनुहुन्छ?');
    await expect(confirm.getByRole('button', { name: 'रद्द गर्नुहोस्' })).toBeVisible();
    await snap('delete-confirm');
    await confirm.getByRole('button', { name: 'पुष्टि गर्नुहोस्' }).click();
    await expect(page.getByText(DELETED)).toBeVisible();
    await expect(row(editedEn)).toHaveCount(0);
    await page.getByTestId('master-status-filter').getByText('सबै', { exact: true }).click();
    await expect(row(editedEn)).toHaveCount(0);
    await snap('deleted');
  });

  await test.step('imports religions from a CSV file: a bad file changes nothing', async () => {
    const importedEn = `Imported faith ${n}`;
    const csv = (rows: string) => ({
      name: 'religions.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`name_en,name_ne\n${rows}`),
    });
    await page.getByTestId('master-import').click();
    const dialog = await openDialog(page, 'फाइलबाट धर्महरू आयात');
    const fileInput = dialog.locator('input[type="file"]');
    await fileInput.setInputFiles(csv(`${importedEn},Latin letters\n,खाली अङ्ग्रेजी\n`));
    await dialog.getByTestId('master-import-submit').click();
    const problems = dialog.getByTestId('master-import-problems');
    await expect(problems).toContainText('२ वटा समस्या भेटिए; केही पनि आयात गरिएन।');
    await expect(problems.getByRole('row').nth(1)).toContainText('कृपया नेपालीमा लेख्नुहोस्।');
    await snap('import-refused');
    await fileInput.setInputFiles(csv(`${importedEn},आयातित धर्म ${devanagari(n)}\n`));
    await waitForToastsToClose(page);
    await dialog.getByTestId('master-import-submit').click();
    await expect(dialog.getByTestId('master-import-done')).toContainText('१ पङ्क्ति आयात गरियो');
    await snap('import-done');
    // The dialog's own close button, under the report (the × at the top has the same name).
    await dialog.getByRole('button', { name: 'बन्द गर्नुहोस्' }).last().click();
    await searchTable(page, importedEn);
    await expect(row(importedEn)).toHaveCount(1);
  });

  await test.step('Kathmandu, where demo candidates live, cannot be deleted', async () => {
    await page.getByTestId('master-back').click();
    await page.getByRole('link', { name: 'जिल्लाहरू', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'जिल्लाहरू', exact: true })).toBeVisible();
    // The districts of one province: the parent filter, searched by its English name.
    await page.getByTestId('master-parent-filter').fill('Bagmati');
    await page.getByRole('option', { name: 'बागमती प्रदेश', exact: true }).click();
    await expect(page.getByText(/जम्मा [०-९]+ नतिजामध्ये/)).toContainText('जम्मा १३ ');
    const kathmandu = row('काठमाडौं');
    await expect(kathmandu).toContainText('बागमती प्रदेश');
    await kathmandu.getByTestId(`master-delete-${KATHMANDU}`).click();
    const confirm = await openDialog(page, 'मेटाउने पुष्टि');
    await expect(confirm).toContainText('के तपाईं यो जिल्ला विवरण मेटाउन निश्चित हुनुहुन्छ?');
    await confirm.getByRole('button', { name: 'पुष्टि गर्नुहोस्' }).click();
    await expect(page.getByText(IN_USE)).toBeVisible();
    await expect(confirm).toHaveCount(0);
    await expect(kathmandu).toHaveCount(1);
    await snap('district-in-use');
  });

  await test.step('the same screen in English, with Latin digits', async () => {
    await page.getByRole('banner').getByText('English', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Districts', exact: true })).toBeVisible();
    await expect(row('Kathmandu')).toContainText('Bagmati Province');
    await expect(page.getByRole('columnheader', { name: 'Province' })).toBeVisible();
    expect(await page.getByRole('main').innerText()).not.toMatch(DEVANAGARI_DIGIT);
    await snap('districts-english');
    await page.getByTestId('master-add').click();
    const dialog = await openDialog(page, 'Add district');
    await expect(dialog.getByTestId('master-field-provinceId')).toBeVisible();
    await snap('add-district-english');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step('and on a 375 px wide phone, in both languages', async () => {
    await page.setViewportSize({ width: 375, height: 780 });
    await page.goto('/admin/master-data/exam-centres');
    await expect(page.getByRole('heading', { name: 'Exam centres', exact: true })).toBeVisible();
    await snap('exam-centres-phone-english');
    await page.getByTestId('master-add').click();
    const dialog = await openDialog(page, 'Add exam centre');
    await expect(dialog.getByTestId('master-field-districtId')).toBeDisabled();
    await dialog.getByTestId('master-field-provinceId').click();
    await page.getByRole('option', { name: 'Bagmati Province', exact: true }).click();
    await dialog.getByTestId('master-field-districtId').click();
    await expect(page.getByRole('option', { name: 'Kathmandu', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Taplejung', exact: true })).toHaveCount(0);
    await page.getByRole('option', { name: 'Kathmandu', exact: true }).click();
    await expect(dialog.getByTestId('master-field-districtId')).toHaveValue('Kathmandu');
    // The form fills the phone's screen; show its end, where the buttons are.
    await dialog.getByTestId('master-submit').scrollIntoViewIfNeeded();
    await snap('exam-centre-form-phone-english');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('banner').getByText('नेपाली', { exact: true }).click();
    await page.goto('/admin/master-data');
    await expect(page.getByRole('heading', { name: 'आधारभूत विवरण', exact: true })).toBeVisible();
    await snap('index-phone-nepali');
    await page.goto('/admin/master-data/inclusive-groups');
    await expect(
      page.getByRole('heading', { name: 'समावेशी समूह (समूह-बर्ग)', exact: true }),
    ).toBeVisible();
    // On a phone each row is a card of label/value pairs (decision 120). The groups' shares are
    // the phase-3 formula's (decision 145), so a card holds the code and the names.
    await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
    await expect(
      page
        .getByTestId('data-table-card')
        .getByRole('definition')
        .filter({ hasText: /^महिला$/ }),
    ).toHaveCount(1);
    await snap('inclusive-groups-phone-nepali');
  });
});

test('the exam administrator (ALC) combines two posts and takes the combination apart again', async ({
  page,
  snap,
}) => {
  const code = `E2E-${randomInt(1000, 9999)}`;
  const row = (text: string) => page.getByRole('row').filter({ hasText: text });

  await test.step('opens Combine post from the menu (not master data, which is MC)', async () => {
    await logIn(page, 'exams', 'Exams@2082');
    const menu = page.getByRole('navigation');
    await expect(menu.getByRole('link', { name: 'आधारभूत विवरण', exact: true })).toHaveCount(0);
    await menu.getByRole('link', { name: 'संयुक्त पद', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/combinePost$/);
    await expect(page.getByRole('heading', { name: 'संयुक्त पदहरू', exact: true })).toBeVisible();
  });

  await test.step('puts Section Officer and Nayab Subba in one combination', async () => {
    for (const post of ['शाखा अधिकृत', 'नायब सुब्बा']) {
      await page.getByTestId('master-add').click();
      const dialog = await openDialog(page, 'नयाँ संयुक्त पद थप्नुहोस्');
      await dialog.getByTestId('master-field-combination').fill(code);
      await dialog.getByTestId('master-field-postId').click();
      await page.getByRole('option', { name: post, exact: true }).click();
      await snap(`add-${post === 'शाखा अधिकृत' ? 'first' : 'second'}`);
      await dialog.getByTestId('master-submit').click();
      await expect(dialog).toHaveCount(0);
      await waitForToastsToClose(page);
    }
    await expect(row(code)).toHaveCount(2);
    await expect(row('नायब सुब्बा')).toContainText(code);
    await snap('combined');
  });

  await test.step('takes it apart again (the other journeys apply without it)', async () => {
    for (let left = 2; left > 0; left--) {
      await row(code).first().getByRole('button', { name: 'मेटाउनुहोस्' }).click();
      const confirm = await openDialog(page, 'मेटाउने पुष्टि');
      await confirm.getByRole('button', { name: 'पुष्टि गर्नुहोस्' }).click();
      await expect(row(code)).toHaveCount(left - 1);
      await waitForToastsToClose(page);
    }
  });
});
