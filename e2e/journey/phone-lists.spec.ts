import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { noSidewaysScroll } from '../support/checks/no-sideways-scroll';
import type { PageVisit } from '../support/page-checks';
import { readyCandidate } from '../support/ready-candidate';
import { logIn } from '../support/session';
import { chooseEnglish } from '../support/english';

// Issue 18, "Phones": on a 375 px phone the lists are cards, not tables, and no page scrolls
// sideways (the no-sideways-scroll page check); from 600 px the same lists are tables again.
// The profile's tab strip brings the selected tab into view.

const PHONE = { width: 375, height: 780 };
const DESK = { width: 1280, height: 800 };
const ADMIN = { username: 'admin', password: 'Admin@2082' };

/** Staff lists that hold rows in the demo data, then some that may be empty on a fresh server. */
const STAFF_LISTS_WITH_ROWS = [
  { path: '/admin/userlist', name: 'users' },
  { path: '/admin/rolelist', name: 'roles' },
  { path: '/admin/modulelist', name: 'modules' },
  { path: '/admin/master-data/districts', name: 'districts' },
];
const STAFF_LISTS_MAYBE_EMPTY = [
  { path: '/admin/publish-advertisement', name: 'advertisements' },
  { path: '/admin/audit-log', name: 'audit-log' },
  { path: '/admin/advertisement-live', name: 'advertisement-live' },
  { path: '/admin/age-limit', name: 'age-limits' },
  { path: '/admin/notice', name: 'notices' },
  { path: '/admin/notifications', name: 'notifications' },
  { path: '/admin/scrutiny', name: 'scrutiny' },
  { path: '/admin/payment', name: 'payments' },
  { path: '/admin/payment?tab=report', name: 'payment-report' },
  { path: '/admin/update/payment', name: 'provider-payments' },
  { path: '/admin/usermanagement/profile', name: 'profile-locks' },
];

const cards = (page: Page) => page.getByRole('main').getByTestId('data-table-card');

/** Waits for the list to settle: cards, or the list's own "no data" (नतिजा) line. */
async function listSettled(page: Page, expectRows: boolean): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading').first()).toBeVisible();
  await expect(main.getByText(/लोड हुँदैछ|Loading/)).toHaveCount(0);
  if (expectRows) await expect(cards(page).first()).toBeVisible();
}

async function expectNoSidewaysScroll(page: Page, visit: Omit<PageVisit, 'width'>) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await noSidewaysScroll.run(page, { ...visit, width })).toEqual([]);
}

/** Cards, not a table: no <table> in the page's main part. */
async function expectCards(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('columnheader')).toHaveCount(0);
}

test.describe('staff', () => {
  test.use({ screenshotFolder: 'phone-lists-staff' });

  test('the staff lists are cards on a 375 px phone and tables on a desk', async ({
    page,
    snap,
  }) => {
    await page.setViewportSize(PHONE);
    await logIn(page, ADMIN.username, ADMIN.password);

    await test.step('lists with rows: cards of label/value pairs, nothing scrolls sideways', async () => {
      for (const list of STAFF_LISTS_WITH_ROWS) {
        await page.goto(list.path);
        await listSettled(page, true);
        await expectCards(page);
        // Each card says what each value is, under its column's header.
        const first = cards(page).first();
        expect(await first.getByRole('term').count()).toBeGreaterThan(0);
        await expectNoSidewaysScroll(page, { path: list.path, language: 'ne', who: 'admin' });
        await snap(`ne-375-${list.name}`);
      }
    });

    await test.step('the check names what makes a page scroll sideways', async () => {
      await page.goto('/admin/rolelist');
      await listSettled(page, true);
      await page.evaluate(() => {
        const wide = document.createElement('div');
        wide.dataset.testid = 'too-wide';
        wide.style.width = '900px';
        wide.style.height = '4px';
        document.querySelector('main')?.append(wide);
      });
      const report = await noSidewaysScroll.run(page, {
        path: '/admin/rolelist',
        language: 'ne',
        width: 375,
        who: 'admin',
      });
      expect(report).toHaveLength(1);
      expect(report[0]).toContain('at 375 px scrolls sideways');
      expect(report[0]).toContain('div[data-testid="too-wide"] 900 px wide');
      // A desk is not checked.
      expect(
        await noSidewaysScroll.run(page, {
          path: '/admin/rolelist',
          language: 'ne',
          width: 1280,
          who: 'admin',
        }),
      ).toEqual([]);
    });

    await test.step('lists that may be empty: still no table and no sideways scroll', async () => {
      for (const list of STAFF_LISTS_MAYBE_EMPTY) {
        await page.goto(list.path);
        await listSettled(page, false);
        await expectCards(page);
        await expectNoSidewaysScroll(page, { path: list.path, language: 'ne', who: 'admin' });
        await snap(`ne-375-${list.name}`);
      }
    });

    await test.step('a live advertisement’s details open inside its card', async () => {
      await page.goto('/admin/publish-advertisement');
      await page.getByRole('tab', { name: 'सञ्चालनमा' }).click();
      await listSettled(page, true);
      await expectCards(page);
      const first = cards(page).first();
      await first.getByRole('button', { name: 'विवरण हेर्नुहोस्' }).click();
      await expect(first.getByRole('button', { name: 'विवरण लुकाउनुहोस्' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(page.getByText(/लोड हुँदैछ/)).toHaveCount(0);
      await expectNoSidewaysScroll(page, {
        path: '/admin/publish-advertisement',
        language: 'ne',
        who: 'admin',
      });
      await snap('ne-375-live-advertisement-details');
    });

    await test.step('the role list, sorted from the phone’s select', async () => {
      await page.goto('/admin/rolelist');
      await listSettled(page, true);
      const sort = page.getByRole('combobox', { name: 'क्रमबद्ध गर्ने आधार' });
      const firstBefore = await cards(page).first().innerText();
      // The second choice: the first column (the role's title), descending.
      await sort.selectOption({ index: 2 });
      await expect(sort).not.toHaveValue('');
      await expect(cards(page).first()).not.toHaveText(firstBefore);
      await expectCards(page);
      await expectNoSidewaysScroll(page, { path: '/admin/rolelist', language: 'ne', who: 'admin' });
      await snap('ne-375-roles-sorted');
    });

    await test.step('in English too', async () => {
      await chooseEnglish(page);
      await page.goto('/admin/userlist');
      await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible();
      await listSettled(page, true);
      await expectCards(page);
      await expectNoSidewaysScroll(page, { path: '/admin/userlist', language: 'en', who: 'admin' });
      await snap('en-375-users');
      await page.goto('/admin/rolelist');
      await listSettled(page, true);
      await expectNoSidewaysScroll(page, { path: '/admin/rolelist', language: 'en', who: 'admin' });
      await snap('en-375-roles');
      await page.getByRole('banner').getByText('नेपाली', { exact: true }).click();
    });

    await test.step('from 600 px the same lists are tables with column headers', async () => {
      for (const width of [600, DESK.width]) {
        await page.setViewportSize({ width, height: DESK.height });
        await page.goto('/admin/userlist');
        const table = page.getByRole('main').getByRole('table');
        await expect(table).toHaveCount(1);
        expect(await table.getByRole('columnheader').count()).toBeGreaterThan(2);
        await expect(cards(page)).toHaveCount(0);
        expect(
          await noSidewaysScroll.run(page, {
            path: '/admin/userlist',
            language: 'ne',
            width,
            who: 'admin',
          }),
        ).toEqual([]);
        await snap(`ne-${width}-users`);
      }
      await page.goto('/admin/master-data/districts');
      await expect(page.getByRole('main').getByRole('table').getByRole('row')).toHaveCount(11);
      await snap('ne-1280-districts');
    });
  });
});

test.describe('candidate', () => {
  test.use({ screenshotFolder: 'phone-lists-candidate' });

  test('a candidate’s vacancies, applications and profile tabs on a 375 px phone', async ({
    page,
    request,
    snap,
  }) => {
    const candidate = await readyCandidate(request);
    await page.setViewportSize(PHONE);
    await logIn(page, candidate.username, candidate.password);

    await test.step('the vacancy list is cards, with the apply button on each', async () => {
      await page.goto('/vacancy');
      await listSettled(page, true);
      await expectCards(page);
      await expect(cards(page).first().getByRole('link')).not.toHaveCount(0);
      const sort = page.getByRole('combobox', { name: 'क्रमबद्ध गर्ने आधार' });
      await sort.selectOption({ index: 2 });
      await expect(sort).not.toHaveValue('');
      await listSettled(page, true);
      await expectNoSidewaysScroll(page, { path: '/vacancy', language: 'ne', who: 'candidate' });
      await snap('ne-375-candidate-vacancy');
    });

    await test.step('a vacancy’s other quota groups are cards too', async () => {
      await page.goto('/vacancy');
      await listSettled(page, true);
      await cards(page).first().getByRole('link').first().click();
      const groups = page.getByTestId('eligibility-groups');
      await expect(groups.getByRole('article').first()).toBeVisible();
      await expect(groups.getByRole('table')).toHaveCount(0);
      await expectNoSidewaysScroll(page, {
        path: new URL(page.url()).pathname,
        language: 'ne',
        who: 'candidate',
      });
      await snap('ne-375-candidate-vacancy-detail');
    });

    await test.step('my applications do not scroll sideways', async () => {
      await page.goto('/vacancy-applied');
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await expectCards(page);
      await expectNoSidewaysScroll(page, {
        path: '/vacancy-applied',
        language: 'ne',
        who: 'candidate',
      });
      await snap('ne-375-candidate-applications');
    });

    await test.step('the profile’s tab strip shows the selected tab, on arrival and on change', async () => {
      // The profile's own strip is the first; a tab's screen may hold a strip of its own.
      const strip = page.getByRole('tablist').first();
      const inStrip = async (key: string) => {
        const tab = page.getByTestId(`profile-tab-${key}`);
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await expect
          .poll(async () => {
            const [tabBox, stripBox] = await Promise.all([tab.boundingBox(), strip.boundingBox()]);
            if (!tabBox || !stripBox) return false;
            return (
              tabBox.x >= stripBox.x - 1 &&
              tabBox.x + tabBox.width <= stripBox.x + stripBox.width + 1
            );
          })
          .toBe(true);
      };
      await page.goto('/user/profile/experience');
      await inStrip('experience');
      await snap('ne-375-profile-experience-tab');
      // A change made without touching the strip: a link in "what is missing" opens a tab at
      // the strip's other end.
      const gap = page.getByTestId('profile-missing').getByRole('link').first();
      const target = (await gap.getAttribute('href'))?.split('/')[3] ?? '';
      expect(['personal', 'contact', 'extra', 'education']).toContain(target);
      await gap.click();
      await inStrip(target);
      await snap(`ne-375-profile-${target}-tab`);
      await page.goto('/user/profile/preview');
      await inStrip('preview');
      await expectNoSidewaysScroll(page, {
        path: '/user/profile/preview',
        language: 'ne',
        who: 'candidate',
      });
      await snap('ne-375-profile-preview-tab');
    });

    await test.step('on a desk the vacancy list is the table it was', async () => {
      await page.setViewportSize(DESK);
      await page.goto('/vacancy');
      const table = page.getByRole('main').getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveCount(7);
      await expect(table.getByRole('link').first()).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      await snap('ne-1280-candidate-vacancy');
    });
  });
});
