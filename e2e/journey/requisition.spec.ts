import type { Page } from '@playwright/test';
import { certificatePdf } from '../support/certificates';
import { expect, test } from '../support/fixtures';
import { MINISTRY } from '../support/requisitions';
import { logIn, logOut } from '../support/session';

// Issue 20, the first steps of a commission's year, in Nepali: the Ministry of Home Affairs files
// a requisition for seven Section Officers with its letter as a PDF (the form first refuses it
// without a document, in the spec's words), follows it on its page, and sees only its own
// ministry's requisitions; the commission's administrator approves it with remarks on the
// approval task, and, the post being gazetted, with the number and date of the consent letter
// (the modal refuses without it); the ministry then reads the approval and the letter.

test.use({ screenshotFolder: 'requisition' });

const ADMIN = { username: 'admin', password: 'Admin@2082', name: /Sita/ };

/** Picks the option of a searchable select found by typing part of its name. */
async function choose(page: Page, testId: string, typed: string, option: RegExp) {
  await page.getByTestId(testId).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

test('a ministry files a requisition with its letter and the commission approves it', async ({
  page,
  snap,
}) => {
  await logIn(page, MINISTRY.username, MINISTRY.password);
  await page.getByRole('navigation').getByRole('link', { name: 'माग फाराम' }).click();
  await expect(page).toHaveURL(/\/admin\/requisition$/);
  // The ministry files and reads; deciding is the commission's, so no approval task.
  await expect(page.getByRole('navigation').getByRole('link', { name: 'स्वीकृति कार्य' })).toHaveCount(
    0,
  );

  await page.getByTestId('requisition-add').click();
  await expect(page).toHaveURL(/\/admin\/requisition\/new$/);
  // Its own ministry is the only organization it may file for.
  await expect(page.getByTestId('requisition-organizationId')).toHaveValue('गृह मन्त्रालय');
  await page.getByTestId('requisition-submit').click();
  await expect(page.getByText('कुनै कागजात छानिएको छैन ...')).toBeVisible();

  // A Latin keyboard finds the post; choosing it fills its service, class and group.
  await choose(page, 'requisition-postId', 'section', /शाखा अधिकृत/);
  await expect(page.getByTestId('requisition-serviceId')).toHaveValue('नेपाल प्रशासन सेवा');
  await expect(page.getByTestId('requisition-groupId')).toHaveValue('सामान्य प्रशासन');
  await choose(page, 'requisition-demandOfficeId', 'काठमाडौं', /जिल्ला प्रशासन कार्यालय, काठमाडौं/);
  await page.getByTestId('requisition-totalVacancy').pressSequentially('७');
  await page.getByTestId('requisition-requisitionRemarks').fill('अवकाशका कारण सात पद रिक्त भएका।');
  await page.getByTestId('requisition-workSummary').fill('नागरिकता, राहदानी र जिल्लाको सुरक्षा।');
  await page.getByTestId('requisition-remarks').fill('आर्थिक वर्ष सकिनुअघि।');
  await page
    .locator('input[type="file"]')
    .setInputFiles(certificatePdf('requisition-letter.pdf', 'Requisition of vacancies'));
  await snap('form-filled');
  await page.getByTestId('requisition-submit').click();

  await expect(page).toHaveURL(/\/admin\/requisition\/\d+$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(/RQ-\d+\/\d{3}-\d{2}/);
  const number = /RQ-\d+\/\d{3}-\d{2}/.exec((await heading.textContent()) ?? '')![0];
  const facts = page.getByTestId('requisition-facts');
  await expect(facts.getByTestId('requisition-status')).toHaveText('स्वीकृतिको प्रतीक्षामा');
  await expect(facts).toContainText('जिल्ला प्रशासन कार्यालय, काठमाडौं');
  await expect(page.getByTestId('requisition-event-file')).toContainText('माग पेस गरियो');
  await snap('filed');
  await logOut(page, /Prakash/);

  // The commission approves it on the approval task, with remarks.
  await logIn(page, ADMIN.username, ADMIN.password);
  await page.getByRole('navigation').getByRole('link', { name: 'स्वीकृति कार्य' }).click();
  await expect(page).toHaveURL(/\/admin\/approval$/);
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
  await snap('approve');
  await modal.getByTestId('decision-submit').click();
  await expect(page.getByRole('row').filter({ hasText: number })).toHaveCount(0);
  await logOut(page, ADMIN.name);

  // The ministry reads the decision on its requisition's flow.
  await logIn(page, MINISTRY.username, MINISTRY.password);
  await page.goto('/admin/requisition');
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByTestId('requisition-facts').getByTestId('requisition-status')).toHaveText(
    'स्वीकृत',
  );
  const approved = page.getByTestId('requisition-event-approve');
  await expect(approved).toContainText('स्वीकृत गरियो');
  await expect(approved).toContainText('स्वीकृत दरबन्दीभित्र रहेको।');
  await expect(page.getByTestId('requisition-facts')).toContainText('च.नं. ४१५');
  await snap('approved');
});
