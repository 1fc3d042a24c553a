import { randomInt } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { makeCandidate } from '../support/candidate';
import { DEVANAGARI_DIGIT } from '../support/digits';
import { expect, test, type Snap } from '../support/fixtures';
import { cameraPhotograph, scannedPdf, scannedSignature } from '../support/pictures';
import { readyCandidate } from '../support/ready-candidate';
import { pasteInto } from '../support/paste';
import { logIn } from '../support/session';

// Issue 5 in the browser, in Nepali: a freshly registered candidate fills the Personal and
// Contact tabs of the profile and uploads a phone photograph (reduced in the browser) and a
// signature; a reload shows all of it again. Then the three tabs in English and on a phone.

test.use({ screenshotFolder: 'profile' });

/** What readyCandidate registers besides the unique fields (makeCandidate's fixed values). */
const REGISTERED = makeCandidate();
/** The citizenship issue district readyCandidate registers (Kaski), and its local bodies. */
const KASKI = 38;
const NEPALI_ONLY = 'कृपया नेपालीमा लेख्नुहोस्।';
const JPG_PNG_ONLY = 'जेपीजी वा पीएनजी फाइल मात्र';

const NAMES_NE = { firstNameNe: 'सागर', lastNameNe: 'अधिकारी' };
/** अधिकारी as the legacy Preeti font stores it. */
const PREETI_LAST_NAME = 'clwsf/L';

const FAMILY = [
  { en: 'Hari Prasad Adhikari', ne: 'हरि प्रसाद अधिकारी', labelEn: 'बुबाको नाम (अङ्ग्रेजी)' },
  { en: 'Sita Adhikari', ne: 'सीता अधिकारी', labelEn: 'आमाको नाम (अङ्ग्रेजी)' },
  { en: 'Ram Bahadur Adhikari', ne: 'राम बहादुर अधिकारी', labelEn: 'हजुरबुबाको नाम (अङ्ग्रेजी)' },
];
const familyLabelNe = (labelEn: string) => labelEn.replace('(अङ्ग्रेजी)', '(नेपाली)');

const ADDRESS = {
  province: 'गण्डकी प्रदेश',
  district: 'कास्की',
  localBody: 'पोखरा',
  ward: 6,
  tole: 'बैदाम',
  mobile: `98${randomInt(10_000_000, 99_999_999)}`,
  email: `sagar.${randomInt(100_000, 999_999)}@example.com`,
};

const devanagari = (text: string | number) =>
  String(text).replace(/\d/g, (digit) => String.fromCharCode(0x0966 + Number(digit)));

/** An input by the start of its label: a required field's name ends in its asterisk. */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** The stored picture of a document card, once the browser has decoded it. */
async function expectStoredPicture(
  page: Page,
  kind: string,
  uploaded = 'अपलोड भयो',
): Promise<Locator> {
  const card = page.getByTestId(`document-card-${kind}`);
  await expect(card).toContainText(uploaded);
  const picture = card.getByTestId(`document-current-${kind}`);
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  return picture;
}

async function expectPersonalSaved(page: Page) {
  await expect(page.getByLabel('पहिलो नाम (नेपाली)')).toHaveValue(NAMES_NE.firstNameNe);
  await expect(page.getByLabel('थर (नेपाली)')).toHaveValue(NAMES_NE.lastNameNe);
  for (const member of FAMILY) {
    await expect(field(page, member.labelEn)).toHaveValue(member.en);
    await expect(field(page, familyLabelNe(member.labelEn))).toHaveValue(member.ne);
  }
}

async function expectContactSaved(page: Page) {
  await expect(page.getByTestId('permanent-province')).toHaveValue(ADDRESS.province);
  await expect(page.getByTestId('permanent-district')).toHaveValue(ADDRESS.district);
  await expect(page.getByTestId('permanent-local-body')).toHaveValue(ADDRESS.localBody);
  await expect(page.getByTestId('permanent-ward')).toHaveValue(devanagari(ADDRESS.ward));
  await expect(page.getByTestId('permanent-tole')).toHaveValue(ADDRESS.tole);
  await expect(page.getByTestId('permanent-mobile-no')).toHaveValue(devanagari(ADDRESS.mobile));
  await expect(page.getByTestId('permanent-email')).toHaveValue(ADDRESS.email);
  await expect(page.getByTestId('contact-same-as-permanent')).toBeChecked();
  await expect(page.getByRole('heading', { name: 'पत्राचार ठेगाना' })).toHaveCount(0);
}

/** Picks `option` in one of the address selects (the list opens in a portal). */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByTestId(testId)).toHaveValue(option);
}

/** The words of one language that snapTabs looks for. */
interface TabWords {
  personal: string;
  contact: string;
  documents: string;
  uploaded: string;
}

/** Each of the three built tabs, screenshotted under `suffix` (the language is already set). */
async function snapTabs(page: Page, snap: Snap, words: TabWords, suffix: string) {
  const { personal, contact, documents, uploaded } = words;
  await tab(page, personal).click();
  await expect(page).toHaveURL(/\/user\/profile\/personal$/);
  await expect(page.getByTestId('personal-submit')).toBeVisible();
  await snap(`personal-${suffix}`);
  await tab(page, contact).click();
  await expect(page.getByTestId('permanent-local-body')).toBeVisible();
  await snap(`contact-${suffix}`);
  await tab(page, documents).click();
  await expectStoredPicture(page, 'photograph', uploaded);
  await snap(`documents-${suffix}`);
}

test('a new candidate fills personal and contact details and uploads a photograph', async ({
  page,
  request,
  snap: snapPage,
}) => {
  // From the top: a full-page shot of a scrolled page draws the fixed header mid-page.
  const snap: Snap = async (name) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await snapPage(name);
  };
  const candidate = await readyCandidate(request);
  let contactSaved = false;

  await test.step('opens the profile from the menu and sees the registration data', async () => {
    await logIn(page, candidate.username, candidate.password);
    // Let the sign-in's own redirect to the dashboard finish before the menu is used.
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('dashboard-my-applications')).toBeVisible();
    await page.getByRole('navigation').getByRole('link', { name: 'मेरो विवरण' }).click();
    await expect(page).toHaveURL(/\/user\/profile\/personal$/);
    await expect(page.getByRole('heading', { name: 'मेरो विवरण', level: 1 })).toBeVisible();
    await expect(tab(page, 'व्यक्तिगत विवरण')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('पहिलो नाम (अङ्ग्रेजी)')).toHaveValue(REGISTERED.firstName);
    await expect(page.getByLabel('थर (अङ्ग्रेजी)')).toHaveValue(REGISTERED.lastName);
    await expect(page.getByLabel('जन्म मिति (वि.सं.)')).toHaveValue(devanagari(REGISTERED.dobBs));
    await expect(page.getByLabel('जन्म मिति (ई.सं.)')).toHaveValue(devanagari(REGISTERED.dobAd));
    await expect(page.getByRole('radio', { name: 'पुरुष' })).toBeChecked();
    await expect(page.getByLabel('नागरिकता प्रमाणपत्र नम्बर')).toHaveValue(/^२७-०१-७५-[०-९]{5}$/);
    await expect(page.getByLabel('नागरिकता जारी मिति (वि.सं.)')).toHaveValue(
      devanagari(REGISTERED.citizenshipIssueBs),
    );
    await expect(page.getByTestId('personal-district')).toHaveValue(REGISTERED.districtNe);
    await expect(page.getByLabel('पहिलो नाम (नेपाली)')).toHaveValue('');
    await snap('personal-registered');
  });

  await test.step('a Nepali name in Latin letters is refused; Nepali names go on', async () => {
    // A Latin keyboard left on: the first Nepali name is typed as "Sagar".
    await page.getByLabel('पहिलो नाम (नेपाली)').fill(REGISTERED.firstName);
    // The surname copied from an old document typed in the Preeti font: converted, and said so.
    const lastNe = page.getByLabel('थर (नेपाली)');
    await pasteInto(lastNe, PREETI_LAST_NAME);
    await expect(lastNe).toHaveValue(NAMES_NE.lastNameNe);
    await expect(page.getByRole('status').filter({ hasText: 'प्रीति फन्टमा' })).toBeVisible();
    for (const member of FAMILY) {
      await field(page, member.labelEn).fill(member.en);
      await field(page, familyLabelNe(member.labelEn)).fill(member.ne);
    }
    await page.getByRole('button', { name: 'अर्को', exact: true }).click();
    await expect(page.getByLabel('पहिलो नाम (नेपाली)')).toHaveAccessibleDescription(NEPALI_ONLY);
    await expect(page.getByText(NEPALI_ONLY)).toHaveCount(1);
    await expect(page).toHaveURL(/\/user\/profile\/personal$/);
    await snap('personal-latin-refused');

    // The typing aid: typed in Roman letters, written in Devanagari (issue 19).
    await page.getByRole('switch', { name: /रोमन अक्षरमा टाइप गर्नुहोस्/ }).click();
    const firstNe = page.getByLabel('पहिलो नाम (नेपाली)');
    await firstNe.clear();
    await firstNe.pressSequentially('sagar');
    await firstNe.press('Tab');
    await expect(firstNe).toHaveValue(NAMES_NE.firstNameNe);
    await expect(page.getByText(NEPALI_ONLY)).toHaveCount(0);
    await snap('personal-filled');
    await page.getByRole('button', { name: 'अर्को', exact: true }).click();
    await expect(page).toHaveURL(/\/user\/profile\/contact$/);
    await expect(tab(page, 'सम्पर्क')).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('fills the permanent address, same for mailing, and finds it saved', async (step) => {
    // Local bodies come from ../shared/data/nepal-admin beside the repository; without it (not
    // in CI) the address cannot be completed, so this step (and only this step) is skipped.
    const bodies = await page.request.get('/api/public/master-data/local-bodies', {
      params: { parentId: KASKI },
    });
    const { data } = (await bodies.json()) as { data: unknown[] };
    // CI always has the reference copy beside the repository: there the step must run.
    if (process.env.CI) expect(data.length, 'local bodies of Kaski').toBeGreaterThan(0);
    step.skip(
      data.length === 0,
      'no local bodies in the e2e database: ../shared/data/nepal-admin is not beside the repo',
    );
    await snap('contact-empty');
    await choose(page, 'permanent-province', ADDRESS.province);
    await choose(page, 'permanent-district', ADDRESS.district);
    await choose(page, 'permanent-local-body', ADDRESS.localBody);
    await choose(page, 'permanent-ward', devanagari(ADDRESS.ward));
    await page.getByTestId('permanent-tole').fill(ADDRESS.tole);
    await page.getByTestId('permanent-mobile-no').fill(ADDRESS.mobile);
    await page.getByTestId('permanent-email').fill(ADDRESS.email);
    await page.getByRole('checkbox', { name: 'मेरो पत्राचार ठेगाना स्थायी ठेगाना नै हो' }).check();
    await expect(page.getByRole('heading', { name: 'पत्राचार ठेगाना' })).toHaveCount(0);
    await snap('contact-filled');
    await page.getByRole('button', { name: 'अर्को', exact: true }).click();
    // Saving moves on to the extra details, which open empty.
    await expect(page).toHaveURL(/\/user\/profile\/extra$/);
    await expect(page.getByTestId('extra-submit')).toBeVisible();
    await snap('extra-empty');

    await tab(page, 'सम्पर्क').click();
    await expect(page).toHaveURL(/\/user\/profile\/contact$/);
    await expectContactSaved(page);
    await snap('contact-saved');
    contactSaved = true;
  });

  await test.step('uploads a photograph reduced by the browser, and a signature', async () => {
    await tab(page, 'कागजात').click();
    await expect(page).toHaveURL(/\/user\/profile\/documents$/);
    await expect(page.getByTestId('document-missing-photograph')).toBeVisible();
    await snap('documents-empty');

    const photograph = await cameraPhotograph();
    expect(photograph.buffer.length).toBeGreaterThan(500 * 1024);
    await page.getByTestId('document-input-photograph').setInputFiles(photograph);
    const note = page
      .getByTestId('document-chosen-photograph')
      .getByTestId('document-prepared-note');
    await expect(note).toContainText('सीमाभित्र पार्न तस्बिर सानो बनाइयो');
    await expect(note).toContainText('(१८०० × २४०० पिक्सेल)');
    await expect(note).toContainText('(६०० × ८०० पिक्सेल)');
    await snap('photograph-reduced');
    await page.getByTestId('document-upload-photograph').click();
    const stored = await expectStoredPicture(page, 'photograph');
    const size = await stored.evaluate((img: HTMLImageElement) => [
      img.naturalWidth,
      img.naturalHeight,
    ]);
    expect(size).toEqual([600, 800]);
    await expect(page.getByTestId('document-chosen-photograph')).toHaveCount(0);

    await page.getByTestId('document-input-signature').setInputFiles(await scannedSignature());
    await expect(page.getByTestId('document-chosen-signature')).toContainText('जस्ताको तस्तै पठाइनेछ');
    await page.getByTestId('document-upload-signature').click();
    await expectStoredPicture(page, 'signature');
    await expect(page.getByTestId('document-missing-citizenship_front')).toBeVisible();
    await snap('documents-uploaded');
  });

  await test.step('a PDF chosen for the photograph is refused before upload', async () => {
    await page.getByTestId('document-input-photograph').setInputFiles(scannedPdf());
    await expect(page.getByTestId('document-refusal-photograph')).toHaveText(JPG_PNG_ONLY);
    await expect(page.getByTestId('document-upload-photograph')).toHaveCount(0);
    // The photograph kept before is still the one shown.
    await expectStoredPicture(page, 'photograph');
    await snap('pdf-refused');
  });

  await test.step('after a reload everything saved is shown again', async () => {
    await page.reload();
    await expectStoredPicture(page, 'photograph');
    await expectStoredPicture(page, 'signature');
    await expect(page.getByTestId('document-refusal-photograph')).toHaveCount(0);
    await snap('documents-reloaded');
    await tab(page, 'व्यक्तिगत विवरण').click();
    await expectPersonalSaved(page);
    await snap('personal-reloaded');
    await tab(page, 'सम्पर्क').click();
    if (contactSaved) await expectContactSaved(page);
    await snap('contact-reloaded');
  });

  await test.step('the three tabs in English, with Latin digits', async () => {
    await page.getByRole('banner').getByText('English', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
    const english = {
      personal: 'Personal details',
      contact: 'Contact',
      documents: 'Documents',
      uploaded: 'Uploaded',
    };
    await snapTabs(page, snap, english, 'english');
    expect(await page.getByRole('main').innerText()).not.toMatch(DEVANAGARI_DIGIT);
    await tab(page, 'Personal details').click();
    await expect(page.getByLabel('Date of birth (B.S.)')).toHaveValue(REGISTERED.dobBs);
  });

  await test.step('and on a 375 px wide phone, in Nepali', async () => {
    await page.setViewportSize({ width: 375, height: 780 });
    await page.getByRole('banner').getByText('नेपाली', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'मेरो विवरण', level: 1 })).toBeVisible();
    const nepali = {
      personal: 'व्यक्तिगत विवरण',
      contact: 'सम्पर्क',
      documents: 'कागजात',
      uploaded: 'अपलोड भयो',
    };
    await snapTabs(page, snap, nepali, 'phone');
  });
});
