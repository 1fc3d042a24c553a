import type { Locator, Page } from '@playwright/test';
import { completeProfileThroughApi } from '../support/complete-profile';
import { DEVANAGARI_DIGIT, LATIN_DIGIT } from '../support/digits';
import { logInEnglish, switchToEnglish } from '../support/english';
import { expect, test, type Snap } from '../support/fixtures';
import { readyCandidate } from '../support/ready-candidate';
import { logIn, logOut } from '../support/session';

// Issue 6: an advertisement's whole life in the Nepali back office. The administrator (every
// privilege) creates two for the demo "Nayab Subba" post, Open group, entering each date in
// B.S. or A.D., the first for a local level (issue 7: Dhulikhel Municipality); publishes the
// first now and takes it live, after which a candidate finds it on /vacancy with its local
// level; schedules the second a minute ahead and watches the job (every 5 s on the e2e server,
// support/server.ts) move it from "scheduled" to "published".

test.use({ screenshotFolder: 'advertisement-lifecycle' });

const ADMIN = { username: 'admin', password: 'Admin@2082', name: /Sita/ };
/** The local level the first advertisement recruits for, as the official list names it. */
const DHULIKHEL = {
  province: 'बागमती प्रदेश',
  district: 'काभ्रेपलाञ्चोक',
  localBody: 'धुलिखेल',
  shown: 'धुलिखेल नगरपालिका',
};
type LocalLevel = typeof DHULIKHEL;
const POST_OPTION = 'नायब सुब्बा (राजपत्र अनङ्कित प्रथम श्रेणी)';
const KATHMANDU_OFFSET_MS = (5 * 60 + 45) * 60_000;
const DAY_MS = 86_400_000;

/** Kathmandu's date `days` from today, `YYYY-MM-DD` (deadlines are the commission's days). */
const inDaysAd = (days: number) =>
  new Date(Date.now() + KATHMANDU_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);

/** An instant as the datetime-local input takes it, in Nepal time. */
const nepalLocal = (at: number) => new Date(at + KATHMANDU_OFFSET_MS).toISOString().slice(0, 16);

function devanagari(text: string): string {
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0966 + Number(digit)));
}

/** Unique per run, so a reused database never holds the same code or number. */
function anAdvertisement(suffix: string) {
  const tag = `${Date.now().toString().slice(-6)}${suffix}`;
  return {
    code: `E2E-${tag}`,
    temporaryNumber: `TMP-${tag}`,
    number: `${tag}/082-83`,
  };
}
type Advertisement = ReturnType<typeof anAdvertisement>;

const dateInput = (scope: Page | Locator, label: string, calendar: 'वि.सं.' | 'ई.सं.') =>
  scope.getByLabel(new RegExp(`^${label} \\(${calendar.replace(/\./g, '\\.')}\\)`));

/** A dialog taller than the window: a tall window for the shot, so all of the form shows. */
async function snapTall(page: Page, snap: Snap, name: string) {
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.setViewportSize({ width: size.width, height: 1800 });
  await snap(name);
  await page.setViewportSize(size);
}

/** One page of the publish screen's tab, narrowed by the table's search to one code. */
async function openTab(page: Page, tab: string, code: string): Promise<Locator> {
  await page.getByTestId(`tab-${tab}`).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('searchbox', { name: 'तालिकामा खोज्नुहोस्' }).fill(code);
  return panel.getByRole('row').filter({ hasText: code });
}

async function openPublishScreen(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'विज्ञापन प्रकाशन' }).click();
  await expect(page).toHaveURL(/\/admin\/publish-advertisement$/);
  await expect(page.getByRole('heading', { name: 'विज्ञापन प्रकाशन' })).toBeVisible();
}

/** Picks `option` in a select of the form (its list opens in a portal). */
async function choose(page: Page, form: Locator, testId: string, option: string) {
  const input = form.getByTestId(testId);
  await expect(input).toBeEnabled();
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

/**
 * Fills the create form with Devanagari digits: A.D. dates, and the age cut-off in B.S.; a
 * local level's advertisement names it, province → district → local body.
 */
async function create(page: Page, ad: Advertisement, snap?: Snap, localLevel?: LocalLevel) {
  await page.getByTestId('advertisement-add').click();
  const form = page.getByTestId('create-form');
  await expect(form).toBeVisible();
  await form.getByTestId('create-code').fill(ad.code);
  await form.getByTestId('create-number').fill(ad.temporaryNumber);
  // A Latin keyboard finds the post by its English name; the option reads in Nepali.
  await form.getByTestId('create-post').fill('nayab');
  await page.getByRole('option', { name: POST_OPTION }).click();
  const facts = form.getByTestId('create-post-facts');
  await expect(facts).toContainText('नेपाल प्रशासन सेवा');
  await expect(facts).toContainText('सामान्य प्रशासन');
  await expect(facts).toContainText('राजपत्र अनङ्कित प्रथम श्रेणी');
  // The class's master-data fee is proposed, in Devanagari digits.
  await expect(form.getByTestId('create-fee')).toHaveValue('८००');
  await form.getByTestId('create-quota').click();
  await page.getByRole('option', { name: 'खुला', exact: true }).click();
  await form.getByTestId('create-vacancies').pressSequentially('३');
  if (localLevel) {
    await choose(page, form, 'create-local-province', localLevel.province);
    await choose(page, form, 'create-local-district', localLevel.district);
    await choose(page, form, 'create-local-body', localLevel.localBody);
  }

  await dateInput(form, 'प्रकाशन मिति', 'ई.सं.').fill(devanagari(inDaysAd(0)));
  await dateInput(form, 'एकल दस्तुर आवेदनको अन्तिम मिति', 'ई.सं.').fill(devanagari(inDaysAd(21)));
  await dateInput(form, 'दोब्बर दस्तुर आवेदनको अन्तिम मिति', 'ई.सं.').fill(devanagari(inDaysAd(28)));
  await dateInput(form, 'प्रवेशपत्र डाउनलोड मिति', 'ई.सं.').fill(devanagari(inDaysAd(40)));
  // Each A.D. date filled its B.S. twin, in Devanagari digits; the age cut-off is typed in
  // B.S. (the single-fee deadline's day) and fills its A.D. twin.
  const singleBs = dateInput(form, 'एकल दस्तुर आवेदनको अन्तिम मिति', 'वि.सं.');
  await expect(singleBs).toHaveValue(/^[०-९]{4}-[०-९]{2}-[०-९]{2}$/);
  await dateInput(form, 'उमेर गणना मिति', 'वि.सं.').pressSequentially(await singleBs.inputValue());
  await expect(dateInput(form, 'उमेर गणना मिति', 'ई.सं.')).toHaveValue(devanagari(inDaysAd(21)));

  await form.getByTestId('create-exam-centres').click();
  await page.getByRole('option', { name: 'सबै छान्नुहोस्' }).click();
  await page.keyboard.press('Escape');
  await expect(form).toContainText('पद्मकन्या क्याम्पस, काठमाडौं');
  if (snap) await snapTall(page, snap, 'create-form-filled');

  await form.getByTestId('create-submit').click();
  await expect(form).toBeHidden();
  const row = await openTab(page, 'pending', ad.code);
  await expect(row).toContainText('नायब सुब्बा');
  await expect(row).toContainText('खुला');
  await expect(row).toContainText(devanagari(ad.temporaryNumber));
  if (localLevel) await expect(row).toContainText(localLevel.shown);
}

/** Opens the publish form of a pending advertisement and fills the number and payment dates. */
async function fillPublishForm(page: Page, ad: Advertisement): Promise<Locator> {
  const row = await openTab(page, 'pending', ad.code);
  await row.getByRole('button', { name: 'प्रकाशित गर्नुहोस्' }).click();
  const form = page.getByTestId('publish-form');
  await expect(form).toBeVisible();
  // The creation dates are there already; publishing adds the number and the payment dates.
  await expect(dateInput(form, 'प्रकाशन मिति', 'ई.सं.')).toHaveValue(devanagari(inDaysAd(0)));
  await form.getByTestId('publish-new-number').fill(ad.number);
  await dateInput(form, 'भुक्तानीको अन्तिम मिति', 'ई.सं.').fill(devanagari(inDaysAd(23)));
  await dateInput(form, 'दोब्बर दस्तुर भुक्तानीको अन्तिम मिति', 'ई.सं.').fill(devanagari(inDaysAd(30)));
  return form;
}

test('staff create, publish and take an advertisement live; a candidate finds it; a scheduled one publishes itself', async ({
  page,
  request,
  snap,
}) => {
  test.setTimeout(8 * 60_000);
  const now = anAdvertisement('1');
  const later = anAdvertisement('2');
  const candidate = await readyCandidate(request);
  await completeProfileThroughApi(request, candidate.username, candidate.password);

  await test.step('the administrator creates two advertisements in the Nepali form', async () => {
    await logIn(page, ADMIN.username, ADMIN.password);
    await openPublishScreen(page);
    await snap('publish-screen');
    await create(page, now, snap, DHULIKHEL);
    await snap('created-pending');
    await create(page, later);
  });

  await test.step('publishes the first now: it is pre-live under "published"', async () => {
    const form = await fillPublishForm(page, now);
    await snapTall(page, snap, 'publish-form');
    await form.getByTestId('publish-submit').click();
    await expect(form).toBeHidden();
    const row = await openTab(page, 'published', now.code);
    await expect(row).toContainText(devanagari(now.number));
    await expect(row).toContainText('प्रकाशन पूर्व');
    await row.getByRole('button', { name: 'विवरण हेर्नुहोस्' }).click();
    const details = page.getByTestId(/^advertisement-facts-\d+$/);
    await expect(details).toContainText(devanagari(now.temporaryNumber));
    await expect(details).toContainText('रु. ८००.००');
    await expect(details).toContainText(`${DHULIKHEL.shown}, ${DHULIKHEL.district}`);
    await expect(page.getByTestId(/^advertisement-exam-centres-\d+$/)).toContainText(
      'पद्मकन्या क्याम्पस, काठमाडौं',
    );
    await expect(page.getByTestId('advertisement-event-publish')).toContainText('Sita');
    await snap('published-detail');
  });

  let scheduledFor = 0;
  await test.step('schedules the second a minute ahead: it waits under "scheduled"', async () => {
    const form = await fillPublishForm(page, later);
    await form.getByTestId('publish-schedule').check();
    // The next whole minute at least 30 s away: the form takes minutes, and it must be future.
    scheduledFor = Math.ceil((Date.now() + 30_000) / 60_000) * 60_000;
    await form.getByTestId('publish-scheduled-at').fill(nepalLocal(scheduledFor));
    await expect(form.getByTestId('publish-submit')).toHaveText('प्रकाशन तालिका तय गर्नुहोस्');
    await snapTall(page, snap, 'schedule-form');
    await form.getByTestId('publish-submit').click();
    await expect(form).toBeHidden();
    expect(Date.now()).toBeLessThan(scheduledFor);
    const row = await openTab(page, 'scheduled', later.code);
    await expect(row).toContainText(devanagari(nepalLocal(scheduledFor).slice(11)));
    await expect(row).toContainText('विचाराधीन');
    await snap('scheduled');
  });

  await test.step('takes the first live on /admin/advertisement-live', async () => {
    await page
      .getByRole('navigation')
      .getByRole('link', { name: 'सञ्चालनमा ल्याउने विज्ञापन' })
      .click();
    await expect(page).toHaveURL(/\/admin\/advertisement-live$/);
    await page.getByRole('searchbox', { name: 'तालिकामा खोज्नुहोस्' }).fill(now.code);
    const row = page.getByRole('row').filter({ hasText: now.code });
    await expect(row).toContainText(devanagari(now.number));
    await snap('advertisement-live');
    await row.getByRole('button', { name: 'सञ्चालनमा ल्याउनुहोस्' }).click();
    const dialog = page.getByRole('dialog', { name: 'सञ्चालनमा ल्याउनुहोस्' });
    await expect(dialog).toContainText(devanagari(now.number));
    await dialog.getByTestId('go-live-confirm').click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeHidden();
    await logOut(page, ADMIN.name);
  });

  await test.step('a candidate finds it on /vacancy, in Devanagari digits', async () => {
    await logIn(page, candidate.username, candidate.password);
    await page.getByRole('navigation').getByRole('link', { name: 'विज्ञापनहरू' }).click();
    await expect(page).toHaveURL(/\/vacancy$/);
    const table = page.getByRole('table', { name: 'विज्ञापनहरू' });
    const row = table.getByRole('row').filter({ hasText: devanagari(now.number) });
    // The candidates' list is cached by the server for a few seconds.
    await expect(async () => {
      await page.reload();
      await expect(row).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 60_000 });
    await expect(row).toContainText('नायब सुब्बा');
    await expect(row).toContainText('रु. ८००');
    await expect(row).toContainText(`स्थानीय तह: ${DHULIKHEL.shown}, ${DHULIKHEL.district}`);
    const rowText = await row.innerText();
    expect(rowText).toMatch(DEVANAGARI_DIGIT);
    expect(rowText).not.toMatch(LATIN_DIGIT);
    await snap('candidate-vacancy-list');
    await logOut(page, /Sagar/);
  });

  await test.step('the scheduled one moves to "published" by itself', async () => {
    await logIn(page, ADMIN.username, ADMIN.password);
    await openPublishScreen(page);
    await expect(async () => {
      await page.reload();
      const row = await openTab(page, 'published', later.code);
      await expect(row).toContainText('प्रकाशन पूर्व', { timeout: 3_000 });
    }).toPass({ timeout: Math.max(scheduledFor - Date.now(), 0) + 90_000 });
    expect(Date.now()).toBeGreaterThanOrEqual(scheduledFor);
    const row = await openTab(page, 'published', later.code);
    await expect(row).toContainText(devanagari(later.number));
    await row.getByRole('button', { name: 'विवरण हेर्नुहोस्' }).click();
    await expect(page.getByTestId('advertisement-event-publish')).toContainText(
      'तालिकाबद्ध प्रकाशन (प्रणाली)',
    );
    await expect(page.getByTestId('advertisement-event-schedule')).toContainText('Sita');
    // The table scrolls inside the page: bring its timeline up, keep the page at the top.
    await page.getByTestId('advertisement-event-publish').evaluate((event) => {
      let box = event.parentElement;
      while (box && !/auto|scroll/.test(getComputedStyle(box).overflowY)) box = box.parentElement;
      if (box) box.scrollTop = box.scrollHeight;
    });
    await snap('scheduled-published');
    await expect(await openTab(page, 'scheduled', later.code)).toHaveCount(0);
  });

  await test.step('the local level report lists the first under Dhulikhel', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'भुक्तानी अद्यावधिक' }).click();
    await page.getByTestId('payment-tab-report').click();
    await page.getByTestId('payment-report-choice').getByText('स्थानीय तह').click();
    await expect(page).toHaveURL(/report=local-level/);
    await page.getByRole('searchbox', { name: 'तालिकामा खोज्नुहोस्' }).fill(now.number);
    const row = page.getByRole('row').filter({ hasText: DHULIKHEL.shown });
    await expect(row).toContainText('नायब सुब्बा');
    await expect(row).toContainText(DHULIKHEL.district);
    // Three open posts, nobody has applied yet.
    await expect(row.getByRole('cell').nth(2)).toHaveText('३');
    await snap('local-level-report');
  });
});

test.describe('the create form in English', () => {
  test.use({ screenshotFolder: 'advertisement-lifecycle/create-form-english' });

  test('names the post, its service, group and class, and the fee in English', async ({
    page,
    snap,
  }) => {
    await switchToEnglish(page);
    await logInEnglish(page, ADMIN.username, ADMIN.password);
    await page.goto('/admin/publish-advertisement');
    await page.getByRole('button', { name: 'Add advertisement' }).click();
    const form = page.getByTestId('create-form');
    await form.getByTestId('create-post').fill('Nayab');
    await page.getByRole('option', { name: 'Nayab Subba (Non-gazetted First Class)' }).click();
    await expect(form.getByTestId('create-post-facts')).toContainText(
      'Nepal Administration Service',
    );
    await expect(form.getByTestId('create-fee')).toHaveValue('800');
    await expect(form).toContainText('Class fee in master data: Rs. 800.00');
    await form.getByTestId('create-submit').click();
    await expect(form.getByText('Choose at least one exam centre.')).toBeVisible();
    await expect(form.getByText('This field is required.').first()).toBeVisible();
    await snapTall(page, snap, 'create-form-english');
  });
});
