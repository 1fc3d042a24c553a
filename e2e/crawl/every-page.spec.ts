import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { anApplicant, OPEN_VACANCY } from '../support/applicant';
import { pageChecks, pageProblemsError, runPageChecks } from '../support/checks';
import { expect, test } from '../support/fixtures';
import type { PageCheck, PageVisit } from '../support/page-checks';
import { candidateToken, publicList } from '../support/profile-api';
import { anEnteredDistribution, fileRequisition } from '../support/requisitions';
import { logIn } from '../support/session';

// Issue 18: every route of the SPA, as a guest, a candidate with a complete profile and an
// application, and the demo administrator (every privilege), in Nepali and English at 375 and
// 1280 px, each page given the page checks (checks.ts: axe first). One browser context per
// (who, language, width), signed in once; inside it the pages are opened the way a link does
// (history.pushState), which spares a start of the app per page. The test fails at the end
// listing every problem of every page.
//
// Left out: /api/docs (Swagger UI, a third party's page, not the SPA); the acting-for screens
// /admin/edit/* and /admin/photo-editor/* without a chosen candidate are redirects to the choice
// of a master id, which is crawled; the reset link /change/password/<token> is crawled with a
// token that is not valid (the page and its refusal), a real one is password-reset.spec.ts's.

const LANGUAGES = ['ne', 'en'] as const;
/** Where the language toggle keeps the choice (apps/web/src/lib/i18n.ts). */
const LANGUAGE_STORAGE_KEY = 'niyukti.lang';
const WIDTHS = [375, 1280];
const ADMIN = { username: 'admin', password: 'Admin@2082' };

interface DemoIds {
  candidate: { username: string; password: string };
  applicationId: number;
  userId: number;
  roleId: number;
  requisitionId: number;
  /** A distribution entered in the history (VDH). */
  historyLogId: number;
  /** The demo's gazetted third class of the administration service, whose phases have formulas. */
  classService: string;
  /** The crawl applicant's form, as the candidate preview's path names it. */
  form: { advertisementCode: string; masterId: number };
}

const GUEST_PATHS = [
  '/login',
  '/register',
  '/faq',
  '/forgot-password',
  '/notices',
  '/dev-mailbox',
  '/change/password/not-a-valid-token',
  '/no-such-page',
];

const PROFILE_TABS = [
  'personal',
  'documents',
  'contact',
  'extra',
  'education',
  'training',
  'professional',
  'experience',
  'preview',
];

const candidatePaths = (ids: DemoIds) => [
  '/home',
  '/vacancy',
  `/vacancy/${OPEN_VACANCY}`,
  '/vacancy-applied',
  `/vacancy-applied/${ids.applicationId}`,
  '/re-verifiedUserList',
  '/approved/download-admit-card',
  ...PROFILE_TABS.map((tab) => `/user/profile/${tab}`),
  '/notifications',
  '/notices',
  '/change-password',
  '/esewa/payment/success',
  '/esewa/payment/failure',
  '/khalti/payment/success',
  '/cips/payment/success',
  '/cips/payment/failure',
  '/fone-pay/payment',
];

const staffPaths = (ids: DemoIds) =>
  [
    '',
    'requisition',
    'requisition/new',
    `requisition/${ids.requisitionId}`,
    'approval',
    'percentage-distribution',
    'distribution-formula-configuration-phase-1/formula',
    'distribution-formula-configuration-phase-2/formula',
    'distribution-formula-configuration-phase-3/distribution-formula',
    'distribution-formula-configuration-phase-3/distribution-table',
    // The phase's table, for a class and service with formulas, in its two views.
    `distribution-formula-configuration-phase-1/formula?${ids.classService}&tab=table`,
    `distribution-formula-configuration-phase-2/formula?${ids.classService}&tab=table&view=rows`,
    'vacancy-distribution-history',
    `vacancy-distribution-history/log/${ids.historyLogId}/entered`,
    'vacancy-distribution-report',
    'vacancy-count-by-quota-report',
    'total-register-user',
    'reportByClass',
    'reportByAdvtNumber',
    're-application-report',
    'all-application-report',
    `application-report/${ids.applicationId}`,
    'user-search',
    'application-status',
    'scrutiny',
    'scrutiny/all/approved/1',
    `candidate-details/${ids.form.advertisementCode}/${ids.form.masterId}/pending/1`,
    // The open vacancy's forms (the crawl's applicant applied to it) and a staff member's report.
    'scrutiny-allocation',
    `scrutiny-allocation/${OPEN_VACANCY}`,
    `scrutiny-reallocation/${OPEN_VACANCY}`,
    'allocation/report',
    `allocation/report-individual/${ids.userId}`,
    'scrutiny/report',
    'scrutiny/report?breakdown=parents-education',
    'scrutiny/report-by-gender-basic-configuration',
    'scrutiny/report-by-gender-basic-configuration/district',
    'scrutiny/advertisementReport',
    'publish-advertisement',
    'advertisement-live',
    'master-data',
    // One page draws every list; two of them, one with a parent to choose.
    'master-data/provinces',
    'master-data/local-bodies',
    'academic-qualification',
    'combinePost',
    'roll-number-order',
    'notice',
    'userlist',
    'usercreation',
    `usercreation/${ids.userId}`,
    `userDetails/${ids.userId}`,
    `fullDetails/${ids.userId}`,
    'rolelist',
    'rolecreation',
    `rolecreation/${ids.roleId}`,
    'modulelist',
    'usermanagement/profile',
    'select-external-masterId',
    'usermanagement/user',
    'brute-force-setting',
    'audit-log',
    'age-limit',
    'usermanagement/voucher',
    'payment',
    'update/payment',
    'merchant-verify-payment',
    'notifications',
    'no-such-page',
  ].map((path) => (path ? `/admin/${path}` : '/admin'));

/** A candidate with a complete profile who applied for the open vacancy; a user and a role. */
async function demoIds(request: APIRequestContext): Promise<DemoIds> {
  const { applicationId, ...candidate } = await anApplicant(request);

  const staff = {
    authorization: `Bearer ${await candidateToken(request, ADMIN.username, ADMIN.password)}`,
  };
  const users = await request.get('/api/internal/users', { headers: staff });
  const roles = await request.get('/api/internal/roles', { headers: staff });
  const userId = ((await users.json()).data as { items: { id: number }[] }).items[0]!.id;
  const roleId = ((await roles.json()).data as { id: number }[])[0]!.id;
  const report = await request.get(`/api/internal/reports/applications/${applicationId}`, {
    headers: staff,
  });
  const form = (await report.json()).data as { advertisementCode: string; masterId: number };
  return {
    candidate,
    applicationId,
    userId,
    roleId,
    requisitionId: await fileRequisition(request),
    historyLogId: await anEnteredDistribution(request),
    classService: await demoClassService(request),
    form: { advertisementCode: form.advertisementCode, masterId: form.masterId },
  };
}

/** `classId=…&serviceId=…` of the gazetted third class of the Nepal Administration Service. */
async function demoClassService(request: APIRequestContext): Promise<string> {
  const classes = (await publicList(request, 'classes')) as { id: number; code?: string }[];
  const services = await publicList(request, 'services');
  const classId = classes.find((record) => record.code === 'G3')!.id;
  const serviceId = services.find((record) => record.nameEn === 'Nepal Administration Service')!.id;
  return `classId=${classId}&serviceId=${serviceId}`;
}

/** Counts the page's requests in flight, so a visit can wait until it has loaded what it shows. */
function networkWatch(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (['eventsource', 'websocket'].includes(request.resourceType())) return;
    inFlight += 1;
    lastChange = Date.now();
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async (quietMs = 200, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (inFlight === 0 && Date.now() - lastChange >= quietMs) return;
      await page.waitForTimeout(50);
    }
  };
}

/**
 * Opens a path the way a link does and waits until it is drawn: nothing loading over the
 * network, no loader left, a heading visible, and Mantine's transitions (≤ 200 ms) over.
 */
async function open(page: Page, path: string, networkQuiet: () => Promise<void>): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await networkQuiet();
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.waitForTimeout(250);
}

/**
 * With CRAWL_SCREENSHOTS=<folder>, every page is also photographed whole (to compare two
 * versions of the portal page by page, as issue 19's before and after were); off in CI.
 */
const SCREENSHOT_FOLDER = process.env.CRAWL_SCREENSHOTS;

async function photograph(page: Page, crawler: Crawler, path: string): Promise<void> {
  const slug = path.replace(/^\//, '').replace(/[^\w-]+/g, '_') || 'home';
  const name = `${crawler.who}-${crawler.language}-${crawler.width}-${slug}.png`;
  await page.screenshot({ path: `${SCREENSHOT_FOLDER}/${name}`, fullPage: true });
}

interface Crawler {
  who: string;
  language: (typeof LANGUAGES)[number];
  width: number;
  signIn?: (page: Page) => Promise<void>;
  paths: string[];
}

async function crawl(
  browser: Browser,
  baseURL: string,
  crawler: Crawler,
  checks: PageCheck[],
): Promise<{ visited: number; problems: string[]; drawing: number; checking: number }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: crawler.width, height: 800 },
    locale: 'ne-NP',
    timezoneId: 'Asia/Kathmandu',
  });
  const problems: string[] = [];
  let visited = 0;
  let drawing = 0;
  let checking = 0;
  try {
    const page = await context.newPage();
    const networkQuiet = networkWatch(page);
    // Signed in in Nepali (the sign-in helper reads Nepali labels), then the language chosen
    // the way the toggle keeps it, and the app started afresh in it.
    if (crawler.signIn) await crawler.signIn(page);
    else await page.goto('/login');
    await page.evaluate(
      ([key, language]) => window.localStorage.setItem(key!, language!),
      [LANGUAGE_STORAGE_KEY, crawler.language],
    );
    await page.goto(crawler.paths[0]!);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('lang', crawler.language);
    for (const path of crawler.paths) {
      const where = `${path} [${crawler.language}, ${crawler.width} px, ${crawler.who}]`;
      const opening = Date.now();
      try {
        await open(page, path, networkQuiet);
        drawing += Date.now() - opening;
      } catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        problems.push(`${where} was not drawn: ${reason}`);
        continue;
      }
      const visit: PageVisit = {
        path: new URL(page.url()).pathname,
        language: crawler.language,
        width: crawler.width,
        who: crawler.who,
      };
      const lang = await page.evaluate(() => document.documentElement.lang);
      if (lang !== crawler.language) problems.push(`${where}: <html lang="${lang}">`);
      if (SCREENSHOT_FOLDER) await photograph(page, crawler, path);
      const start = Date.now();
      problems.push(...(await runPageChecks(checks, page, visit)));
      checking += Date.now() - start;
      visited += 1;
    }
  } finally {
    await context.close();
  }
  return { visited, problems, drawing, checking };
}

const CRAWL_LANES = 2;

/** Runs `work` on every item, at most `lanes` at once, in the items' order. */
async function inLanes<T>(lanes: number, items: T[], work: (item: T) => Promise<void>) {
  const queue = [...items];
  const lane = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: lanes }, lane));
}

test('every page of the SPA passes the page checks, in both languages at both widths', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(15 * 60_000);
  const started = Date.now();
  const ids = await demoIds(request);
  const people: Omit<Crawler, 'language' | 'width'>[] = [
    { who: 'guest', paths: GUEST_PATHS },
    {
      who: 'candidate',
      signIn: (page) => logIn(page, ids.candidate.username, ids.candidate.password),
      paths: candidatePaths(ids),
    },
    {
      who: 'admin',
      signIn: (page) => logIn(page, ADMIN.username, ADMIN.password),
      paths: staffPaths(ids),
    },
  ];
  const checks = pageChecks();
  const problems: string[] = [];
  let visited = 0;
  let drawing = 0;
  let checking = 0;
  const crawlers = people.flatMap((person) =>
    LANGUAGES.flatMap((language) => WIDTHS.map((width) => ({ ...person, language, width }))),
  );
  // Two crawlers at a time, each in its own browser context: much of a visit is waiting for the
  // page to settle, which the other lane fills (the run took 410 s one at a time).
  await inLanes(CRAWL_LANES, crawlers, async (crawler) => {
    const result = await crawl(browser, baseURL!, crawler, checks);
    visited += result.visited;
    drawing += result.drawing;
    checking += result.checking;
    problems.push(...result.problems);
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  const s = (ms: number) => Math.round(ms / 1000);
  console.log(
    `crawl: ${visited} pages visited in ${seconds} s, ${CRAWL_LANES} at a time (drawing ` +
      `${s(drawing)} s, checks ${s(checking)} s, summed over the lanes), ${problems.length} problem(s)`,
  );
  if (problems.length > 0) throw pageProblemsError(problems, `on ${visited} pages`);
});
