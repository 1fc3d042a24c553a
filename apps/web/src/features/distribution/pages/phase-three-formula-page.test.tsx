import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TPhaseThreeCategory, TPhaseThreeFormula } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { json, mockFetch, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import {
  A_STAFF_MEMBER,
  aStaffMemberWith,
  bodyOf,
  renderAt,
  serveMasterData,
} from '../../../test/master-data';
import { PhaseThreeFormulaPage } from './phase-three-formula-page';

vi.setConfig({ testTimeout: 30_000 });

const PAGE = '/admin/distribution-formula-configuration-phase-3/distribution-formula';
const FORMULAS = '/api/internal/distribution/phase-three/formulas';
const CATEGORIES = '/api/internal/distribution/phase-three/categories';

const FORMULA_ROWS: TPhaseThreeFormula[] = [
  {
    id: 11,
    categoryId: 1,
    categoryNameEn: 'Women',
    categoryNameNp: 'महिला',
    priority: 1,
    percentage: 33,
  },
  {
    id: 12,
    categoryId: 2,
    categoryNameEn: 'Adibasi/Janajati',
    categoryNameNp: 'आदिवासी/जनजाति',
    priority: 2,
    percentage: 27.33,
  },
  {
    id: 13,
    categoryId: 3,
    categoryNameEn: 'Madhesi',
    categoryNameNp: 'मधेसी',
    priority: 3,
    percentage: 22,
  },
];
const CATEGORY_ROWS: TPhaseThreeCategory[] = [
  { id: 1, categoryNameEn: 'Women', categoryNameNp: 'महिला', formulaId: 11 },
  { id: 2, categoryNameEn: 'Adibasi/Janajati', categoryNameNp: 'आदिवासी/जनजाति', formulaId: 12 },
  { id: 3, categoryNameEn: 'Madhesi', categoryNameNp: 'मधेसी', formulaId: 13 },
  { id: 4, categoryNameEn: 'Dalit', categoryNameNp: 'दलित', formulaId: null },
  { id: 5, categoryNameEn: 'Persons with disability', categoryNameNp: 'अपाङ्ग', formulaId: null },
];

let fetchMock: FetchMock;
function serve(handlers: Parameters<typeof serveMasterData>[2] = {}, rows = FORMULA_ROWS) {
  serveMasterData(
    fetchMock,
    {},
    {
      [`GET ${FORMULAS}`]: () => rows,
      [`GET ${CATEGORIES}`]: () => CATEGORY_ROWS,
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

const openPage = (user = A_STAFF_MEMBER) =>
  renderAt(<PhaseThreeFormulaPage />, PAGE, PAGE, { signedInAs: user });

const rowOf = async (id: number) =>
  (await screen.findByTestId(`phase-three-edit-${id}`)).closest('tr')!;

const calls = (method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

/** The names of the options the open select offers. */
const optionNames = async () =>
  (await screen.findAllByRole('option')).map((option) => option.textContent);

describe('PhaseThreeFormulaPage', () => {
  it('shows the shares in Nepali with Devanagari digits, their total and a note when not 100', async () => {
    openPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'पद वितरण सूत्र: तेस्रो चरण' }),
    ).toBeInTheDocument();
    const women = await rowOf(11);
    expect(
      within(women)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['१', 'महिला', '३३%']));
    expect(await rowOf(12)).toHaveTextContent('२७.३३%');
    expect(screen.getByTestId('phase-three-total')).toHaveTextContent('जम्मा: ८२.३३%');
    expect(screen.getByTestId('phase-three-incomplete')).toHaveTextContent(
      'हिस्साहरूको जोड ८२.३३ छ; यो जोड १०० हुनुपर्छ।',
    );
  });

  it('shows them in English, without a note when the shares add up to 100', async () => {
    await i18n.changeLanguage('en');
    serve({}, [
      { ...FORMULA_ROWS[0]!, percentage: 33.33 },
      { ...FORMULA_ROWS[1]!, percentage: 33.33 },
      { ...FORMULA_ROWS[2]!, percentage: 33.34 },
    ]);
    openPage();
    const row = await rowOf(12);
    expect(row).toHaveTextContent('Adibasi/Janajati');
    expect(row).toHaveTextContent('33.33%');
    expect(screen.getByTestId('phase-three-total')).toHaveTextContent('Total: 100%');
    expect(screen.queryByTestId('phase-three-incomplete')).not.toBeInTheDocument();
  });

  it('says the total in English when it is not 100', async () => {
    await i18n.changeLanguage('en');
    openPage();
    expect(await screen.findByTestId('phase-three-incomplete')).toHaveTextContent(
      'The shares add up to 82.33; they should add up to 100.',
    );
  });

  it('adds a share: only categories without a formula offered, a Devanagari percentage sent as a number', async () => {
    serve({ [`POST ${FORMULAS}`]: () => ({ ...FORMULA_ROWS[0]!, id: 14 }) });
    const user = openPage();
    await rowOf(11);
    await user.click(screen.getByTestId('phase-three-add'));
    const dialog = await screen.findByRole('dialog', { name: 'समूहको हिस्सा थप्नुहोस्' });
    await user.click(within(dialog).getByTestId('phase-three-submit'));
    expect(await within(dialog).findAllByText('यो विवरण अनिवार्य छ।')).toHaveLength(3);

    await user.click(within(dialog).getByTestId('phase-three-category'));
    expect(await optionNames()).toEqual(['दलित', 'अपाङ्ग']);
    await user.click(screen.getByRole('option', { name: 'दलित' }));
    await user.click(within(dialog).getByTestId('phase-three-priority'));
    expect(await optionNames()).toEqual(['१', '२', '३', '४', '५', '६']);
    await user.click(screen.getByRole('option', { name: '४' }));
    await user.type(within(dialog).getByTestId('phase-three-percentage'), '९.५');
    await user.click(within(dialog).getByTestId('phase-three-submit'));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST')).toEqual({ categoryId: 4, priority: 4, percentage: 9.5 }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a percentage the spec does not allow, sending nothing', async () => {
    const user = openPage();
    await rowOf(11);
    await user.click(screen.getByTestId('phase-three-add'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByTestId('phase-three-percentage'), '३३.३३३');
    await user.click(within(dialog).getByTestId('phase-three-submit'));
    expect(
      await within(dialog).findByText(
        '१ देखि ९९ सम्मको बढीमा दुई दशमलव स्थानसहितको प्रतिशत, वा १०० लेख्नुहोस्।',
      ),
    ).toBeInTheDocument();
    expect(calls('POST')).toHaveLength(0);
  });

  it('edits a share with its own category offered, and puts a server issue under its field, in English', async () => {
    await i18n.changeLanguage('en');
    serve({
      [`PUT ${FORMULAS}/11`]: () =>
        json(400, {
          status: 0,
          message: { en: 'Too much.', ne: 'धेरै।' },
          data: { issues: [{ path: 'percentage', message: 'distribution.totalOver100' }] },
          code: 'VALIDATION_FAILED',
        }),
    });
    const user = openPage();
    await rowOf(11);
    await user.click(screen.getByTestId('phase-three-edit-11'));
    const dialog = await screen.findByRole('dialog', { name: "Edit the category's share" });
    expect(within(dialog).getByTestId('phase-three-category')).toHaveValue('Women');
    expect(within(dialog).getByTestId('phase-three-priority')).toHaveValue('1');
    const percentage = within(dialog).getByTestId('phase-three-percentage');
    expect(percentage).toHaveValue('33');
    await user.click(within(dialog).getByTestId('phase-three-category'));
    expect(await optionNames()).toEqual(['Women', 'Dalit', 'Persons with disability']);
    await user.keyboard('{Escape}');
    await user.clear(percentage);
    await user.type(percentage, '50');
    await user.click(within(dialog).getByTestId('phase-three-submit'));
    expect(
      await within(dialog).findByText(
        'The percentages of the categories would add up to more than 100.',
      ),
    ).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT')).toEqual({ categoryId: 1, priority: 1, percentage: 50 });
    expect(screen.getByRole('dialog', { name: "Edit the category's share" })).toBeVisible();
  });

  it('deletes a share after the confirmation and reloads the list', async () => {
    serve({ [`DELETE ${FORMULAS}/13`]: () => null });
    const user = openPage();
    await rowOf(13);
    const listsBefore = calls('GET').filter(([input]) => String(input).endsWith(FORMULAS)).length;
    await user.click(screen.getByTestId('phase-three-delete-13'));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('समूहको हिस्सा');
    expect(calls('DELETE')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'पुष्टि गर्नुहोस्' }));
    await waitFor(() => expect(calls('DELETE')).toHaveLength(1));
    expect(String(calls('DELETE')[0]![0])).toContain(`${FORMULAS}/13`);
    await waitFor(() =>
      expect(
        calls('GET').filter(([input]) => String(input).endsWith(FORMULAS)).length,
      ).toBeGreaterThan(listsBefore),
    );
  });

  it('offers a read-only role no add, edit or delete buttons', async () => {
    openPage(aStaffMemberWith('VDC', ['read']));
    await screen.findByText('महिला');
    expect(screen.queryByTestId('phase-three-add')).not.toBeInTheDocument();
    expect(screen.queryByTestId('phase-three-edit-11')).not.toBeInTheDocument();
    expect(screen.queryByTestId('phase-three-delete-11')).not.toBeInTheDocument();
  });

  it('offers a role only the buttons of its actions on VDC', async () => {
    openPage(aStaffMemberWith('VDC', ['read', 'update']));
    expect(await screen.findByTestId('phase-three-edit-11')).toBeVisible();
    expect(screen.queryByTestId('phase-three-delete-11')).not.toBeInTheDocument();
    expect(screen.queryByTestId('phase-three-add')).not.toBeInTheDocument();
  });
});
