import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { makeCandidate } from '../support/candidate';
import { completeProfileThroughApi } from '../support/complete-profile';
import { expect, test } from '../support/fixtures';

// Issue 18: every form is usable with the keyboard alone. A candidate registers, signs in,
// replaces the temporary password and applies without a mouse: every field is reached with Tab
// (the test fails if Tab does not get there within a page's worth of presses), filled by typing,
// chosen with the arrow keys and sent with Enter. Only what is not a form of the portal comes
// another way: the temporary password is read from the dev mailbox's API (a real candidate
// reads their e-mail), and the profile is completed through the API (its forms are walked by
// the profile journeys; decision 122).

test.use({ screenshotFolder: 'keyboard-only' });

const OPEN_VACANCY = 1;
const MAX_TABS = 60;

/** Presses Tab until `target` has the focus; fails if it never gets it. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  const element = await target.elementHandle();
  for (let presses = 0; presses < MAX_TABS; presses++) {
    if (await element!.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()} within ${MAX_TABS} presses`);
}

async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

async function temporaryPasswordOf(request: APIRequestContext, email: string): Promise<string> {
  let found: string | undefined;
  await expect(async () => {
    const mails = (await (await request.get('/api/public/dev-mailbox')).json()).data as {
      to: string;
      text: string;
    }[];
    found = mails.find((mail) => mail.to === email)?.text.match(/Temporary password: (\S+)/)?.[1];
    expect(found).toBeDefined();
  }).toPass({ timeout: 30_000 });
  return found!;
}

test('a candidate registers, signs in and applies with the keyboard alone', async ({
  page,
  request,
  snap,
}) => {
  const candidate = makeCandidate();

  await test.step('registers', async () => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'उम्मेदवार दर्ता' })).toBeVisible();
    await typeInto(page, page.getByLabel('पहिलो नाम'), candidate.firstName);
    await typeInto(page, page.getByLabel('थर'), candidate.lastName);
    await typeInto(page, page.getByLabel('प्रयोगकर्ता नाम'), candidate.username);
    await typeInto(page, page.getByLabel('जन्म मिति (वि.सं.)'), candidate.dobBs);
    await expect(page.getByLabel('जन्म मिति (ई.सं.)')).not.toHaveValue('');
    // A radio group is one Tab stop, on its first choice while none is made; Space chooses.
    const male = page.getByRole('radio', { name: 'पुरुष' });
    await tabTo(page, male);
    await page.keyboard.press('Space');
    await expect(male).toBeChecked();
    await typeInto(page, page.getByLabel('इमेल'), candidate.email);
    await typeInto(page, page.getByLabel('मोबाइल नम्बर'), candidate.mobile);
    await typeInto(page, page.getByLabel('राष्ट्रिय परिचयपत्र नम्बर'), candidate.nationalIdDigits);
    await typeInto(page, page.getByLabel('नागरिकता प्रमाणपत्र नम्बर'), candidate.citizenshipNumber);
    await typeInto(
      page,
      page.getByLabel('नागरिकता जारी मिति (वि.सं.)'),
      candidate.citizenshipIssueBs,
    );
    const district = page.getByRole('combobox', { name: 'नागरिकता जारी जिल्ला' });
    await typeInto(page, district, candidate.districtSearch);
    await expect(page.getByRole('option', { name: candidate.districtNe })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(district).toHaveValue(candidate.districtNe);
    await snap('register-filled');
    await tabTo(page, page.getByRole('button', { name: 'दर्ता गर्नुहोस्' }));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('registration-success')).toBeVisible();
    await snap('registered');
  });

  const temporary = await temporaryPasswordOf(request, candidate.email);

  await test.step('signs in and replaces the temporary password', async () => {
    await page.goto('/login');
    await typeInto(page, page.getByLabel('प्रयोगकर्ता नाम वा इमेल'), candidate.username);
    await typeInto(page, page.getByRole('textbox', { name: 'पासवर्ड', exact: true }), temporary);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/change-password$/);
    await typeInto(
      page,
      page.getByRole('textbox', { name: 'हालको पासवर्ड', exact: true }),
      temporary,
    );
    await typeInto(
      page,
      page.getByRole('textbox', { name: 'नयाँ पासवर्ड', exact: true }),
      candidate.newPassword,
    );
    await typeInto(
      page,
      page.getByRole('textbox', { name: 'नयाँ पासवर्ड पुष्टि गर्नुहोस्', exact: true }),
      candidate.newPassword,
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home$/);
    await snap('home');
  });

  await completeProfileThroughApi(request, candidate.username, candidate.newPassword);

  await test.step('applies', async () => {
    await page.goto(`/vacancy/${OPEN_VACANCY}`);
    await expect(page.getByTestId('eligibility-panel')).toBeVisible();
    await expect(
      page.getByTestId('eligibility-panel').locator('[data-passed="false"]'),
    ).toHaveCount(0);
    const centre = page.getByLabel('परीक्षा केन्द्र');
    await tabTo(page, centre);
    await page.keyboard.press('ArrowDown');
    await expect(centre).not.toHaveValue('');
    await snap('vacancy-ready');
    await tabTo(page, page.getByTestId('apply-submit'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/vacancy-applied\/\d+$/);
    await expect(page.getByTestId(/^application-detail-\d+$/)).toBeVisible();
    await snap('applied');
  });
});
