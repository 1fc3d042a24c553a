import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type {
  PhaseHeading,
  TGeneratedVacancyRow,
  TVacancyFormula,
  TVacancyTableRow,
} from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { json, mockFetch, ok, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { aStaffMemberWith, bodyOf, getUrls, serveMasterData } from '../../../test/master-data';
import { setScreenWidth } from '../../../test/screen-width';
import { apiOf, callsOf, cellsOf, CLASSES, openVacancyPage, SERVICES } from '../vacancy-test-kit';

vi.setConfig({ testTimeout: 30_000 });

const API = apiOf('phase-one');
const ROWS = `${API}/table-rows`;
const GENERATED = `${API}/generated-row`;
const TABLE = '?classId=2&serviceId=7&tab=table';
/** Mantine's red.9, in which a total that does not add up is written. */
const RED = 'rgb(197, 41, 41)';

const PHASE_ONE_PERCENTS: [PhaseHeading, number][] = [
  ['open', 70],
  ['internal', 10],
  ['seniority', 10],
  ['performance', 10],
];
const FORMULAS: TVacancyFormula[] = PHASE_ONE_PERCENTS.map(([heading, percent], index) => ({
  id: 21 + index,
  phase: 'phase-one',
  classId: 2,
  serviceId: 7,
  heading,
  priority: index + 1,
  percent,
}));

/** A saved row of phase 1: the counts by heading, each with its formula's percent. */
const rowOf = (vacancyNumber: number, counts: number[]): TVacancyTableRow => ({
  vacancyNumber,
  total: counts.reduce((sum, count) => sum + count, 0),
  entries: PHASE_ONE_PERCENTS.map(([heading, percent], index) => ({
    heading,
    percent,
    decimalValue: Math.round(vacancyNumber * percent) / 100,
    actualValue: counts[index]!,
  })),
});
/** 12 posts: the formula gives open 9 (8.40 rounded up by the largest remainder); 8/2/1/1 saved. */
const SAVED: TVacancyTableRow[] = [rowOf(5, [4, 1, 0, 0]), rowOf(12, [8, 2, 1, 1])];
const GENERATED_12: TGeneratedVacancyRow = {
  vacancyNumber: 12,
  entries: PHASE_ONE_PERCENTS.map(([heading, percent], index) => ({
    heading,
    percent,
    decimalValue: Math.round(12 * percent) / 100,
    actualValue: [9, 1, 1, 1][index]!,
  })),
};

let fetchMock: FetchMock;
function serve(handlers: Parameters<typeof serveMasterData>[2] = {}) {
  serveMasterData(
    fetchMock,
    { classes: CLASSES, services: SERVICES },
    {
      [`GET ${API}/formulas`]: () => FORMULAS,
      [`GET ${ROWS}`]: () => SAVED,
      [`GET ${GENERATED}`]: () => GENERATED_12,
      ...handlers,
    },
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('ne');
  resetToasts();
  fetchMock = mockFetch();
  serve();
});

/** The page opened on the table tab of class 2 of service 7, unless told otherwise. */
const openPage = (options: Parameters<typeof openVacancyPage>[0] = {}) =>
  openVacancyPage({ search: TABLE, ...options });

const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.replace(/[↕▲▼]/g, ''));

const lineOf = async (heading: PhaseHeading, vacancyNumber: number) =>
  (await screen.findByTestId(`vacancy-table-${heading}-edit-${vacancyNumber}`)).closest('tr')!;

const calls = (method: string) => callsOf(fetchMock, method);

const urlOfCall = (method: string) => new URL(String(calls(method)[0]![0]), 'http://localhost');

/** Every count of the open row form, as shown, in the phase's heading order. */
const countsIn = (dialog: HTMLElement, headings = PHASE_ONE_PERCENTS.map(([heading]) => heading)) =>
  headings.map(
    (heading) =>
      (within(dialog).getByTestId(`vacancy-row-actual-${heading}`) as HTMLInputElement).value,
  );

describe('the phase-1 distribution table', () => {
  it('lists the saved counts a line each in Devanagari digits, and a row per vacancy count', async () => {
    const user = openPage();
    expect(await screen.findByRole('tab', { name: 'वितरण तालिका', selected: true })).toBeVisible();
    expect(cellsOf(await lineOf('open', 12))).toEqual([
      '१२',
      'खुला प्रतियोगिता',
      '७०%',
      '८.४०',
      '८',
      expect.stringContaining('सम्पादन'),
    ]);
    expect(cellsOf(await lineOf('seniority', 5)).slice(0, 5)).toEqual([
      '५',
      'ज्येष्ठताका आधारमा बढुवा',
      '१०%',
      '०.५०',
      '०',
    ]);
    const lines = screen.getByRole('table', { name: 'वितरण तालिकाका मानहरू' });
    expect(headersOf(lines)).toEqual([
      'पद सङ्ख्या',
      'शीर्षक',
      'प्रतिशत',
      'दशमलव मान',
      'वास्तविक मान',
      'कार्य',
    ]);
    expect(within(lines).getAllByRole('row')).toHaveLength(1 + 8);
    expect(lines).not.toHaveTextContent(/[0-9]/);
    const asked = getUrls(fetchMock).find((url) => url.pathname === ROWS);
    expect(asked?.searchParams.get('classId')).toBe('2');
    expect(asked?.searchParams.get('serviceId')).toBe('7');

    await user.click(screen.getByText('पद सङ्ख्याअनुसार'));
    const rows = await screen.findByRole('table', { name: 'पद सङ्ख्याअनुसार वितरण तालिका' });
    // The view joins the class, the service and the tab in the address.
    expect(screen.getByTestId('address')).toHaveTextContent(`${TABLE}&view=rows`);
    expect(headersOf(rows)).toEqual([
      'पद सङ्ख्या',
      'खुला प्रतियोगिता',
      'आन्तरिक प्रतियोगिता',
      'ज्येष्ठताका आधारमा बढुवा',
      'कार्यक्षमता मूल्याङ्कनद्वारा बढुवा',
      'जम्मा',
      'कार्य',
    ]);
    const twelve = screen.getByTestId('vacancy-row-edit-12').closest('tr')!;
    expect(cellsOf(twelve).slice(0, 6)).toEqual([
      '१२',
      '८(८.४०)',
      '२(१.२०)',
      '१(१.२०)',
      '१(१.२०)',
      '१२',
    ]);
    expect(rows).not.toHaveTextContent(/[0-9]/);
  });

  it('opens on the tab and view the address names, and leaves the view behind with the tab', async () => {
    const user = openPage({ search: `${TABLE}&view=rows` });
    expect(
      await screen.findByRole('table', { name: 'पद सङ्ख्याअनुसार वितरण तालिका' }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('vacancy-row-edit-5')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'वितरण सूत्र' }));
    expect(await screen.findByTestId('vacancy-formula-add')).toBeVisible();
    expect(screen.getByTestId('address').textContent).toBe('?classId=2&serviceId=7');
  });

  it('generates 12 from the formula, prefilled 9/1/1/1, says the total as it changes and saves the row', async () => {
    serve({ [`PUT ${ROWS}/12`]: () => ok(SAVED[1], { en: 'Saved.', ne: 'तालिका सुरक्षित गरियो।' }) });
    const user = openPage();
    await lineOf('open', 12);
    const rowsAsked = getUrls(fetchMock).filter((url) => url.pathname === ROWS).length;
    await user.type(screen.getByTestId('vacancy-table-generate-vacancy'), '१२');
    await user.click(screen.getByTestId('vacancy-table-generate'));
    const dialog = await screen.findByRole('dialog', {
      name: '१२ पदका लागि तयार गरिएको पङ्क्ति',
    });
    const asked = getUrls(fetchMock).find((url) => url.pathname === GENERATED);
    expect(Object.fromEntries(asked!.searchParams)).toEqual({
      classId: '2',
      serviceId: '7',
      vacancyNumber: '12',
    });
    expect(countsIn(dialog)).toEqual(['९', '१', '१', '१']);
    expect(within(dialog).getByTestId('vacancy-row-vacancy')).toHaveAttribute('readonly');
    expect(within(dialog).getByTestId('vacancy-row-vacancy')).toHaveValue('१२');
    // Each heading is the label of its count, with its share; none can be chosen.
    expect(within(dialog).getByLabelText(/खुला प्रतियोगिता/)).toHaveAccessibleDescription(
      '७०%, दशमलव मान ८.४०',
    );
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('vacancy-row-replaces')).toHaveTextContent(
      '१२ पदको पङ्क्ति पहिले नै सुरक्षित छ',
    );
    const total = within(dialog).getByTestId('vacancy-row-total');
    expect(total).toHaveTextContent('जम्मा: १२ मध्ये १२');

    // What the commission decided: one post from open competition to internal competition.
    const open = within(dialog).getByTestId('vacancy-row-actual-open');
    await user.clear(open);
    await user.type(open, '८');
    expect(total).toHaveTextContent('जम्मा: १२ मध्ये ११');
    expect(total).toHaveStyle({ color: RED });
    const internal = within(dialog).getByTestId('vacancy-row-actual-internal');
    await user.clear(internal);
    await user.type(internal, '2');
    expect(total).toHaveTextContent('जम्मा: १२ मध्ये १२');
    expect(total).not.toHaveStyle({ color: RED });
    await user.click(within(dialog).getByTestId('vacancy-row-submit'));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'PUT')).toEqual({
        entries: [
          { heading: 'open', actualValue: 8 },
          { heading: 'internal', actualValue: 2 },
          { heading: 'seniority', actualValue: 1 },
          { heading: 'performance', actualValue: 1 },
        ],
      }),
    );
    const put = urlOfCall('PUT');
    expect(put.pathname).toBe(`${ROWS}/12`);
    expect(Object.fromEntries(put.searchParams)).toEqual({ classId: '2', serviceId: '7' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The table is asked again, and so is the formula (the phase's lists are one).
    await waitFor(() =>
      expect(getUrls(fetchMock).filter((url) => url.pathname === ROWS).length).toBe(rowsAsked + 1),
    );
  });

  it('says under the vacancy count when no heading has a formula, without opening a row', async () => {
    serve({ [`GET ${GENERATED}`]: () => ({ vacancyNumber: 3, entries: [] }) });
    const user = openPage();
    await lineOf('open', 12);
    const field = screen.getByTestId('vacancy-table-generate-vacancy');
    await user.type(field, '३');
    await user.click(screen.getByTestId('vacancy-table-generate'));
    const message = await screen.findByText(
      'यो श्रेणी र सेवाको कुनै पनि शीर्षकको सूत्र छैन: पहिले वितरण सूत्र तोक्नुहोस्।',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('edits a row with its vacancy count and headings locked, and places the server’s issues', async () => {
    serve({
      [`PUT ${ROWS}/5`]: () =>
        json(400, {
          status: 0,
          message: { en: 'Not valid.', ne: 'मिलेन।' },
          data: {
            issues: [
              { path: 'entries', message: 'distribution.rowSumMismatch' },
              { path: 'entries.3.heading', message: 'validation.invalid' },
              { path: 'entries.2.actualValue', message: 'distribution.actualValueRange' },
            ],
          },
          code: 'VALIDATION_FAILED',
        }),
    });
    const user = openPage({ search: `${TABLE}&view=rows` });
    await user.click(await screen.findByTestId('vacancy-row-edit-5'));
    const dialog = await screen.findByRole('dialog', { name: '५ पदको पङ्क्ति सम्पादन गर्नुहोस्' });
    expect(within(dialog).getByTestId('vacancy-row-vacancy')).toHaveAttribute('readonly');
    expect(within(dialog).queryByTestId('vacancy-row-replaces')).not.toBeInTheDocument();
    expect(countsIn(dialog)).toEqual(['४', '१', '०', '०']);
    expect(within(dialog).getByLabelText(/ज्येष्ठताका आधारमा बढुवा/)).toHaveAccessibleDescription(
      '१०%, दशमलव मान ०.५०',
    );
    const seniority = within(dialog).getByTestId('vacancy-row-actual-seniority');
    await user.clear(seniority);
    await user.type(seniority, '१');
    expect(within(dialog).getByTestId('vacancy-row-total')).toHaveTextContent('जम्मा: ५ मध्ये ६');
    await user.click(within(dialog).getByTestId('vacancy-row-submit'));

    expect(await within(dialog).findByTestId('vacancy-row-error')).toHaveTextContent(
      'वास्तविक सङ्ख्याहरूको जोड पद सङ्ख्या बराबर हुनुपर्छ।',
    );
    expect(within(dialog).getByTestId('vacancy-row-part-error-performance')).toHaveTextContent(
      'यो विवरण मान्य छैन।',
    );
    const range = within(dialog).getByText('० वा बढीको पूर्ण पद सङ्ख्या लेख्नुहोस्।');
    expect(seniority).toHaveAttribute('aria-invalid', 'true');
    expect(seniority.getAttribute('aria-describedby')).toContain(range.id);
    expect(bodyOf(fetchMock, 'PUT')).toEqual({
      entries: [
        { heading: 'open', actualValue: 4 },
        { heading: 'internal', actualValue: 1 },
        { heading: 'seniority', actualValue: 1 },
        { heading: 'performance', actualValue: 0 },
      ],
    });
    expect(Object.fromEntries(urlOfCall('PUT').searchParams)).toEqual({
      classId: '2',
      serviceId: '7',
    });
    expect(screen.getByRole('dialog', { name: '५ पदको पङ्क्ति सम्पादन गर्नुहोस्' })).toBeVisible();
  });

  it('edits from any line of a vacancy count, and deletes its whole row after the confirmation', async () => {
    serve({
      [`DELETE ${ROWS}/12`]: () => ok(null, { en: 'Deleted.', ne: 'हटाइयो।' }),
    });
    const user = openPage();
    await user.click(await screen.findByTestId('vacancy-table-performance-edit-12'));
    const dialog = await screen.findByRole('dialog', {
      name: '१२ पदको पङ्क्ति सम्पादन गर्नुहोस्',
    });
    expect(countsIn(dialog)).toEqual(['८', '२', '१', '१']);
    await user.click(within(dialog).getByRole('button', { name: 'रद्द गर्नुहोस्' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const formulasAsked = getUrls(fetchMock).filter((url) => url.pathname === `${API}/formulas`);
    await user.click(screen.getByTestId('vacancy-table-internal-delete-12'));
    const confirm = await screen.findByRole('dialog', { name: 'मेटाउने पुष्टि' });
    expect(confirm).toHaveTextContent('१२ पदको पूरा पङ्क्ति (सबै शीर्षकका सङ्ख्या)');
    expect(calls('DELETE')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'पुष्टि गर्नुहोस्' }));
    await waitFor(() => expect(calls('DELETE')).toHaveLength(1));
    const deleted = urlOfCall('DELETE');
    expect(deleted.pathname).toBe(`${ROWS}/12`);
    expect(Object.fromEntries(deleted.searchParams)).toEqual({ classId: '2', serviceId: '7' });
    // Every list of the phase is asked again: the formula too.
    await waitFor(() =>
      expect(
        getUrls(fetchMock).filter((url) => url.pathname === `${API}/formulas`).length,
      ).toBeGreaterThan(formulasAsked.length),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('draws the rows as cards on a 375 px phone, the row form over the whole screen', async () => {
    setScreenWidth(375);
    const user = openPage({ search: `${TABLE}&view=rows` });
    const list = await screen.findByRole('list', { name: 'पद सङ्ख्याअनुसार वितरण तालिका' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = await within(list).findByRole('article', { name: '१२' });
    const pairs = within(card)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent ?? ''}`);
    expect(pairs).toEqual(expect.arrayContaining(['खुला प्रतियोगिता: ८(८.४०)', 'जम्मा: १२']));
    await user.click(within(card).getByTestId('vacancy-row-edit-12'));
    const dialog = await screen.findByRole('dialog', {
      name: '१२ पदको पङ्क्ति सम्पादन गर्नुहोस्',
    });
    expect(dialog.closest('[data-full-screen]')).not.toBeNull();
  });
});

describe('the distribution table in English', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows phase 2 by its own headings and saves a phase-2 row at phase 2’s address', async () => {
    const PHASE_TWO = apiOf('phase-two');
    const inclusive = (vacancyNumber: number, open: number): TVacancyTableRow => ({
      vacancyNumber,
      total: vacancyNumber,
      entries: [
        {
          heading: 'openForAll',
          percent: 55,
          decimalValue: (vacancyNumber * 55) / 100,
          actualValue: open,
        },
        {
          heading: 'inclusive',
          percent: 45,
          decimalValue: (vacancyNumber * 45) / 100,
          actualValue: vacancyNumber - open,
        },
      ],
    });
    serve({
      [`GET ${PHASE_TWO}/formulas`]: () => [
        { ...FORMULAS[0]!, id: 31, phase: 'phase-two', heading: 'openForAll', percent: 55 },
        { ...FORMULAS[1]!, id: 32, phase: 'phase-two', heading: 'inclusive', percent: 45 },
      ],
      [`GET ${PHASE_TWO}/table-rows`]: () => [inclusive(10, 6)],
      [`PUT ${PHASE_TWO}/table-rows/10`]: () => inclusive(10, 5),
    });
    const user = openPage({ phase: 'phase-two', search: `${TABLE}&view=rows` });
    const table = await screen.findByRole('table', {
      name: 'Distribution table by vacancy number',
    });
    expect(headersOf(table)).toEqual([
      'Vacancy number',
      'Open for all',
      'Inclusive groups',
      'Total',
      'Actions',
    ]);
    const row = (await screen.findByTestId('vacancy-row-edit-10')).closest('tr')!;
    expect(cellsOf(row).slice(0, 4)).toEqual(['10', '6(5.50)', '4(4.50)', '10']);

    await user.click(screen.getByTestId('vacancy-row-edit-10'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the row of 10 posts' });
    expect(countsIn(dialog, ['openForAll', 'inclusive'])).toEqual(['6', '4']);
    await user.clear(within(dialog).getByTestId('vacancy-row-actual-openForAll'));
    await user.type(within(dialog).getByTestId('vacancy-row-actual-openForAll'), '5');
    await user.clear(within(dialog).getByTestId('vacancy-row-actual-inclusive'));
    await user.type(within(dialog).getByTestId('vacancy-row-actual-inclusive'), '5');
    await user.click(within(dialog).getByTestId('vacancy-row-submit'));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'PUT')).toEqual({
        entries: [
          { heading: 'openForAll', actualValue: 5 },
          { heading: 'inclusive', actualValue: 5 },
        ],
      }),
    );
    expect(urlOfCall('PUT').pathname).toBe(`${PHASE_TWO}/table-rows/10`);
    expect(getUrls(fetchMock).some((url) => url.pathname === ROWS)).toBe(false);
  });

  it('shows a reader (VDC read) both views but nothing to generate, edit or delete', async () => {
    const user = openPage({ user: aStaffMemberWith('VDC', ['read']) });
    const open = (await screen.findAllByText('Open competition'))[0]!.closest('tr')!;
    expect(cellsOf(open)).toEqual(['5', 'Open competition', '70%', '3.50', '4']);
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByTestId(/^vacancy-table-.*-(edit|delete)-/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('vacancy-table-generate')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate' })).not.toBeInTheDocument();

    await user.click(screen.getByText('By vacancy number'));
    const twelve = (await screen.findAllByText('12'))[0]!.closest('tr')!;
    expect(cellsOf(twelve)).toEqual(['12', '8(8.40)', '2(1.20)', '1(1.20)', '1(1.20)', '12']);
    expect(screen.queryByTestId(/^vacancy-row-edit-/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('offers a role with VDC update but not delete edit and generate, as the API lets it save', async () => {
    openPage({ user: aStaffMemberWith('VDC', ['read', 'update']) });
    expect(await screen.findByTestId('vacancy-table-open-edit-12')).toBeVisible();
    expect(screen.queryByTestId('vacancy-table-open-delete-12')).not.toBeInTheDocument();
    expect(screen.getByTestId('vacancy-table-generate')).toBeVisible();
  });

  it('does not offer generate to a role that may create but not update: saving would be refused', async () => {
    openPage({ user: aStaffMemberWith('VDC', ['read', 'create']) });
    expect(await screen.findAllByText('12')).not.toHaveLength(0);
    expect(screen.queryByTestId('vacancy-table-generate')).not.toBeInTheDocument();
  });
});
