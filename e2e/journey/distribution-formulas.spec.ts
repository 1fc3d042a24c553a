import { expect, test } from '../support/fixtures';
import { approveRequisition, fileRequisition } from '../support/requisitions';
import { logIn } from '../support/session';

// Issue 20, the distribution configuration (VDC), in Nepali: the distribution officer reads the
// demo's phase-1 shares of the gazetted third class of the administration service (70/30),
// sets phase 1's limit, and in the phase-3 table generates the formula's split of 176 reserved
// posts, changes it to what the Section Officer advertisement of 2076 gave (58/48/39/15/9/7)
// and saves it: the row is used. A ministry's requisition for 560 Section Officers, approved,
// is then auto-distributed: 392 open and 168 by seniority, 216 open for all and 176 reserved,
// and the reserved ones as staff set for 176, with the formula's answer beside. Every screenshot
// is checked (axe, Nepali digits, one h1).

test.use({ screenshotFolder: 'distribution-formulas' });

const OFFICER = { username: 'distribution', password: 'Distribution@2082' };

test('the distribution officer configures the phases and auto-generates the quota of 560 Section Officers', async ({
  page,
  request,
  snap,
}) => {
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

  const requisitionId = await fileRequisition(request, { totalVacancy: 560 });
  await approveRequisition(request, requisitionId);
  await page.getByRole('navigation').getByRole('link', { name: 'प्रतिशत वितरण अनुरोधहरू' }).click();
  await page.getByTestId(`percentage-distribution-generate-${requisitionId}`).click();
  const proposal = page.getByTestId('proposal');
  await expect(proposal.getByTestId('proposal-phase-one')).toContainText('३९२');
  await expect(proposal.getByTestId('proposal-phase-two')).toContainText('१७६');
  const reserved = proposal.getByTestId('proposal-phase-three');
  for (const seats of ['५८', '४८', '३९', '१५', '९', '७'])
    await expect(reserved).toContainText(seats);
  await expect(proposal.getByTestId('proposal-phase-three-source')).toContainText('१७६');
  await snap('auto-generated-quota');
});
