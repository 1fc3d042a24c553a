import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type {
  TGeneratedRow,
  TPhaseThreeCategory,
  TPhaseThreeFormula,
  TPhaseThreeTableRow,
  TPhaseThreeTableValue,
} from '@niyukti/shared';
import { toAlternateRows } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { json, mockFetch, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import {
  A_STAFF_MEMBER,
  aStaffMemberWith,
  bodyOf,
  getUrls,
  renderAt,
  serveMasterData,
} from '../../../test/master-data';
import { setScreenWidth } from '../../../test/screen-width';
import { PhaseThreeFormulaPage } from './phase-three-formula-page';

vi.setConfig({ testTimeout: 30_000 });

const BASE = '/admin/distribution-formula-configuration-phase-3';
const TABLE_PAGE = `${BASE}/distribution-table`;
const FORMULA_PAGE = `${BASE}/distribution-formula`;
const API = '/api/internal/distribution/phase-three';
const VALUES = `${API}/table-values`;
const ROWS = `${API}/table-rows`;
const GENERATED = `${ROWS}/generated`;

/** The federal shares (demo): women 33, Adibasi/Janajati 27, Madhesi 22, Dalit 9, … */
const CATEGORIES: [number, string, string, number][] = [
  [1, 'Women', 'महिला', 33],
  [2, 'Adibasi/Janajati', 'आदिवासी/जनजाति', 27],
  [3, 'Madhesi', 'मधेसी', 22],
  [4, 'Dalit', 'दलित', 9],
  [5, 'Persons with disability', 'अपाङ्ग', 5],
  [6, 'Backward area', 'पिछडिएको क्षेत्र', 4],
];
const FORMULAS: TPhaseThreeFormula[] = CATEGORIES.map(([id, en, np, percentage], index) => ({
  id: 10 + id,
  categoryId: id,
  categoryNameEn: en,
  categoryNameNp: np,
  priority: index + 1,
  percentage,
}));
const CATEGORY_ROWS: TPhaseThreeCategory[] = [
  ...CATEGORIES.map(([id, en, np]) => ({
    id,
    categoryNameEn: en,
    categoryNameNp: np,
    formulaId: 10 + id,
  })),
  { id: 7, categoryNameEn: 'Open', categoryNameNp: 'खुला', formulaId: null },
];

const value = (
  id: number,
  categoryId: number,
  vacancyNumber: number,
  actualValue: number,
): TPhaseThreeTableValue => {
  const [, en, np, percentage] = CATEGORIES.find(([category]) => category === categoryId)!;
  return {
    id,
    categoryId,
    categoryNameEn: en,
    categoryNameNp: np,
    vacancyNumber,
    percentage,
    decimalValue: Math.round(vacancyNumber * percentage) / 100,
    actualValue,
  };
};
/** The Section Officer's 176 posts of 2076 (58/48/39/15/9/7, used), and 3 posts half set. */
const SECTION_OFFICER_2076 = [58, 48, 39, 15, 9, 7];
const VALUE_ROWS: TPhaseThreeTableValue[] = [
  value(101, 1, 3, 1),
  ...SECTION_OFFICER_2076.map((actual, index) => value(111 + index, index + 1, 176, actual)),
];
/** The formula's split of 176: what the API generates. */
const GENERATED_176: TGeneratedRow = {
  vacancyNumber: 176,
  entries: [
    [1, 33, 58.08, 58],
    [2, 27, 47.52, 47],
    [3, 22, 38.72, 39],
    [4, 9, 15.84, 16],
    [5, 5, 8.8, 9],
    [6, 4, 7.04, 7],
  ].map(([categoryId, percentage, decimalValue, actualValue]) => ({
    categoryId: categoryId!,
    percentage: percentage!,
    decimalValue: decimalValue!,
    actualValue: actualValue!,
  })),
};

let fetchMock: FetchMock;
function serve(handlers: Parameters<typeof serveMasterData>[2] = {}, values = VALUE_ROWS) {
  serveMasterData(
    fetchMock,
    {},
    {
      [`GET ${API}/formulas`]: () => FORMULAS,
      [`GET ${API}/categories`]: () => CATEGORY_ROWS,
      [`GET ${VALUES}`]: () => values,
      [`GET ${ROWS}`]: (): TPhaseThreeTableRow[] => toAlternateRows(values),
      [`GET ${GENERATED}`]: () => GENERATED_176,
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

/** Where the router is: the tab and the view live in the address. */
function AddressProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

const openPage = ({ at = TABLE_PAGE, user = A_STAFF_MEMBER } = {}) =>
  renderAt(
    <>
      <PhaseThreeFormulaPage />
      <AddressProbe />
    </>,
    at,
    `${BASE}/:tab`,
    { signedInAs: user },
  );

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const valueRow = async (id: number) =>
  (await screen.findByTestId(`phase-three-value-edit-${id}`)).closest('tr')!;

const calls = (method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

/** Shows the alternate view: a row per vacancy number. */
async function byVacancyNumber(user: ReturnType<typeof openPage>, label = 'पद सङ्ख्याअनुसार') {
  await user.click(await screen.findByText(label));
  return screen.findByRole('table', {
    name: label === 'पद सङ्ख्याअनुसार' ? 'पद सङ्ख्याअनुसार वितरण तालिका' : /by vacancy number/,
  });
}

/** Every actual value of the open row form, as shown, by category id. */
const actualValues = (dialog: HTMLElement) =>
  CATEGORIES.map(
    ([id]) =>
      (within(dialog).getByTestId(`phase-three-row-actual-${id}`) as HTMLInputElement).value,
  );

describe('the phase-3 distribution table', () => {
  it('opens on the table tab at …/distribution-table and lists the values in Devanagari digits', async () => {
    openPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'पद वितरण सूत्र: तेस्रो चरण' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'वितरण तालिका', selected: true })).toBeVisible();
    expect(cellsOf(await valueRow(111))).toEqual(
      expect.arrayContaining(['महिला', '१७६', '३३%', '५८.०८', '५८']),
    );
    expect(cellsOf(await valueRow(115))).toEqual(
      expect.arrayContaining(['अपाङ्ग', '१७६', '५%', '८.८०', '९']),
    );
    expect(cellsOf(await valueRow(101))).toEqual(
      expect.arrayContaining(['महिला', '३', '३३%', '०.९९', '१']),
    );
    const table = screen.getByRole('table', { name: 'वितरण तालिकाका मानहरू' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/[↕▲▼]/g, '')),
    ).toEqual(['समूह', 'पद सङ्ख्या', 'प्रतिशत', 'दशमलव मान', 'वास्तविक मान', 'कार्य']);
    expect(table).not.toHaveTextContent(/[0-9]/);
  });

  it('says "no formula" for a value whose category has lost its formula', async () => {
    serve({}, [{ ...value(120, 6, 9, 1), percentage: null, decimalValue: null }]);
    openPage();
    expect(cellsOf(await valueRow(120))).toEqual(
      expect.arrayContaining(['पिछडिएको क्षेत्र', '९', 'सूत्र छैन', '—', '१']),
    );
  });

  it('shows a row per vacancy number, the categories side by side, and a row that does not add up as not used', async () => {
    const user = openPage();
    const table = await byVacancyNumber(user);
    expect(screen.getByTestId('address')).toHaveTextContent(`${TABLE_PAGE}?view=rows`);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/[↕▲▼]/g, '')),
    ).toEqual([
      'पद सङ्ख्या',
      'महिला',
      'आदिवासी/जनजाति',
      'मधेसी',
      'दलित',
      'अपाङ्ग',
      'पिछडिएको क्षेत्र',
      'जम्मा',
      'अवस्था',
      'कार्य',
    ]);
    const full = (await screen.findByTestId('phase-three-row-edit-176')).closest('tr')!;
    expect(cellsOf(full).slice(0, 9)).toEqual([
      '१७६',
      '५८(५८.०८)',
      '४८(४७.५२)',
      '३९(३८.७२)',
      '१५(१५.८४)',
      '९(८.८०)',
      '७(७.०४)',
      '१७६',
      'प्रयोगमा',
    ]);
    const partial = screen.getByTestId('phase-three-row-edit-3').closest('tr')!;
    expect(cellsOf(partial).slice(0, 3)).toEqual(['३', '१(०.९९)', '—']);
    expect(screen.getByTestId('phase-three-row-status-3')).toHaveTextContent(
      'प्रयोगमा छैन: जोड ३ मध्ये १',
    );
  });

  it('draws the rows as cards of category and value on a 375 px phone', async () => {
    setScreenWidth(375);
    const user = openPage();
    await user.click(await screen.findByText('पद सङ्ख्याअनुसार'));
    const list = await screen.findByRole('list', { name: 'पद सङ्ख्याअनुसार वितरण तालिका' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(list).getByRole('article', { name: '१७६' });
    const pairs = within(card)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent ?? ''}`);
    expect(pairs).toEqual(
      expect.arrayContaining(['महिला: ५८(५८.०८)', 'जम्मा: १७६', 'अवस्था: प्रयोगमा']),
    );
    expect(within(card).getByTestId('phase-three-row-edit-176')).toBeVisible();
  });

  it('generates 176 from the formula, prefilled 58/47/39/16/9/7, and saves the row as changed', async () => {
    serve({ [`PUT ${ROWS}/176`]: () => toAlternateRows(VALUE_ROWS)[1] });
    const user = openPage();
    await valueRow(111);
    await user.type(screen.getByTestId('phase-three-generate-vacancy'), '१७६');
    await user.click(screen.getByTestId('phase-three-generate'));
    const dialog = await screen.findByRole('dialog', {
      name: '१७६ पदका लागि तयार गरिएको पङ्क्ति',
    });
    const asked = getUrls(fetchMock).find((url) => url.pathname === GENERATED);
    expect(asked?.searchParams.get('vacancyNumber')).toBe('176');
    expect(actualValues(dialog)).toEqual(['५८', '४७', '३९', '१६', '९', '७']);
    // Locked: the vacancy number, and each category its label with its share.
    expect(within(dialog).getByTestId('phase-three-row-vacancy')).toHaveAttribute('readonly');
    expect(within(dialog).getByTestId('phase-three-row-vacancy')).toHaveValue('१७६');
    expect(within(dialog).getByLabelText(/आदिवासी\/जनजाति/)).toHaveAccessibleDescription(
      '२७%, दशमलव मान ४७.५२',
    );
    expect(within(dialog).getByTestId('phase-three-row-replaces')).toBeVisible();
    expect(within(dialog).getByTestId('phase-three-row-total')).toHaveTextContent(
      'जम्मा: १७६ मध्ये १७६',
    );

    // What the commission did in 2076: one post from Dalit to Adibasi/Janajati.
    const adibasi = within(dialog).getByTestId('phase-three-row-actual-2');
    await user.clear(adibasi);
    await user.type(adibasi, '४८');
    expect(within(dialog).getByTestId('phase-three-row-total')).toHaveTextContent(
      'जम्मा: १७६ मध्ये १७७',
    );
    const dalit = within(dialog).getByTestId('phase-three-row-actual-4');
    await user.clear(dalit);
    await user.type(dalit, '15');
    await user.click(within(dialog).getByTestId('phase-three-row-submit'));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'PUT')).toEqual({
        entries: SECTION_OFFICER_2076.map((actualValue, index) => ({
          categoryId: index + 1,
          actualValue,
        })),
      }),
    );
    expect(String(calls('PUT')[0]![0])).toContain(`${ROWS}/176`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a row with its vacancy number and categories locked, and shows the server’s "does not add up" under the form', async () => {
    serve({
      [`PUT ${ROWS}/3`]: () =>
        json(400, {
          status: 0,
          message: { en: 'Not valid.', ne: 'मिलेन।' },
          data: { issues: [{ path: 'entries', message: 'distribution.rowSumMismatch' }] },
          code: 'VALIDATION_FAILED',
        }),
    });
    const user = openPage();
    await byVacancyNumber(user);
    await user.click(await screen.findByTestId('phase-three-row-edit-3'));
    const dialog = await screen.findByRole('dialog', { name: '३ पदको पङ्क्ति सम्पादन गर्नुहोस्' });
    expect(within(dialog).getByTestId('phase-three-row-vacancy')).toHaveAttribute('readonly');
    // The saved count of the one category set; the others empty, to be filled in.
    expect(actualValues(dialog)).toEqual(['१', '', '', '', '', '']);
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/महिला/)).toHaveAccessibleDescription(
      '३३%, दशमलव मान ०.९९',
    );
    for (const [id] of CATEGORIES.slice(1))
      await user.type(within(dialog).getByTestId(`phase-three-row-actual-${id}`), '०');
    expect(within(dialog).getByTestId('phase-three-row-total')).toHaveTextContent('जम्मा: ३ मध्ये १');
    await user.click(within(dialog).getByTestId('phase-three-row-submit'));
    expect(await within(dialog).findByTestId('phase-three-row-error')).toHaveTextContent(
      'वास्तविक सङ्ख्याहरूको जोड पद सङ्ख्या बराबर हुनुपर्छ।',
    );
    expect(bodyOf(fetchMock, 'PUT')).toEqual({
      entries: CATEGORIES.map(([categoryId]) => ({
        categoryId,
        actualValue: categoryId === 1 ? 1 : 0,
      })),
    });
    expect(screen.getByRole('dialog', { name: '३ पदको पङ्क्ति सम्पादन गर्नुहोस्' })).toBeVisible();
  });

  it('follows the address: the formula tab at …/distribution-formula, the table tab’s own address when chosen', async () => {
    const user = openPage({ at: FORMULA_PAGE });
    expect(await screen.findByRole('tab', { name: 'वितरण सूत्र', selected: true })).toBeVisible();
    expect(await screen.findByTestId('phase-three-add')).toBeVisible();
    expect(screen.queryByTestId('phase-three-generate')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'वितरण तालिका' }));
    expect(screen.getByTestId('address')).toHaveTextContent(TABLE_PAGE);
    expect(await screen.findByTestId('phase-three-generate')).toBeVisible();
    expect(screen.queryByTestId('phase-three-add')).not.toBeInTheDocument();
  });
});

describe('the phase-3 distribution table in English', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('adds a value: the decimal value shown as typed, the exact POST body, a 409 under the category', async () => {
    serve({
      [`POST ${VALUES}`]: () =>
        json(409, {
          status: 0,
          message: { en: 'Conflict.', ne: 'द्वन्द्व।' },
          data: { issues: [{ path: 'categoryId', message: 'distribution.tableValueUsed' }] },
          code: 'CONFLICT',
        }),
    });
    const user = openPage();
    await valueRow(111);
    await user.click(screen.getByTestId('phase-three-value-add'));
    const dialog = await screen.findByRole('dialog', { name: 'Add a table value' });
    await user.click(within(dialog).getByTestId('phase-three-value-submit'));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(3);

    const category = within(dialog).getByTestId('phase-three-value-category');
    await user.click(category);
    // Only the categories with a formula, by priority: not Open.
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(
      CATEGORIES.map(([, en]) => en),
    );
    await user.click(screen.getByRole('option', { name: 'Adibasi/Janajati' }));
    await user.type(within(dialog).getByTestId('phase-three-value-vacancy'), '176');
    expect(within(dialog).getByTestId('phase-three-value-decimal')).toHaveValue('47.52');
    expect(within(dialog).getByTestId('phase-three-value-decimal')).toHaveAttribute('readonly');
    expect(within(dialog).getByTestId('phase-three-value-decimal')).toHaveAccessibleDescription(
      '27% of the vacancy number; read-only.',
    );
    await user.type(within(dialog).getByTestId('phase-three-value-actual'), '177');
    await user.click(within(dialog).getByTestId('phase-three-value-submit'));
    expect(
      await within(dialog).findByText('The actual count cannot be more than the vacancy number.'),
    ).toBeInTheDocument();
    expect(calls('POST')).toHaveLength(0);

    await user.clear(within(dialog).getByTestId('phase-three-value-actual'));
    await user.type(within(dialog).getByTestId('phase-three-value-actual'), '48');
    await user.click(within(dialog).getByTestId('phase-three-value-submit'));
    const message = await within(dialog).findByText(
      'This category already has a count for this vacancy number.',
    );
    expect(bodyOf(fetchMock, 'POST')).toEqual({
      categoryId: 2,
      vacancyNumber: 176,
      actualValue: 48,
    });
    expect(category).toHaveAttribute('aria-invalid', 'true');
    expect(category.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByRole('dialog', { name: 'Add a table value' })).toBeVisible();
  });

  it('edits a value with PUT and deletes one after the confirmation', async () => {
    serve({
      [`PUT ${VALUES}/101`]: () => value(101, 1, 3, 2),
      [`DELETE ${VALUES}/116`]: () => null,
    });
    const user = openPage();
    await user.click(await screen.findByTestId('phase-three-value-edit-101'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the table value' });
    expect(within(dialog).getByTestId('phase-three-value-category')).toHaveValue('Women');
    expect(within(dialog).getByTestId('phase-three-value-decimal')).toHaveValue('0.99');
    const actual = within(dialog).getByTestId('phase-three-value-actual');
    expect(actual).toHaveValue('1');
    await user.clear(actual);
    await user.type(actual, '2');
    await user.click(within(dialog).getByTestId('phase-three-value-submit'));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'PUT')).toEqual({ categoryId: 1, vacancyNumber: 3, actualValue: 2 }),
    );
    expect(String(calls('PUT')[0]![0])).toContain(`${VALUES}/101`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByTestId('phase-three-value-delete-116'));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('table value');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls('DELETE')).toHaveLength(1));
    expect(String(calls('DELETE')[0]![0])).toContain(`${VALUES}/116`);
  });

  it('shows a reader the table and a generated split, but nothing to add, edit, delete or save', async () => {
    const user = openPage({ user: aStaffMemberWith('VDC', ['read']) });
    expect(cellsOf((await screen.findAllByText('Women'))[0]!.closest('tr')!)).toEqual(
      expect.arrayContaining(['Women', '3', '33%', '0.99', '1']),
    );
    expect(screen.queryByTestId('phase-three-value-add')).not.toBeInTheDocument();
    expect(screen.queryByTestId(/^phase-three-value-(edit|delete)-/)).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();

    await byVacancyNumber(user, 'By vacancy number');
    expect(await screen.findByTestId('phase-three-row-status-176')).toHaveTextContent('Used');
    expect(screen.getByTestId('phase-three-row-status-3')).toHaveTextContent(
      'Not used: adds up to 1 of 3',
    );
    expect(screen.queryByTestId(/^phase-three-row-edit-/)).not.toBeInTheDocument();

    await user.type(screen.getByTestId('phase-three-generate-vacancy'), '176');
    await user.click(screen.getByTestId('phase-three-generate'));
    const dialog = await screen.findByRole('dialog', { name: 'Row generated for 176 posts' });
    expect(actualValues(dialog)).toEqual(['58', '47', '39', '16', '9', '7']);
    expect(within(dialog).getByTestId('phase-three-row-actual-1')).toHaveAttribute('readonly');
    expect(within(dialog).queryByTestId('phase-three-row-submit')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('PUT')).toHaveLength(0);
  });
});
