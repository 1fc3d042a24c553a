import { randomInt } from 'node:crypto';
import type { FileChooser, Locator, Page } from '@playwright/test';
import { certificatePdf, certificatePicture, citizenshipScan } from '../support/certificates';
import { toLatinDigits } from '../support/digits';
import { expect, test } from '../support/fixtures';
import { cameraPhotograph, scannedSignature, type MemoryFile } from '../support/pictures';
import {
  candidateToken,
  publicList,
  saveContactDetails,
  savePersonalDetails,
} from '../support/profile-api';
import { readyCandidate } from '../support/ready-candidate';
import { screenshotSeries } from '../support/screenshots';
import { logIn } from '../support/session';

// Issue 5 "Done means", in Nepali: a new candidate completes the whole profile (extra details
// with a group/class, education, training, a professional council, government and
// non-government experience, the four documents), checks the preview on screen and in print;
// a staff user locks the profile on the LUP screen, and the candidate then sees the lock.

const FOLDER = 'profile-complete';

/** The citizenship issue district readyCandidate registers (Kaski). */
const KASKI = 38;
const NAMES = {
  firstNameNe: 'सागर',
  lastNameNe: 'अधिकारी',
  fatherNameEn: 'Hari Prasad Adhikari',
  fatherNameNe: 'हरि प्रसाद अधिकारी',
  motherNameEn: 'Sita Adhikari',
  motherNameNe: 'सीता अधिकारी',
  grandfatherNameEn: 'Ram Bahadur Adhikari',
  grandfatherNameNe: 'राम बहादुर अधिकारी',
};
const PLACE = { province: 'गण्डकी प्रदेश', localBody: 'पोखरा', ward: 6, tole: 'बैदाम' };

const PERCENTAGE_RANGE = '१ भन्दा बढी र १०० भन्दा कम सङ्ख्या लेख्नुहोस्।';
const PDF_ONLY = 'पीडीएफ फाइल मात्र';
const LOCKED = 'तपाईंको विवरण आयोगले लक गरेको छ। परिवर्तन गर्न आयोगमा सम्पर्क गर्नुहोस्।';

/** B.S. days typed into the forms and the A.D. days they are (checked with the shared converter). */
const DAYS = {
  passed: { bs: '2076-04-10', ad: '2019-07-26' },
  trainingFrom: { bs: '2077-01-15', ad: '2020-04-27' },
  trainingTo: { bs: '2077-03-20', ad: '2020-07-04' },
  councilIssued: { bs: '2077-06-01', ad: '2020-09-17' },
  councilRenewed: { bs: '2080-06-01', ad: '2023-09-18' },
  councilValid: { bs: '2085-06-01', ad: '2028-09-17' },
  governmentFrom: { bs: '2075-02-01', ad: '2018-05-15' },
  governmentTo: { bs: '2078-03-30', ad: '2021-07-14' },
  nonGovernmentFrom: { bs: '2078-05-01', ad: '2021-08-17' },
};

const devanagari = (text: string | number) =>
  String(text).replace(/\d/g, (digit) => String.fromCharCode(0x0966 + Number(digit)));

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** Picks `option` in a select (its list opens in a portal) found by its test id. */
async function choose(page: Page, scope: Page | Locator, testId: string, option: string) {
  const input = scope.getByTestId(testId);
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

/** Picks a file through the file chooser a slot's button opens, as a person does. */
async function pickFile(page: Page, button: Locator, file: MemoryFile) {
  const chooser: Promise<FileChooser> = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

/** Types the B.S. day of a record form's date; the A.D. half must fill itself. */
async function typeDay(
  dialog: Locator,
  field: string,
  day: { bs: string; ad: string },
  digits: 'devanagari' | 'latin' = 'devanagari',
) {
  await dialog
    .locator(`#record-${field}-bs`)
    .fill(digits === 'devanagari' ? devanagari(day.bs) : day.bs);
  await expect(dialog.locator(`#record-${field}-ad`)).toHaveValue(devanagari(day.ad));
}

/** Opens a section's Add form: a dialog named after the section's item. */
async function openAddForm(page: Page, section: string, item: string): Promise<Locator> {
  await page.getByTestId(`record-add-${section}`).click();
  const dialog = page.getByRole('dialog', { name: `${item} थप्नुहोस्` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Saves the dialog's form; the dialog closes and the section shows the record's card. */
async function saveRecord(page: Page, dialog: Locator, section: string): Promise<Locator> {
  await dialog.getByTestId('record-submit').click();
  await expect(dialog).toHaveCount(0, { timeout: 30_000 });
  const card = page.getByTestId(new RegExp(`^record-card-${section}-\\d+$`));
  await expect(card).toHaveCount(1);
  return card;
}

/** The stored picture of a document card, once the browser has decoded it. */
async function expectStoredPicture(page: Page, kind: string) {
  const card = page.getByTestId(`document-card-${kind}`);
  await expect(card).toContainText('अपलोड भयो', { timeout: 30_000 });
  const picture = card.getByTestId(`document-current-${kind}`);
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test('a new candidate completes the whole profile in Nepali and a staff user locks it', async ({
  page,
  browser,
  baseURL,
}) => {
  // A long journey on slow shared machines: every tab, a dozen uploads, two people.
  test.setTimeout(8 * 60_000);
  const snap = screenshotSeries(FOLDER);
  const candidate = await readyCandidate(page.request);
  let contactGiven = false;

  await test.step('personal details and contact, through the API', async (step) => {
    // profile.spec.ts fills both tabs through the browser; here they are only the way to the
    // rest, so the candidate's token saves them directly.
    const token = await candidateToken(page.request, candidate.username, candidate.password);
    await savePersonalDetails(page.request, token, NAMES);
    // Local bodies come from ../shared/data/nepal-admin beside the repository; CI always has it.
    const bodies = await publicList(page.request, 'local-bodies', KASKI);
    if (process.env.CI) expect(bodies.length, 'local bodies of Kaski').toBeGreaterThan(0);
    step.skip(
      bodies.length === 0,
      'no local bodies in the e2e database: ../shared/data/nepal-admin is not beside the repo',
    );
    const province = (await publicList(page.request, 'provinces')).find(
      (record) => record.nameNe === PLACE.province,
    );
    const pokhara = bodies.find((record) => record.nameNe === PLACE.localBody);
    expect(province, PLACE.province).toBeDefined();
    expect(pokhara, PLACE.localBody).toBeDefined();
    await saveContactDetails(page.request, token, {
      provinceId: province!.id,
      districtId: KASKI,
      localBodyId: pokhara!.id,
      wardNo: PLACE.ward,
      tole: PLACE.tole,
      mobileNo: `98${randomInt(10_000_000, 99_999_999)}`,
      email: `sagar.${randomInt(100_000, 999_999)}@example.com`,
    });
    contactGiven = true;
  });

  await test.step('extra details: every choice, an "other" with its text', async () => {
    await logIn(page, candidate.username, candidate.password);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/user/profile/extra');
    await expect(tab(page, 'थप विवरण')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('profile-missing')).toContainText('थप विवरण');
    await expect(page.getByTestId('record-empty-inclusive-groups')).toBeVisible();

    // An empty save names what is required, in Nepali.
    await page.getByTestId('extra-submit').click();
    await expect(page.getByTestId('extra-casteId')).toHaveAccessibleDescription(
      'यो विवरण अनिवार्य छ।',
    );
    await expect(page).toHaveURL(/\/user\/profile\/extra$/);

    await choose(page, page, 'extra-casteId', 'क्षेत्री');
    await choose(page, page, 'extra-religionId', 'हिन्दू');
    await choose(page, page, 'extra-motherTongueId', 'नेपाली');
    await choose(page, page, 'extra-maritalStatus', 'अविवाहित');
    await choose(page, page, 'extra-geographicalArea', 'पहाड');
    await choose(page, page, 'extra-employmentStatus', 'गैरसरकारी सेवा');
    await page.getByTestId('extra-physicallyDisabled-false').check();
    await expect(page.getByTestId('extra-disabilityClassId')).toHaveCount(0);
    await choose(page, page, 'extra-fatherEducation', 'उच्च शिक्षा');
    await choose(page, page, 'extra-fatherEducationLevelId', 'स्नातकोत्तर');
    await choose(page, page, 'extra-motherEducation', 'साक्षर');
    await choose(page, page, 'extra-fatherOccupation', 'अन्य');
    await page.getByTestId('extra-fatherOccupationOther').fill('पुरोहित');
    await choose(page, page, 'extra-motherOccupation', 'गृहिणी');
    await snap(page, 'extra-filled');
    await page.getByTestId('extra-submit').click();
    // Saving moves on to education.
    await expect(page).toHaveURL(/\/user\/profile\/education$/);
    await expect(page.getByTestId('profile-missing')).not.toContainText('थप विवरण');
  });

  await test.step('a group/class with its PDF document, below the extra details', async () => {
    await tab(page, 'थप विवरण').click();
    await expect(page).toHaveURL(/\/user\/profile\/extra$/);
    // The saved choice first: if it is missing, the failure says so rather than "not found".
    await expect(page.getByTestId('extra-fatherOccupation')).toHaveValue('अन्य');
    await expect(page.getByTestId('extra-fatherOccupationOther')).toHaveValue('पुरोहित');
    const dialog = await openAddForm(page, 'inclusive-groups', 'समूह/वर्ग');
    await choose(page, dialog, 'record-field-inclusiveGroupId', 'पिछडिएको क्षेत्र');
    await pickFile(
      page,
      dialog.getByTestId('record-file-document'),
      certificatePdf('backward-area-recommendation.pdf', 'Backward area recommendation'),
    );
    await expect(dialog.getByTestId('record-file-document')).toHaveAccessibleDescription(
      /^छानिएको: [०-९.]+ केबी$/,
    );
    const card = await saveRecord(page, dialog, 'inclusive-groups');
    await expect(card).toContainText('पिछडिएको क्षेत्र');
    await expect(card.getByTestId('record-file-link-document')).toContainText(
      'प्रमाणित गर्ने कागजात (पीडीएफ',
    );
    await snap(page, 'extra-group-added');
  });

  await test.step('education: a percentage of 100 and a picture for the transcript are refused', async () => {
    await tab(page, 'शैक्षिक योग्यता').click();
    await expect(page.getByTestId('record-empty-education')).toBeVisible();
    const dialog = await openAddForm(page, 'education', 'शैक्षिक योग्यता');
    await dialog.getByTestId('record-field-universityOrBoardName').fill('त्रिभुवन विश्वविद्यालय');
    await choose(page, dialog, 'record-field-levelId', 'स्नातक');
    await choose(page, dialog, 'record-field-facultyId', 'व्यवस्थापन');
    await dialog.getByTestId('record-field-majorSubject').fill('लेखा');
    const percentage = dialog.getByTestId('record-field-percentage');
    await percentage.fill('१००');
    await dialog.getByTestId('record-field-divisionOrGrade').fill('प्रथम श्रेणी');
    await choose(page, dialog, 'record-field-educationType', 'सरकारी');
    await choose(page, dialog, 'record-field-countryId', 'नेपाल');
    await typeDay(dialog, 'passedDate', DAYS.passed);
    // A photographed transcript where only a PDF will do: refused as soon as it is chosen.
    const transcript = dialog.getByTestId('record-file-transcript');
    await pickFile(page, transcript, await certificatePicture('transcript.jpg', 'Transcript'));
    await expect(dialog.getByText(PDF_ONLY)).toBeVisible();
    await pickFile(page, transcript, certificatePdf('transcript.pdf', 'Academic transcript'));
    await expect(dialog.getByText(PDF_ONLY)).toHaveCount(0);
    await pickFile(
      page,
      dialog.getByTestId('record-file-characterCertificate'),
      await certificatePicture('character.jpg', 'Character certificate'),
    );
    await dialog.getByTestId('record-submit').click();
    await expect(percentage).toHaveAccessibleDescription(PERCENTAGE_RANGE);
    await expect(dialog).toBeVisible();
    // The refused field has the focus, but the dialog scrolls it under its own title bar;
    // centred, the screenshot shows the message.
    await expect(percentage).toBeFocused();
    await percentage.evaluate((input) => input.scrollIntoView({ block: 'center' }));
    await snap(page, 'education-percentage-refused');

    await percentage.fill('७२.५');
    await expect(dialog.getByText(PERCENTAGE_RANGE)).toHaveCount(0);
    const card = await saveRecord(page, dialog, 'education');
    await expect(card).toContainText('स्नातक · त्रिभुवन विश्वविद्यालय');
    await expect(card).toContainText('७२.५');
    await expect(card.getByTestId('record-file-link-transcript')).toBeVisible();
    await expect(card.getByTestId('record-file-link-characterCertificate')).toBeVisible();
    await expect(page.getByTestId('profile-missing')).not.toContainText('शैक्षिक योग्यता');
    await snap(page, 'education-added');
  });

  await test.step('training with its certificate', async () => {
    await tab(page, 'तालिम').click();
    const dialog = await openAddForm(page, 'training', 'तालिम');
    await dialog.getByTestId('record-field-instituteName').fill('लोक सेवा तालिम केन्द्र');
    await dialog.getByTestId('record-field-trainingName').fill('कार्यालय व्यवस्थापन तालिम');
    await dialog.getByTestId('record-field-percentage').fill('80');
    await dialog.getByTestId('record-field-divisionOrGrade').fill('उत्कृष्ट');
    await typeDay(dialog, 'fromDate', DAYS.trainingFrom, 'latin');
    await typeDay(dialog, 'toDate', DAYS.trainingTo);
    await pickFile(
      page,
      dialog.getByTestId('record-file-certificate'),
      await certificatePicture('training.png', 'Training certificate', { format: 'png' }),
    );
    const card = await saveRecord(page, dialog, 'training');
    await expect(card).toContainText('कार्यालय व्यवस्थापन तालिम · लोक सेवा तालिम केन्द्र');
    await expect(card).toContainText(devanagari(DAYS.trainingFrom.bs));
    await snap(page, 'training-added');
  });

  await test.step('a professional council with the certificate front and back', async () => {
    await tab(page, 'व्यावसायिक परिषद्').click();
    const dialog = await openAddForm(page, 'professional-councils', 'व्यावसायिक परिषद्');
    await choose(page, dialog, 'record-field-councilId', 'नेपाल इन्जिनियरिङ परिषद्');
    await dialog.getByTestId('record-field-institutionName').fill('पश्चिमाञ्चल क्याम्पस');
    await dialog.getByTestId('record-field-degreeType').fill('सिभिल इन्जिनियरिङ');
    await dialog.getByTestId('record-field-dartaNo').fill('१२३४५ सिभिल');
    await typeDay(dialog, 'issuedDate', DAYS.councilIssued);
    await typeDay(dialog, 'renewDate', DAYS.councilRenewed);
    await typeDay(dialog, 'validityDate', DAYS.councilValid);
    await pickFile(
      page,
      dialog.getByTestId('record-file-front'),
      await certificatePicture('council-front.jpg', 'Council registration (front)'),
    );
    await pickFile(
      page,
      dialog.getByTestId('record-file-back'),
      certificatePdf('council-back.pdf', 'Council registration (back)'),
    );
    const card = await saveRecord(page, dialog, 'professional-councils');
    await expect(card).toContainText('नेपाल इन्जिनियरिङ परिषद् · १२३४५ सिभिल');
    await expect(card.getByTestId('record-file-link-front')).toBeVisible();
    await expect(card.getByTestId('record-file-link-back')).toBeVisible();
    await snap(page, 'professional-added');
  });

  await test.step('one government and one non-government experience', async () => {
    await tab(page, 'अनुभव').click();
    await expect(page.getByTestId('experience-kind-government')).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const government = await openAddForm(page, 'government-experience', 'सरकारी अनुभव');
    await government.getByTestId('record-field-institutionName').fill('जिल्ला प्रशासन कार्यालय');
    await government.getByTestId('record-field-address').fill('पोखरा, कास्की');
    await choose(page, government, 'record-field-serviceId', 'नेपाल प्रशासन सेवा');
    await choose(page, government, 'record-field-groupId', 'सामान्य प्रशासन');
    await choose(page, government, 'record-field-classId', 'राजपत्र अनङ्कित प्रथम श्रेणी');
    await government.getByTestId('record-field-post').fill('नायब सुब्बा');
    await choose(page, government, 'record-field-experienceLevel', 'सहायक (अधिकृतभन्दा तल)');
    await choose(page, government, 'record-field-employmentTerm', 'अस्थायी');
    await typeDay(government, 'fromDate', DAYS.governmentFrom);
    await typeDay(government, 'toDate', DAYS.governmentTo);
    await pickFile(
      page,
      government.getByTestId('record-file-document'),
      certificatePdf('appointment-letter.pdf', 'Appointment letter'),
    );
    const governmentCard = await saveRecord(page, government, 'government-experience');
    await expect(governmentCard).toContainText('नायब सुब्बा · जिल्ला प्रशासन कार्यालय');
    await expect(governmentCard).toContainText('सामान्य प्रशासन');
    await snap(page, 'experience-government-added');

    await page.getByTestId('experience-kind-non-government').click();
    await expect(page).toHaveURL(/kind=non-government/);
    const other = await openAddForm(page, 'non-government-experience', 'गैरसरकारी अनुभव');
    await other.getByTestId('record-field-institutionName').fill('अन्नपूर्ण सहकारी संस्था');
    await other.getByTestId('record-field-post').fill('लेखापाल');
    await choose(page, other, 'record-field-experienceLevel', 'सहायक (अधिकृतभन्दा तल)');
    await choose(page, other, 'record-field-employmentTerm', 'करार');
    await other.getByTestId('record-field-matchesOfficerLevel-false').check();
    // Still serving there: the end day stays empty.
    await typeDay(other, 'fromDate', DAYS.nonGovernmentFrom);
    await pickFile(
      page,
      other.getByTestId('record-file-certificate'),
      await certificatePicture('experience.jpg', 'Experience certificate'),
    );
    const otherCard = await saveRecord(page, other, 'non-government-experience');
    await expect(otherCard).toContainText('लेखापाल · अन्नपूर्ण सहकारी संस्था');
    await expect(otherCard).toContainText('होइन');
    await snap(page, 'experience-non-government-added');
  });

  await test.step('documents: photograph, signature, citizenship front and back', async () => {
    await page.getByTestId('record-tab-next').click();
    await expect(page).toHaveURL(/\/user\/profile\/documents$/);
    const missing = page.getByTestId('profile-missing');
    await expect(missing).toContainText('फोटो');
    await expect(missing).not.toContainText('शैक्षिक योग्यता');

    const uploads: [string, MemoryFile][] = [
      ['photograph', await cameraPhotograph()],
      ['signature', await scannedSignature()],
      ['citizenship_front', await citizenshipScan('front')],
      ['citizenship_back', await citizenshipScan('back')],
    ];
    for (const [kind, file] of uploads) {
      await expect(page.getByTestId(`document-missing-${kind}`)).toBeVisible();
      await page.getByTestId(`document-input-${kind}`).setInputFiles(file);
      await page.getByTestId(`document-upload-${kind}`).click();
      await expectStoredPicture(page, kind);
    }
    if (contactGiven) await expect(missing).toHaveCount(0);
    // Without local bodies (outside CI) the contact address is the only part left.
    else await expect(missing).toHaveText(/सम्पर्क ठेगाना$/);
    await snap(page, 'documents-complete');
  });

  const masterId = await test.step('the preview, on screen and in print', async () => {
    await tab(page, 'पूर्वावलोकन').click();
    await expect(page).toHaveURL(/\/user\/profile\/preview$/);
    const preview = page.getByTestId('profile-preview');
    if (contactGiven) await expect(preview.getByTestId('preview-complete')).toBeVisible();
    await expect(preview.getByTestId('preview-name-ne')).toHaveText('सागर अधिकारी');
    await expect(preview.getByTestId('preview-name-en')).toHaveText(candidate.fullName);
    if (contactGiven)
      await expect(preview.getByTestId('preview-permanent-local-body')).toContainText(
        PLACE.localBody,
      );
    await expect(preview.getByTestId('preview-education-levelId')).toContainText('स्नातक');
    await expect(preview.getByTestId('preview-education-passedDate')).toContainText(
      `${devanagari(DAYS.passed.bs)} वि.सं.`,
    );
    await expect(preview.getByTestId('preview-education-percentage')).toContainText('७२.५');
    await expect(preview.getByTestId('preview-government-experience-record')).toContainText(
      'नायब सुब्बा',
    );
    const photograph = preview.getByTestId('preview-photograph');
    await expect(photograph).toBeVisible();
    await expect
      .poll(() => photograph.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const masterIdText = await preview.getByTestId('preview-master-id').innerText();
    expect(masterIdText).toMatch(/^मास्टर आईडी: [०-९]+$/);
    await snap(page, 'preview');

    // Printed: only the preview, without the app around it or the buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByTestId('preview-print')).toBeHidden();
    await expect(preview.getByTestId('preview-name-ne')).toBeVisible();
    await snap(page, 'preview-print');
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('banner')).toBeVisible();
    return Number(toLatinDigits(masterIdText.match(/[०-९]+$/)![0]));
  });

  await test.step('a staff user finds the candidate by master id and locks the profile', async () => {
    const staffContext = await browser.newContext({
      baseURL,
      locale: 'ne-NP',
      timezoneId: 'Asia/Kathmandu',
      viewport: page.viewportSize(),
    });
    try {
      const staff = await staffContext.newPage();
      await logIn(staff, 'admin', 'Admin@2082');
      await expect(staff).toHaveURL(/\/admin$/);
      await staff.goto('/admin/usermanagement/profile');
      await expect(staff.getByRole('heading', { name: 'विवरण लक वा अनलक' })).toBeVisible();
      await staff.getByTestId('locks-search-input').fill(String(masterId));
      await staff.getByTestId('locks-search-submit').click();
      const found = staff.getByTestId('locks-candidate');
      await expect(found).toContainText(candidate.fullName);
      await expect(found).toContainText(`मास्टर आईडी ${devanagari(masterId)}`);
      const profileLock = found.getByRole('switch', { name: 'विवरण लक' });
      await expect(profileLock).not.toBeChecked();
      await profileLock.check();
      await snap(staff, 'staff-lock-chosen');
      await found.getByTestId('locks-save').click();
      // The list of locked candidates now has this one, locked today.
      const row = staff.getByRole('row').filter({
        has: staff.getByRole('cell', { name: devanagari(masterId), exact: true }),
      });
      await expect(row).toContainText(candidate.fullName);
      const lockedOn = /^२०[०-९]{2}-[०-९]{2}-[०-९]{2} वि\.सं\.$/;
      await expect(row.getByRole('cell', { name: lockedOn })).toHaveCount(1);
      await expect(found.getByRole('switch', { name: 'विवरण लक' })).toBeChecked();
      await snap(staff, 'staff-locked');
    } finally {
      await staffContext.close();
    }
  });

  await test.step('the candidate reloads and sees the lock; records can only be read', async () => {
    await page.reload();
    const notice = page.getByTestId('profile-locked-notice');
    await expect(notice).toHaveText(LOCKED);
    await snap(page, 'preview-locked');

    await tab(page, 'शैक्षिक योग्यता').click();
    await expect(page).toHaveURL(/\/user\/profile\/education$/);
    const section = page.getByTestId('record-section-education');
    await expect(section.getByTestId(/^record-card-education-\d+$/)).toContainText('स्नातक');
    await expect(section.getByTestId('record-locked-education')).toBeVisible();
    await expect(page.getByTestId('record-add-education')).toHaveCount(0);
    await expect(section.getByRole('button', { name: /^(सम्पादन|मेटाउनुहोस्)/ })).toHaveCount(0);
    await expect(notice).toBeVisible();
    await snap(page, 'education-locked');
  });
});
