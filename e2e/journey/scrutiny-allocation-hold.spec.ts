import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Locator, Page } from '@playwright/test';
import {
  aLiveCopyOf,
  endApplicationWindow,
  type JourneyAdvertisement,
} from '../support/advertisements';
import { expect, test, type Snap } from '../support/fixtures';
import { aPaidApplicant, type PaidApplicant } from '../support/paid-applicant';
import { candidateToken } from '../support/profile-api';
import { logIn, logOut } from '../support/session';

// Issue 21's scrutiny from end to end, in Nepali:
//  1. Three candidates apply to an advertisement of the journey's own and pay (through the API);
//     the commission locks the first one's profile (LUP).
//  2. The administrator allocates the advertisement's forms evenly to the two demo officers:
//     Bina Tamang gets the two oldest, Dipak Yadav the third.
//  3. Bina sees only her two forms; she holds the first, naming the personal details and a day.
//  4. The candidate reads the hold on the application, opens the personal details though the
//     profile is locked, saves them, and the form is back on Bina's pending list.
//  5. Bina approves it and her other form; Dipak rejects his.
//  6. The season over, the administrator finalises scrutiny, and the allocation report counts
//     each officer's decided forms.
//  7. The advertisement report shows the three outcomes (two approved, one rejected, none
//     pending) and downloads as a spreadsheet that says the same; the scrutiny report counts
//     the approved forms by gender.
// Every screenshot is checked (axe, Nepali digits, one h1).

test.use({ screenshotFolder: 'scrutiny-allocation-hold' });

const ADMIN = { username: 'admin', password: 'Admin@2082', name: /Sita/ };
const BINA = { username: 'officer1', password: 'Officer@2082', name: 'Bina Tamang' };
const DIPAK = { username: 'officer2', password: 'Officer@2082', name: 'Dipak Yadav' };
const DEMO_ADVERTISEMENT = '16613/082-83';

const devanagari = (text: string) =>
  text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0966 + Number(digit)));

/** The administrator locks a candidate's profile and documents (LUP), through the API. */
async function lockProfile(page: Page, masterId: string) {
  const token = await candidateToken(page.request, ADMIN.username, ADMIN.password);
  const locked = await page.request.put(`/api/internal/candidates/${masterId}/locks`, {
    headers: { authorization: `Bearer ${token}` },
    data: { profileLocked: true, documentsLocked: true },
  });
  expect(locked.ok()).toBe(true);
}

async function openAllocation(page: Page, ours: JourneyAdvertisement) {
  await page.getByRole('navigation').getByRole('link', { name: 'रुजु कार्य बाँडफाँड' }).click();
  await expect(page).toHaveURL(/\/admin\/scrutiny-allocation$/);
  await page.getByRole('searchbox', { name: 'तालिकामा खोज्नुहोस्' }).fill(ours.code);
  await page.getByRole('link', { name: new RegExp(ours.code) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/scrutiny-allocation/${ours.id}$`));
}

async function allocateEvenly(page: Page, snap: Snap, ours: JourneyAdvertisement) {
  await logIn(page, ADMIN.username, ADMIN.password);
  await openAllocation(page, ours);
  await expect(page.getByTestId('figure-forms')).toContainText('३');
  const form = page.getByTestId('allocate-form');
  await form.getByRole('checkbox', { name: BINA.name }).check();
  await form.getByRole('checkbox', { name: DIPAK.name }).check();
  await snap('allocate-evenly');
  await form.getByRole('button', { name: 'फारम बाँडफाँड गर्नुहोस्' }).click();
  const officers = page.getByRole('table', { name: 'यस विज्ञापनका रुजु अधिकृत' });
  await expect(officers.getByRole('row').filter({ hasText: BINA.name })).toContainText('२');
  await expect(officers.getByRole('row').filter({ hasText: DIPAK.name })).toContainText('१');
  await snap('allocated');
  await logOut(page, ADMIN.name);
}

/** The officer's pending tab, searched for one candidate; returns the row. */
async function pendingRowOf(page: Page, applicant: PaidApplicant) {
  await page.getByRole('navigation').getByRole('link', { name: 'रुजु', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'आवेदन रुजु' })).toBeVisible();
  const pending = page.getByRole('tabpanel');
  await pending.getByRole('searchbox', { name: 'तालिकामा खोज्नुहोस्' }).fill(applicant.masterId);
  return pending.getByRole('row').filter({ hasText: devanagari(applicant.masterId) });
}

/** The officer opens the form's page (candidate-details/{code}/{masterId}/pending/{page}). */
async function openForm(page: Page, applicant: PaidApplicant) {
  const row = await pendingRowOf(page, applicant);
  await row.getByRole('link', { name: 'हेर्नुहोस्' }).click();
  await expect(page).toHaveURL(formPath(applicant));
  return page.getByTestId('scrutiny-section-decision');
}

const formPath = (applicant: PaidApplicant) =>
  new RegExp(`/admin/candidate-details/[^/]+/${applicant.masterId}/pending/\\d+$`);

/** Decides a form on its page, which then moves on (to the next form, or back to the list). */
async function decide(page: Page, applicant: PaidApplicant, button: string, remark: string) {
  const decision = await openForm(page, applicant);
  await decision.getByLabel('कैफियत').fill(remark);
  await decision.getByRole('button', { name: button, exact: true }).click();
  await expect(page).not.toHaveURL(formPath(applicant));
}

async function binaSeesHerFormsAndHolds(page: Page, snap: Snap, forms: PaidApplicant[]) {
  const [first, second, third] = forms as [PaidApplicant, PaidApplicant, PaidApplicant];
  await logIn(page, BINA.username, BINA.password);
  // Her two forms, not Dipak's.
  await expect(await pendingRowOf(page, first)).toBeVisible();
  await expect(await pendingRowOf(page, second)).toBeVisible();
  await expect(await pendingRowOf(page, third)).toHaveCount(0);
  await snap('officer-pending');
  const decision = await openForm(page, first);
  // Everything the decision needs beside the form: age on the cut-off date, qualification,
  // groups, documents; and where the form stands in her list.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('उम्मेदवारको विवरण');
  await expect(page.getByTestId('scrutiny-section-age')).toContainText('वर्ष');
  await expect(page.getByTestId('scrutiny-section-qualification')).toBeVisible();
  await expect(page.getByTestId('scrutiny-section-documents')).toBeVisible();
  await snap('officer-candidate-details');
  // The same page on a phone: one column, nothing wider than the screen.
  const desk = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 800 });
  await snap('officer-candidate-details-375');
  await page.setViewportSize(desk);
  // A document opens in the browser, and zooms.
  await page
    .getByTestId('scrutiny-section-documents')
    .getByRole('button', { name: 'नागरिकता प्रमाणपत्र (अगाडि) हेर्नुहोस्' })
    .click();
  const viewer = page.getByTestId('document-viewer');
  await expect(viewer.getByTestId('document-viewer-image')).toBeVisible();
  const zoom = viewer.getByTestId('document-viewer-zoom');
  const before = await zoom.innerText();
  await viewer.getByRole('button', { name: 'ठूलो पार्नुहोस्' }).click();
  await expect(zoom).not.toHaveText(before);
  await snap('officer-document-zoomed');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await decision.getByLabel('कैफियत').fill('बाबुको नाम नागरिकतासँग मिलेन।');
  await holdNamingPersonalDetails(page, snap, decision);
  await expect(page).not.toHaveURL(formPath(first));
  await logOut(page, BINA.name);
}

/**
 * Hold: the first press draws what to fix and by when (a week away by default), the reason is
 * chosen, and the second press sends the hold.
 */
async function holdNamingPersonalDetails(page: Page, snap: Snap, dialog: Locator) {
  const hold = dialog.getByRole('button', { name: 'रोक्का गर्नुहोस्', exact: true });
  await hold.click();
  await dialog.getByRole('combobox', { name: 'रोक्काको कारण' }).click();
  await page.getByRole('option', { name: 'व्यक्तिगत विवरण कागजातसँग नमिलेको' }).click();
  await expect(dialog.getByLabel('सच्याउने अन्तिम दिन (ई.सं.)')).not.toHaveValue('');
  // Before the press that sends it: the page moves on as the hold is saved.
  await snap('officer-hold');
  await hold.click();
}

/**
 * The candidate reads the hold on the application, follows it to the personal details, which the
 * hold opened though the profile is locked, corrects the father's name and saves: the form is
 * back with the officer and the timeline says so.
 */
async function candidateFixes(page: Page, snap: Snap, applicant: PaidApplicant) {
  await logIn(page, applicant.username, applicant.password);
  await page.goto(`/vacancy-applied/${applicant.applicationId}`);
  const notice = page.getByTestId(`application-hold-${applicant.applicationId}`).first();
  await expect(notice).toContainText('व्यक्तिगत विवरण कागजातसँग नमिलेको');
  await expect(notice).toContainText('बाबुको नाम नागरिकतासँग मिलेन।');
  await snap('candidate-hold-notice');
  await page.getByTestId(`application-hold-fix-${applicant.applicationId}`).first().click();
  await expect(page).toHaveURL(/\/user\/profile\/personal$/);
  await expect(page.getByTestId('personal-locked')).toHaveCount(0);
  await page
    .getByRole('textbox', { name: 'बुबाको नाम (अङ्ग्रेजी)', exact: true })
    .fill('Hari Bahadur Karki');
  await snap('candidate-fixes');
  await page.getByTestId('personal-submit').click();
  await expect(page).not.toHaveURL(/\/user\/profile\/personal$/);
  await page.goto(`/vacancy-applied/${applicant.applicationId}`);
  await expect(page.getByTestId(`application-hold-${applicant.applicationId}`)).toHaveCount(0);
  await expect(page.getByText('रोक्का सच्याइयो')).toBeVisible();
  await snap('candidate-fixed');
  await logOut(page, new RegExp(applicant.fullName.split(' ')[0]!));
}

/** The rows of a downloaded spreadsheet's first sheet, as cell values. */
async function sheetRows(path: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The administrator reads the outcomes in the advertisement report, and its spreadsheet. */
async function reportsShowTheOutcomes(page: Page, snap: Snap, ours: JourneyAdvertisement) {
  await page.getByRole('navigation').getByRole('link', { name: 'विज्ञापन प्रतिवेदन' }).click();
  await expect(page).toHaveURL(/\/admin\/scrutiny\/advertisementReport$/);
  await page.getByRole('searchbox').fill(ours.code);
  await expect(page.getByRole('searchbox')).toHaveValue(ours.code);
  const row = page.getByRole('row').filter({ hasText: ours.code });
  await expect(row).toHaveCount(1);
  // Paid ३, pending ०, on hold ०, approved २, rejected १ (the last five count columns).
  await expect(row.getByRole('cell').nth(-5)).toHaveText('३');
  await expect(row.getByRole('cell').nth(-2)).toHaveText('२');
  await expect(row.getByRole('cell').nth(-1)).toHaveText('१');
  await snap('advertisement-report');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('report-download').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const rows = await sheetRows(await download.path());
  expect(rows[0]).toContain('स्वीकृत');
  const ourRow = rows.find((cells) => cells[0] === ours.code)!;
  // …, paid, pending, on hold, approved, rejected.
  expect(ourRow.slice(-5)).toEqual([3, 0, 0, 2, 1]);

  await page.getByRole('navigation').getByRole('link', { name: 'रुजु प्रतिवेदन', exact: true }).click();
  await page.getByTestId('report-advertisement-code').fill(ours.code);
  await page.getByTestId('report-scrutiny-status').selectOption('approved');
  await expect(page).toHaveURL(/scrutinyStatus=approved/);
  // The breakdowns read counts a job renews every few minutes: the officer counts them now.
  await page.getByRole('button', { name: 'अहिले फेरि गन्नुहोस्' }).click();
  await expect(page.getByTestId('report-table-totals')).toContainText('२');
  await snap('scrutiny-report');
}

test('forms allocated to two officers, a hold fixed by the candidate, decided and finalised', async ({
  page,
  request,
  snap,
}) => {
  let ours!: JourneyAdvertisement;
  const forms: PaidApplicant[] = [];
  await test.step('three candidates apply and pay (through the API)', async () => {
    ours = await aLiveCopyOf(request, DEMO_ADVERTISEMENT);
    // One after another: the oldest application is the first form handed out.
    for (let n = 0; n < 3; n++) forms.push(await aPaidApplicant(request, ours.id));
    await lockProfile(page, forms[0]!.masterId);
  });
  await test.step('the administrator allocates evenly', () => allocateEvenly(page, snap, ours));
  await test.step('Bina sees her two forms and holds the first', () =>
    binaSeesHerFormsAndHolds(page, snap, forms));
  await test.step('the candidate fixes the personal details', () =>
    candidateFixes(page, snap, forms[0]!));
  await test.step('Bina approves both; Dipak rejects his', async () => {
    await logIn(page, BINA.username, BINA.password);
    await decide(page, forms[0]!, 'स्वीकृत गर्नुहोस्', 'बाबुको नाम सच्याइयो, योग्य।');
    await decide(page, forms[1]!, 'स्वीकृत गर्नुहोस्', 'कागजात रुजु भयो, योग्य।');
    await logOut(page, BINA.name);
    await logIn(page, DIPAK.username, DIPAK.password);
    await decide(page, forms[2]!, 'अस्वीकृत गर्नुहोस्', 'न्यूनतम योग्यता पुगेन।');
    await logOut(page, DIPAK.name);
  });
  await test.step('the season over, the administrator finalises; the report counts', async () => {
    await endApplicationWindow(request, ours);
    await logIn(page, ADMIN.username, ADMIN.password);
    await openAllocation(page, ours);
    await expect(page.getByTestId('figure-completed')).toContainText('३');
    await page.getByRole('button', { name: 'रुजु टुङ्गो लगाउनुहोस्' }).click();
    await page.getByTestId('finalise-confirm').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('finalised-notice')).toContainText('रुजु टुङ्गो लागेको');
    await snap('finalised');
    await page.getByRole('navigation').getByRole('link', { name: 'बाँडफाँड प्रतिवेदन' }).click();
    await expect(page).toHaveURL(/\/admin\/allocation\/report$/);
    const report = page.getByRole('table');
    await expect(report.getByRole('row').filter({ hasText: BINA.name })).toContainText('२');
    await expect(report.getByRole('row').filter({ hasText: DIPAK.name })).toContainText('१');
    await snap('allocation-report');
  });
  await test.step('the reports show the three outcomes and download as xlsx', () =>
    reportsShowTheOutcomes(page, snap, ours));
});
