import type { Locator, Page } from '@playwright/test';
import { certificatePdf } from '../support/certificates';
import { expect, test } from '../support/fixtures';
import { distributionOf, MINISTRY } from '../support/requisitions';
import { logIn, logOut } from '../support/session';
import { readyCandidate } from '../support/ready-candidate';

// Issue 20 from end to end, in Nepali: the commission's year from a ministry's request to a
// candidate reading how the posts were split.
//  1. The Ministry of Home Affairs files a requisition for 560 Section Officers with its letter as
//     a PDF (the form first refuses it without a document, in the spec's words); it files and
//     reads, so it has no approval task.
//  2. The commission's administrator approves it on the approval task with remarks and, the post
//     being gazetted, the consent letter (the modal refuses without it).
//  3. The distribution officer (VDC) reads the demo's phase-1 shares of the gazetted third class
//     of the administration service (70/30), sets phase 1's limit, and in the phase-3 table
//     generates the formula's split of 176 reserved posts, changes it to what the Section Officer
//     advertisement of 2076 gave (58/48/39/15/9/7) and saves it.
//  4. The officer (PD) meets 'Please Generate Advertisement Number at first', generates the
//     numbers, auto-generates the quota (392/168, 216/176, the 176 as staff set them with the
//     formula's answer beside), meets the sum message after changing a figure, fixes it, saves.
//  5. The administrator approves the distribution: its advertisements wait on the publish page;
//     the open one is published and taken live, and a candidate reads the split on its page.
//  6. The officer finds the distribution in the history (VDH), written as made in Niyukti, and
//     every staff user finds it in the vacancy distribution report.
// Every screenshot is checked (axe, Nepali digits, one h1).

test.use({ screenshotFolder: 'requisition-to-advertisement' });

const OFFICER = { username: 'distribution', password: 'Distribution@2082' };
const ADMIN = { username: 'admin', password: 'Admin@2082', name: /Sita/ };

/** Picks the option of a searchable select found by typing part of its name. */
async function choose(page: Page, testId: string, typed: string, option: RegExp) {
  await page.getByTestId(testId).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}
const KATHMANDU_OFFSET_MS = (5 * 60 + 45) * 60_000;
const DAY_MS = 86_400_000;

/** Kathmandu's date `days` from today, `YYYY-MM-DD` (deadlines are the commission's days). */
const inDaysAd = (days: number) =>
  new Date(Date.now() + KATHMANDU_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);

const devanagari = (text: string) =>
  text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0966 + Number(digit)));

const dateInput = (scope: Locator, label: string, calendar: 'ई.सं.') =>
  scope.getByLabel(new RegExp(`^${label} \\(${calendar.replace(/\./g, '\\.')}\\)`));

test('a ministry’s requisition for 560 Section Officers becomes advertisements a candidate reads the split of', async ({
  page,
  request,
  snap,
}) => {
  // 1. The ministry files the requisition with its letter.
  await logIn(page, MINISTRY.username, MINISTRY.password);
  await page.getByRole('navigation').getByRole('link', { name: 'माग फाराम' }).click();
  await expect(page).toHaveURL(/\/admin\/requisition$/);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'स्वीकृति कार्य' })).toHaveCount(
    0,
  );
  await page.getByTestId('requisition-add').click();
  await expect(page.getByTestId('requisition-organizationId')).toHaveValue('गृह मन्त्रालय');
  await page.getByTestId('requisition-submit').click();
  await expect(page.getByText('कुनै कागजात छानिएको छैन ...')).toBeVisible();
  // A Latin keyboard finds the post; choosing it fills its service, class and group.
  await choose(page, 'requisition-postId', 'section', /शाखा अधिकृत/);
  await expect(page.getByTestId('requisition-serviceId')).toHaveValue('नेपाल प्रशासन सेवा');
  await expect(page.getByTestId('requisition-groupId')).toHaveValue('सामान्य प्रशासन');
  await choose(page, 'requisition-demandOfficeId', 'काठमाडौं', /जिल्ला प्रशासन कार्यालय, काठमाडौं/);
  await page.getByTestId('requisition-totalVacancy').pressSequentially('५६०');
  await page
    .getByTestId('requisition-requisitionRemarks')
    .fill('अवकाश र नयाँ दरबन्दीका कारण रिक्त पद।');
  await page.getByTestId('requisition-workSummary').fill('नागरिकता, राहदानी र जिल्लाको सुरक्षा।');
  await page.getByTestId('requisition-remarks').fill('आर्थिक वर्ष सकिनुअघि।');
  await page
    .locator('input[type="file"]')
    .setInputFiles(certificatePdf('requisition-letter.pdf', 'Requisition of vacancies'));
  await snap('requisition-form');
  await page.getByTestId('requisition-submit').click();
  await expect(page).toHaveURL(/\/admin\/requisition\/\d+$/);
  const requisitionId = Number(/(\d+)$/.exec(page.url())![1]);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(/RQ-\d+\/\d{3}-\d{2}/);
  const number = /RQ-\d+\/\d{3}-\d{2}/.exec((await heading.textContent()) ?? '')![0];
  await expect(page.getByTestId('requisition-status')).toHaveText('स्वीकृतिको प्रतीक्षामा');
  await expect(page.getByTestId('requisition-event-file')).toContainText('माग पेस गरियो');
  await snap('requisition-filed');
  await logOut(page, /Prakash/);

  // 2. The commission approves it, with the consent letter a gazetted post needs.
  await logIn(page, ADMIN.username, ADMIN.password);
  await page.getByRole('navigation').getByRole('link', { name: 'स्वीकृति कार्य' }).click();
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('गृह मन्त्रालय');
  await row.getByRole('button', { name: `माग फाराम ${number} स्वीकृत गर्नुहोस्`, exact: true }).click();
  const modal = page.getByRole('dialog', {
    name: `राजपत्राङ्कित पदको माग फाराम ${number} स्वीकृत गर्ने`,
  });
  await modal.getByTestId('decision-remarks').fill('स्वीकृत दरबन्दीभित्र रहेको।');
  await modal.getByTestId('decision-submit').click();
  await expect(modal.getByText('यो विवरण अनिवार्य छ।').first()).toBeVisible();
  await modal.getByTestId('consent-letter-number').fill('च.नं. ४१५');
  await modal.getByLabel('पत्रको मिति (वि.सं.)').fill('२०८२-०८-०४');
  await expect(modal.getByLabel('पत्रको मिति (ई.सं.)')).toHaveValue('२०२५-११-२०');
  await snap('requisition-approve');
  await modal.getByTestId('decision-submit').click();
  await expect(page.getByRole('row').filter({ hasText: number })).toHaveCount(0);
  await logOut(page, ADMIN.name);

  // 3. The distribution officer configures the phases.
  await logIn(page, OFFICER.username, OFFICER.password);
  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'पद वितरण सूत्र (पहिलो चरण)' })
    .click();
  await page.getByTestId('vacancy-formula-class').fill('तृतीय');
  await page.getByRole('option', { name: /राजपत्राङ्कित तृतीय श्रेणी/ }).click();
  await page.getByTestId('vacancy-formula-service').fill('प्रशासन');
  await page.getByRole('option', { name: /नेपाल प्रशासन सेवा/ }).click();
  await expect(page).toHaveURL(/classId=\d+&serviceId=\d+/);
  await expect(page.getByTestId('vacancy-formula-total')).toContainText('१००');
  await expect(page.getByRole('main')).toContainText('खुला प्रतियोगिता');
  await expect(page.getByRole('main')).toContainText('ज्येष्ठताका आधारमा बढुवा');
  await snap('phase-one');

  await page.getByTestId('vacancy-tab-limit').click();
  await page.getByTestId('vacancy-limit-input').fill('२');
  await page.getByTestId('vacancy-limit-save').click();
  await expect(page.getByTestId('vacancy-limit-current')).toContainText('२');
  await snap('phase-one-limit');

  await page.goto('/admin/distribution-formula-configuration-phase-3/distribution-table');
  await page.getByTestId('phase-three-generate-vacancy').fill('१७६');
  await page.getByTestId('phase-three-generate').click();
  const actual = page.getByTestId(/^phase-three-row-actual-/);
  await expect(actual).toHaveCount(6);
  // The formula's split, which no published advertisement followed.
  const formula = await actual.evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).value),
  );
  expect(formula).toEqual(['५८', '४७', '३९', '१६', '९', '७']);
  await actual.nth(1).fill('४८');
  await actual.nth(3).fill('१५');
  await expect(page.getByTestId('phase-three-row-total')).toContainText('१७६');
  await snap('generated-176');
  await page.getByTestId('phase-three-row-submit').click();

  await page.getByTestId('phase-three-table-view').getByText('पद सङ्ख्याअनुसार').click();
  await expect(page.getByTestId('phase-three-row-status-176')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('४८');
  await snap('table-by-vacancy-number');

  // 4. The officer distributes the approved requisition.
  await page.getByRole('navigation').getByRole('link', { name: 'प्रतिशत वितरण अनुरोधहरू' }).click();
  await page.getByTestId(`percentage-distribution-open-${requisitionId}`).click();

  // The spec's order: the numbers first.
  await page.getByTestId('distribution-auto-generate').click();
  await expect(page.getByText('कृपया पहिले विज्ञापन नम्बर निकाल्नुहोस्')).toBeVisible();
  await page.getByTestId('distribution-generate-numbers').click();
  await expect(page.getByTestId('distribution-generate-numbers')).toHaveCount(0);
  await page.getByTestId('distribution-auto-generate').click();
  const proposal = page.getByTestId('proposal');
  await expect(proposal.getByTestId('proposal-phase-one')).toContainText('३९२');
  await expect(proposal.getByTestId('proposal-phase-two')).toContainText('१७६');
  const reserved = proposal.getByTestId('proposal-phase-three');
  for (const seats of ['५८', '४८', '३९', '१५', '९', '७'])
    await expect(reserved).toContainText(seats);
  await expect(proposal.getByTestId('proposal-phase-three-source')).toContainText('१७६');
  // Open for all, the six groups and promotion by seniority: 216 + 176 + 168 = 560.
  const seats = page.getByTestId(/^split-row-seats-/);
  await expect(seats).toHaveCount(8);
  await expect(seats.first()).toHaveValue('२१६');
  await snap('auto-generated-quota');

  await seats.first().fill('२१५');
  await page.getByTestId('split-save').click();
  await expect(page.getByText('पद सङ्ख्याको जोड कुल पद सङ्ख्या बराबर हुनुपर्छ').first()).toBeVisible();
  await snap('sum-not-total');
  await seats.first().fill('२१६');
  await page.getByTestId('split-save').click();
  await expect(page.getByText('वितरण सुरक्षित गरी स्वीकृतिका लागि पठाइयो।')).toBeVisible();
  await snap('distribution-saved');

  // The commission approves it: one pending advertisement per group, under its number.
  const openNumber = (await distributionOf(request, requisitionId)).quotas[0]!.advertisementNumber!;
  const distributionId = (await distributionOf(request, requisitionId)).id;
  await logOut(page, /Suman/);
  await logIn(page, 'admin', 'Admin@2082');
  await page.goto('/admin/approval');
  await page.getByTestId('approval-tab-distribution').click();
  await page.getByTestId(`distribution-approve-${distributionId}`).click();
  await page.getByTestId('distribution-decision-remarks').fill('सूत्र र तालिकाअनुसार।');
  await page.getByTestId('distribution-decision-submit').click();
  await expect(page.getByTestId(`distribution-approve-${distributionId}`)).toHaveCount(0);
  await snap('distribution-approved');

  // 6. The approval is written in the history as made in Niyukti, and the report counts it.
  await page.getByRole('navigation').getByRole('link', { name: 'पद वितरणको इतिहास' }).click();
  await page.getByTestId('history-source').click();
  await page.getByRole('option', { name: 'नियुक्तिमा बाँडफाँट गरिएको' }).click();
  await page
    .getByTestId(/^history-open-/)
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/vacancy-distribution-history\/log\/\d+\/niyukti$/);
  await expect(page.getByTestId('log-requisition')).toContainText(number);
  const logged = page.getByTestId('log-seats');
  for (const seats of ['२१६', '५८', '४८', '१६८']) await expect(logged).toContainText(seats);
  await snap('history-log');
  await page.getByRole('navigation').getByRole('link', { name: 'पद वितरण प्रतिवेदन' }).click();
  const reportRow = page.getByTestId('report-table').getByRole('row').filter({ hasText: number });
  await expect(reportRow).toContainText('५६०');
  await expect(reportRow).toContainText('१६८');
  await snap('distribution-report');
  // Approved: each group with seats has its advertisement.
  const distribution = await distributionOf(request, requisitionId);

  // Newest first on the pending list, numbered in Devanagari digits on a Nepali page.
  await page.goto('/admin/publish-advertisement');
  await expect(page.getByRole('main')).toContainText(devanagari(openNumber));
  await snap('pending-advertisements');

  // Publishing gives the open advertisement its dates (it came with none), then it goes live.
  const code = openNumber.replace('/', '-');
  await page.getByTestId('tab-pending').click();
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('searchbox', { name: 'तालिकामा खोज्नुहोस्' }).fill(code);
  await panel
    .getByRole('row')
    .filter({ hasText: code })
    .getByRole('button', { name: 'प्रकाशित गर्नुहोस्' })
    .click();
  const form = page.getByTestId('publish-form');
  await expect(form.getByTestId('publish-new-number')).toHaveValue(devanagari(openNumber));
  const dates: [string, number][] = [
    ['प्रकाशन मिति', 0],
    ['एकल दस्तुर आवेदनको अन्तिम मिति', 21],
    ['दोब्बर दस्तुर आवेदनको अन्तिम मिति', 28],
    ['प्रवेशपत्र डाउनलोड मिति', 40],
    ['भुक्तानीको अन्तिम मिति', 23],
    ['दोब्बर दस्तुर भुक्तानीको अन्तिम मिति', 30],
  ];
  for (const [label, days] of dates)
    await dateInput(form, label, 'ई.सं.').fill(devanagari(inDaysAd(days)));
  await dateInput(form, 'उमेर गणना मिति', 'ई.सं.').fill(devanagari(inDaysAd(21)));
  await form.getByTestId('publish-submit').click();
  await expect(form).toBeHidden();
  await page.goto('/admin/advertisement-live');
  await page.getByRole('searchbox', { name: 'तालिकामा खोज्नुहोस्' }).fill(code);
  await page
    .getByRole('row')
    .filter({ hasText: code })
    .getByRole('button', { name: 'सञ्चालनमा ल्याउनुहोस्' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'सञ्चालनमा ल्याउनुहोस्' });
  await dialog.getByTestId('go-live-confirm').click();
  await expect(dialog).toBeHidden();
  await logOut(page, /Sita/);

  // A candidate reads on the vacancy's page how the 560 posts were split.
  const candidate = await readyCandidate(request);
  await logIn(page, candidate.username, candidate.password);
  await page.goto(`/vacancy/${distribution.quotas[0]!.advertisementId}`);
  await expect(page.getByTestId('vacancy-split-summary')).toContainText(
    '५६० पदमध्ये २१६ पद यो विज्ञापनमा छन्',
  );
  const split = page.getByTestId('vacancy-split');
  await expect(split).toContainText(`${devanagari(openNumber)} (यो विज्ञापन)`);
  await expect(split).toContainText('ज्येष्ठताका आधारमा बढुवा');
  await expect(split).toContainText('विज्ञापन हुँदैन (बढुवा)');
  await snap('candidate-sees-split');
});
