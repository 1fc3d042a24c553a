import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { REPORT_BREAKDOWNS, type ReportBreakdown } from '@niyukti/shared';
import { createFormatter } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { json, mockFetch, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { aStaffMemberWith, getUrls, renderAt, serveMasterData } from '../../../test/master-data';
import { setScreenWidth } from '../../../test/screen-width';
import {
  callTo,
  catchSavedFiles,
  COUNTED_AT,
  giveChartsRoom,
  PARENTS_ROWS,
  reportOf,
  spreadsheet,
} from './report-fixtures';
import { ScrutinyReportPage } from './scrutiny-report-page';

vi.setConfig({ testTimeout: 30_000 });

const PAGE = '/admin/scrutiny/report';
const REPORTS = '/api/internal/scrutiny/reports';
const READER = aStaffMemberWith('SR', ['read']);

const answerFor = (breakdown: ReportBreakdown) =>
  breakdown.startsWith('parents-')
    ? reportOf(breakdown, PARENTS_ROWS, { male: 2, female: 1, other: 0, total: 3 })
    : reportOf(breakdown);

let fetchMock: FetchMock;
beforeEach(() => {
  resetToasts();
  giveChartsRoom();
  fetchMock = mockFetch();
  serveMasterData(
    fetchMock,
    {},
    Object.fromEntries(
      REPORT_BREAKDOWNS.flatMap((breakdown) => [
        [`GET ${REPORTS}/${breakdown}`, () => answerFor(breakdown)],
        [`GET ${REPORTS}/${breakdown}.xlsx`, () => spreadsheet(`${breakdown}.xlsx`)],
      ]),
    ),
  );
});
afterEach(() => vi.restoreAllMocks());

const openPage = (search = '') =>
  renderAt(<ScrutinyReportPage />, `${PAGE}${search}`, PAGE, { signedInAs: READER });
const reportCalls = () =>
  getUrls(fetchMock).filter((url) => url.pathname.startsWith(`${REPORTS}/`));
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const headersOf = (table: HTMLElement) =>
  within(table.querySelector('thead')!)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

describe('the scrutiny report in Nepali', () => {
  beforeEach(() => i18n.changeLanguage('ne'));

  it('counts the forms by gender first, each value with its share, in Devanagari digits', async () => {
    openPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('रुजु प्रतिवेदन');
    const table = await screen.findByRole('table', { name: 'लिङ्ग अनुसार फारम' });
    expect(reportCalls().map((url) => url.pathname)).toEqual([`${REPORTS}/gender-only`]);
    expect([...reportCalls()[0]!.searchParams.keys()]).toEqual([]);
    expect(headersOf(table)).toEqual(['लिङ्ग', 'फारम', 'जम्माको अंश']);
    const [, bagmati, koshi, notGiven] = within(table).getAllByRole('row');
    expect(within(bagmati!).getByRole('cell', { name: 'बागमती' })).toBeVisible();
    expect(cellsOf(bagmati!)).toEqual(['बागमती', '७५०', '६०.०%']);
    expect(cellsOf(koshi!)).toEqual(['कोशी', '५००', '४०.०%']);
    // Forms that do not say are named by the server.
    expect(cellsOf(notGiven!)).toEqual(['नखुलाएको', '०', '०.०%']);
    const totals = screen.getByTestId('report-table-totals');
    expect(within(totals).getByRole('rowheader')).toHaveTextContent('जम्मा');
    expect(cellsOf(totals)).toEqual(['१,२५०', '१००.०%']);
    expect(table.textContent).not.toMatch(/[0-9]/);
    const ne = createFormatter('ne');
    expect(screen.getByTestId('report-counted-at')).toHaveTextContent(
      `${ne.date(COUNTED_AT, 'bs')} मा १२:०० बजे (नेपाल समय) गनिएको।`,
    );
    expect(screen.getByTestId('report-counted-at').textContent).not.toMatch(/[0-9]/);
    // The same figures as bars, a picture named for those who read the table instead.
    const chart = await screen.findByRole('img', {
      name: 'लिङ्ग अनुसार फारमको स्तम्भ चित्र; तालिकामा यिनै अङ्क छन्।',
    });
    await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(3));
    const ticks = [...chart.querySelectorAll('.recharts-cartesian-axis-tick-value')].map(
      (tick) => tick.textContent,
    );
    expect(ticks).toEqual(expect.arrayContaining(['बागमती', 'कोशी', 'नखुलाएको', '४००', '८००']));
    expect(ticks.join(' ')).not.toMatch(/[0-9]/);
    expect(chart.querySelector('[tabindex="0"]')).toBeNull();
    expect(screen.queryByTestId('report-two-values')).not.toBeInTheDocument();
  });

  it('names every filter and offers the twenty breakdowns and the scrutiny statuses', async () => {
    openPage();
    await screen.findByRole('table');
    const breakdown = screen.getByRole('combobox', { name: 'प्रतिवेदनको आधार' });
    const options = within(breakdown).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value'))).toEqual([...REPORT_BREAKDOWNS]);
    expect(options.slice(0, 3).map((option) => option.textContent)).toEqual([
      'लिङ्ग',
      'भौगोलिक क्षेत्र',
      'प्रदेश',
    ]);
    const status = screen.getByRole('combobox', { name: 'रुजुको अवस्था' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['सबै', 'बाँकी', 'स्वीकृत', 'रोकिएको', 'अस्वीकृत']);
    expect(screen.getByRole('textbox', { name: /विज्ञापन कोड/ })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /आर्थिक वर्ष/ })).toBeVisible();
  });

  it('asks for the breakdown chosen at its own path, keeping the filters', async () => {
    const user = openPage('?fiscalYear=2083-84');
    await screen.findByRole('table', { name: 'लिङ्ग अनुसार फारम' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'प्रतिवेदनको आधार' }), 'district');
    const table = await screen.findByRole('table', { name: 'जिल्ला अनुसार फारम' });
    expect(headersOf(table)[0]).toBe('जिल्ला');
    const last = reportCalls().at(-1)!;
    expect(last.pathname).toBe(`${REPORTS}/district`);
    expect(last.searchParams.get('fiscalYear')).toBe('2083-84');
  });

  it('sends the code, the status and the fiscal year typed in Devanagari', async () => {
    const user = openPage();
    await screen.findByRole('table');
    await user.type(screen.getByRole('textbox', { name: /विज्ञापन कोड/ }), 'ADV-2083-007');
    await user.selectOptions(screen.getByRole('combobox', { name: 'रुजुको अवस्था' }), 'hold');
    await user.type(screen.getByRole('textbox', { name: /आर्थिक वर्ष/ }), '२०८३-८४');
    await waitFor(() => {
      const last = reportCalls().at(-1)!;
      expect(last.searchParams.get('advertisementCode')).toBe('ADV-2083-007');
      expect(last.searchParams.get('scrutinyStatus')).toBe('hold');
      expect(last.searchParams.get('fiscalYear')).toBe('2083-84');
    });
    expect(reportCalls().at(-1)!.pathname).toBe(`${REPORTS}/gender-only`);
    // The code is asked for once typing pauses, not at every letter.
    expect(
      reportCalls().filter((url) => url.searchParams.has('advertisementCode')).length,
    ).toBeLessThan(4);
  });

  it('opens as it was linked: the breakdown and every filter from the address', async () => {
    openPage(
      '?breakdown=province&advertisementCode=ADV-2083-007&scrutinyStatus=approved&fiscalYear=2083-84',
    );
    expect(await screen.findByRole('table', { name: 'प्रदेश अनुसार फारम' })).toBeVisible();
    const first = reportCalls()[0]!;
    expect(first.pathname).toBe(`${REPORTS}/province`);
    expect(Object.fromEntries(first.searchParams)).toEqual({
      advertisementCode: 'ADV-2083-007',
      scrutinyStatus: 'approved',
      fiscalYear: '2083-84',
    });
    expect(screen.getByRole('combobox', { name: 'प्रतिवेदनको आधार' })).toHaveValue('province');
    expect(screen.getByRole('combobox', { name: 'रुजुको अवस्था' })).toHaveValue('approved');
    expect(screen.getByRole('textbox', { name: /विज्ञापन कोड/ })).toHaveValue('ADV-2083-007');
    expect(screen.getByRole('textbox', { name: /आर्थिक वर्ष/ })).toHaveValue('२०८३-८४');
  });

  it('reads an unknown breakdown and a badly written year in the address as none', async () => {
    openPage('?breakdown=shoe-size&fiscalYear=83');
    await screen.findByRole('table', { name: 'लिङ्ग अनुसार फारम' });
    const first = reportCalls()[0]!;
    expect(first.pathname).toBe(`${REPORTS}/gender-only`);
    expect(first.searchParams.has('fiscalYear')).toBe(false);
  });

  it("says that a form counts in two rows of the parents' education, the total counting forms", async () => {
    openPage('?breakdown=parents-education');
    const table = await screen.findByRole('table', { name: 'बाबुआमाको शिक्षा अनुसार फारम' });
    expect(screen.getByTestId('report-two-values')).toHaveTextContent(
      'यहाँ एउटै फारम बुबाका लागि एक पटक र आमाका लागि एक पटक गरी दुई पङ्क्तिमा गनिन सक्छ',
    );
    const [, bachelor, literate] = within(table).getAllByRole('row');
    expect(cellsOf(bachelor!)).toEqual(['स्नातक', '३', '१००.०%']);
    expect(cellsOf(literate!)).toEqual(['साक्षर', '२', '६६.७%']);
    const totals = screen.getByTestId('report-table-totals');
    expect(within(totals).getByRole('rowheader')).toHaveTextContent('जम्मा फारम');
    expect(cellsOf(totals)).toEqual(['३', '१००.०%']);
  });

  it('downloads the xlsx of the breakdown and filters shown, in Nepali, with the token', async () => {
    const click = catchSavedFiles();
    const user = openPage('?breakdown=caste&scrutinyStatus=rejected');
    await screen.findByRole('table', { name: 'जात अनुसार फारम' });
    await user.click(screen.getByRole('button', { name: 'xlsx डाउनलोड गर्नुहोस्' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = callTo(fetchMock, `${REPORTS}/caste.xlsx`)!;
    expect(Object.fromEntries(call.url.searchParams)).toEqual({
      scrutinyStatus: 'rejected',
      lang: 'ne',
    });
    expect(call.authorization).toMatch(/^Bearer /);
  });

  it("says the server's refusal where the report would be", async () => {
    fetchMock.mockImplementationOnce(async () =>
      json(400, {
        status: 0,
        code: 'BAD_REQUEST',
        message: { en: 'No such advertisement.', ne: 'यस्तो विज्ञापन छैन।' },
        data: null,
      }),
    );
    openPage('?advertisementCode=NOPE');
    expect(await screen.findByTestId('report-refusal')).toHaveTextContent('यस्तो विज्ञापन छैन।');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says a refused fiscal year under its field, not twice', async () => {
    fetchMock.mockImplementationOnce(async () =>
      json(400, {
        status: 0,
        code: 'VALIDATION_FAILED',
        message: { en: 'Check the fiscal year.', ne: 'आर्थिक वर्ष जाँच्नुहोस्।' },
        data: { issues: [{ path: ['fiscalYear'], message: 'distribution.fiscalYearFormat' }] },
      }),
    );
    openPage('?fiscalYear=2083-84');
    const field = screen.getByRole('textbox', { name: /आर्थिक वर्ष/ });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('आर्थिक वर्ष २०८३-८४ जस्तै ढाँचामा लेख्नुहोस्।'),
    );
    expect(screen.queryByTestId('report-refusal')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says plainly that no form matches', async () => {
    fetchMock.mockImplementationOnce(async () =>
      json(200, {
        status: 1,
        code: 'OK',
        message: null,
        data: reportOf('gender-only', [], { male: 0, female: 0, other: 0, total: 0 }),
      }),
    );
    openPage();
    expect(await screen.findByTestId('report-empty')).toHaveTextContent(
      'यी फिल्टरसँग मिल्ने कुनै फारम छैन।',
    );
    expect(screen.getByRole('button', { name: 'xlsx डाउनलोड गर्नुहोस्' })).toBeDisabled();
  });

  it('counts again on request, then shows the figures with the time of the new count', async () => {
    const recounted = '2026-12-02T09:15:00.000Z';
    let counted = false;
    serveMasterData(
      fetchMock,
      {},
      {
        [`GET ${REPORTS}/gender-only`]: () => ({
          ...reportOf('gender-only'),
          countedAt: counted ? recounted : COUNTED_AT,
        }),
        [`POST ${REPORTS}/count-again`]: () => {
          counted = true;
          return { countedAt: recounted };
        },
      },
    );
    const user = openPage();
    const when = await screen.findByTestId('report-counted-at');
    expect(when).toHaveTextContent(
      'सङ्ख्या हरेक पाँच मिनेटमा अद्यावधिक हुन्छ, पोर्टल धेरै व्यस्त हुँदा हरेक घण्टामा।',
    );
    await user.click(screen.getByRole('button', { name: 'अहिले फेरि गन्नुहोस्' }));
    const ne = createFormatter('ne');
    await waitFor(() =>
      expect(screen.getByTestId('report-counted-at')).toHaveTextContent(
        `${ne.date(recounted, 'bs')} मा १५:०० बजे (नेपाल समय) गनिएको।`,
      ),
    );
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([input]) => String(input))).toEqual([`${REPORTS}/count-again`]);
  });

  it('scrolls the table sideways inside its own region on a phone', async () => {
    setScreenWidth(375);
    openPage();
    const table = await screen.findByRole('table');
    const region = table.closest('[role="region"]')!;
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAccessibleName('लिङ्ग अनुसार फारम');
  });
});

describe('the scrutiny report in English', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('names the breakdown, the values and the statuses in English, with Latin digits', async () => {
    const user = openPage('?breakdown=province');
    const table = await screen.findByRole('table', { name: 'Forms by Province' });
    expect(headersOf(table)).toEqual(['Province', 'Forms', 'Share of total']);
    const [, bagmati] = within(table).getAllByRole('row');
    expect(cellsOf(bagmati!)).toEqual(['Bagmati', '750', '60.0%']);
    expect(cellsOf(screen.getByTestId('report-table-totals'))).toEqual(['1,250', '100.0%']);
    expect(screen.getByTestId('report-counted-at')).toHaveTextContent(
      `Counted on ${createFormatter('en').date(COUNTED_AT, 'bs')} at 12:00, Nepal time.`,
    );
    expect(screen.getByRole('option', { name: 'Hold on' })).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: /^Bar chart of the forms by Province/ }),
    ).toBeVisible();
    const click = catchSavedFiles();
    await user.click(screen.getByRole('button', { name: 'Download xlsx' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(callTo(fetchMock, `${REPORTS}/province.xlsx`)!.url.searchParams.get('lang')).toBe('en');
  });
});
