import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TVacancyFormula, TVacancyLimit, VacancyPhase } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { json, mockFetch, ok, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { aStaffMemberWith, bodyOf, getUrls, serveMasterData } from '../../../test/master-data';
import {
  apiOf,
  callsOf,
  cellsOf,
  CLASSES,
  openVacancyPage as openPage,
  SERVICES,
} from '../vacancy-test-kit';

vi.setConfig({ testTimeout: 30_000 });

const formulasPath = (phase: VacancyPhase) => `${apiOf(phase)}/formulas`;
const limitPath = (phase: VacancyPhase) => `${apiOf(phase)}/limit`;
const FORMULAS = formulasPath('phase-one');
const LIMIT = limitPath('phase-one');

const formula = (overrides: Partial<TVacancyFormula>): TVacancyFormula => ({
  id: 21,
  phase: 'phase-one',
  classId: 2,
  serviceId: 7,
  heading: 'open',
  priority: 1,
  percent: 70,
  ...overrides,
});
const PHASE_ONE_ROWS = [
  formula({ id: 21 }),
  formula({ id: 22, heading: 'seniority', priority: 2, percent: 20 }),
];
const PHASE_TWO_ROWS = [
  formula({ id: 31, phase: 'phase-two', heading: 'openForAll', priority: 1, percent: 55 }),
  formula({ id: 32, phase: 'phase-two', heading: 'inclusive', priority: 2, percent: 45 }),
];

let fetchMock: FetchMock;
function serve(handlers: Parameters<typeof serveMasterData>[2] = {}) {
  serveMasterData(
    fetchMock,
    { classes: CLASSES, services: SERVICES },
    {
      [`GET ${FORMULAS}`]: () => PHASE_ONE_ROWS,
      [`GET ${LIMIT}`]: () => ({ phase: 'phase-one', classId: 2, serviceId: 7, limit: null }),
      [`GET ${formulasPath('phase-two')}`]: () => PHASE_TWO_ROWS,
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

const rowOf = async (id: number) =>
  (await screen.findByTestId(`vacancy-formula-edit-${id}`)).closest('tr')!;

const calls = (method: string) => callsOf(fetchMock, method);

/** The names of the options the open select offers. */
const optionNames = async () =>
  (await screen.findAllByRole('option')).map((option) => option.textContent);

describe('VacancyFormulaPage', () => {
  it('asks for the class and service first, then lists their formulas in Nepali digits with the total', async () => {
    const user = openPage({ search: '' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'पद वितरण सूत्र: पहिलो चरण' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('vacancy-nothing-chosen')).toBeVisible();
    expect(screen.getByTestId('address')).toBeEmptyDOMElement();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('vacancy-formula-class'));
    await user.click(await screen.findByRole('option', { name: 'राजपत्राङ्कित तृतीय श्रेणी' }));
    // One of the two chosen: nothing is asked of the server yet.
    expect(getUrls(fetchMock).some((url) => url.pathname === FORMULAS)).toBe(false);
    await user.click(screen.getByTestId('vacancy-formula-service'));
    await user.click(await screen.findByRole('option', { name: 'नेपाल प्रशासन सेवा' }));

    expect(cellsOf(await rowOf(21))).toEqual(
      expect.arrayContaining(['खुला प्रतियोगिता', '१', '७०%']),
    );
    expect(cellsOf(await rowOf(22))).toEqual(
      expect.arrayContaining(['ज्येष्ठताका आधारमा बढुवा', '२', '२०%']),
    );
    expect(screen.getByTestId('vacancy-formula-total')).toHaveTextContent('जम्मा: ९०%');
    expect(screen.getByTestId('vacancy-formula-incomplete')).toHaveTextContent(
      'प्रतिशतहरूको जोड ९० छ; यो जोड १०० हुनुपर्छ।',
    );
    const list = getUrls(fetchMock).find((url) => url.pathname === FORMULAS);
    expect(list?.searchParams.get('classId')).toBe('2');
    expect(list?.searchParams.get('serviceId')).toBe('7');
    expect(screen.getByRole('tab', { name: 'वितरण सूत्र', selected: true })).toBeVisible();
    expect(screen.getByTestId('address')).toHaveTextContent('?classId=2&serviceId=7');
  });

  it('adds a formula: only the unused headings offered, the Devanagari percent sent as a number', async () => {
    serve({ [`POST ${FORMULAS}`]: () => formula({ id: 23, heading: 'internal' }) });
    const user = openPage();
    await rowOf(21);
    await user.click(screen.getByTestId('vacancy-formula-add'));
    const dialog = await screen.findByRole('dialog', { name: 'शीर्षकको सूत्र थप्नुहोस्' });
    await user.click(within(dialog).getByTestId('vacancy-formula-submit'));
    expect(await within(dialog).findAllByText('यो विवरण अनिवार्य छ।')).toHaveLength(3);

    await user.click(within(dialog).getByTestId('vacancy-formula-heading'));
    expect(await optionNames()).toEqual(['आन्तरिक प्रतियोगिता', 'कार्यक्षमता मूल्याङ्कनद्वारा बढुवा']);
    await user.click(screen.getByRole('option', { name: 'आन्तरिक प्रतियोगिता' }));
    await user.click(within(dialog).getByTestId('vacancy-formula-priority'));
    expect(await optionNames()).toEqual(['१', '२', '३', '४']);
    await user.click(screen.getByRole('option', { name: '३' }));
    await user.type(within(dialog).getByTestId('vacancy-formula-percent'), '१०');
    await user.click(within(dialog).getByTestId('vacancy-formula-submit'));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST')).toEqual({
        classId: 2,
        serviceId: 7,
        heading: 'internal',
        priority: 3,
        percent: 10,
      }),
    );
    expect(String(calls('POST')[0]![0])).toContain(FORMULAS);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a percent over 100 without sending it', async () => {
    const user = openPage();
    await rowOf(21);
    await user.click(screen.getByTestId('vacancy-formula-add'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByTestId('vacancy-formula-percent'), '१०१');
    await user.click(within(dialog).getByTestId('vacancy-formula-submit'));
    expect(
      await within(dialog).findByText('१ देखि १०० सम्मको पूर्ण प्रतिशत लेख्नुहोस्।'),
    ).toBeInTheDocument();
    expect(calls('POST')).toHaveLength(0);
  });

  it('puts a 409 "heading used" under the heading field and keeps the form open', async () => {
    serve({
      [`POST ${FORMULAS}`]: () =>
        json(409, {
          status: 0,
          message: { en: 'Conflict.', ne: 'द्वन्द्व।' },
          data: { issues: [{ path: 'heading', message: 'distribution.headingUsed' }] },
          code: 'CONFLICT',
        }),
    });
    const user = openPage();
    await rowOf(21);
    await user.click(screen.getByTestId('vacancy-formula-add'));
    const dialog = await screen.findByRole('dialog', { name: 'शीर्षकको सूत्र थप्नुहोस्' });
    const heading = within(dialog).getByTestId('vacancy-formula-heading');
    await user.click(heading);
    await user.click(await screen.findByRole('option', { name: 'आन्तरिक प्रतियोगिता' }));
    await user.click(within(dialog).getByTestId('vacancy-formula-priority'));
    await user.click(await screen.findByRole('option', { name: '४' }));
    await user.type(within(dialog).getByTestId('vacancy-formula-percent'), '५');
    await user.click(within(dialog).getByTestId('vacancy-formula-submit'));

    const message = await within(dialog).findByText(
      'यो श्रेणी र सेवाका लागि यो शीर्षकको सूत्र पहिले नै छ।',
    );
    expect(heading).toHaveAttribute('aria-invalid', 'true');
    expect(heading.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByRole('dialog', { name: 'शीर्षकको सूत्र थप्नुहोस्' })).toBeVisible();
  });

  it('edits a formula with its own heading offered, and deletes one after the confirmation', async () => {
    serve({
      [`PUT ${FORMULAS}/22`]: () => formula({ id: 22, heading: 'seniority', percent: 30 }),
      [`DELETE ${FORMULAS}/21`]: () => null,
    });
    const user = openPage();
    await rowOf(22);
    await user.click(screen.getByTestId('vacancy-formula-edit-22'));
    const dialog = await screen.findByRole('dialog', { name: 'शीर्षकको सूत्र सम्पादन गर्नुहोस्' });
    expect(within(dialog).getByTestId('vacancy-formula-heading')).toHaveValue(
      'ज्येष्ठताका आधारमा बढुवा',
    );
    expect(within(dialog).getByTestId('vacancy-formula-priority')).toHaveValue('२');
    const percent = within(dialog).getByTestId('vacancy-formula-percent');
    expect(percent).toHaveValue('२०');
    await user.click(within(dialog).getByTestId('vacancy-formula-heading'));
    expect(await optionNames()).toEqual([
      'आन्तरिक प्रतियोगिता',
      'ज्येष्ठताका आधारमा बढुवा',
      'कार्यक्षमता मूल्याङ्कनद्वारा बढुवा',
    ]);
    await user.keyboard('{Escape}');
    await user.clear(percent);
    await user.type(percent, '३०');
    await user.click(within(dialog).getByTestId('vacancy-formula-submit'));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'PUT')).toEqual({
        classId: 2,
        serviceId: 7,
        heading: 'seniority',
        priority: 2,
        percent: 30,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByTestId('vacancy-formula-delete-21'));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('शीर्षकको सूत्र');
    expect(calls('DELETE')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'पुष्टि गर्नुहोस्' }));
    await waitFor(() => expect(calls('DELETE')).toHaveLength(1));
    expect(String(calls('DELETE')[0]![0])).toContain(`${FORMULAS}/21`);
  });

  it('shows the limit as not set (1), saves a Devanagari limit and shows the saved one', async () => {
    let saved: TVacancyLimit = { phase: 'phase-one', classId: 2, serviceId: 7, limit: null };
    serve({
      [`GET ${LIMIT}`]: (url) => {
        expect(url.searchParams.get('classId')).toBe('2');
        expect(url.searchParams.get('serviceId')).toBe('7');
        return saved;
      },
      [`PUT ${LIMIT}`]: (_url, init) => {
        saved = { ...saved, limit: (JSON.parse(String(init?.body)) as TVacancyLimit).limit };
        return ok(saved, { en: 'Saved.', ne: 'वितरण सीमा सुरक्षित गरियो।' });
      },
    });
    const user = openPage();
    await rowOf(21);
    await user.click(screen.getByRole('tab', { name: 'वितरण सीमा' }));
    expect(await screen.findByTestId('vacancy-limit-current')).toHaveTextContent(
      'हालको सीमा: तोकिएको छैन (१)',
    );
    const input = screen.getByTestId('vacancy-limit-input');
    expect(input).toHaveValue('');
    await user.type(input, '१२००');
    await user.click(screen.getByTestId('vacancy-limit-save'));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'PUT')).toEqual({ classId: 2, serviceId: 7, limit: 1200 }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('vacancy-limit-current')).toHaveTextContent('हालको सीमा: १,२००'),
    );
    expect(screen.getByTestId('vacancy-limit-input')).toHaveValue('१२००');
  });

  it('refuses a limit of 0 under its field, without sending it', async () => {
    const user = openPage();
    await user.click(await screen.findByRole('tab', { name: 'वितरण सीमा' }));
    await user.type(await screen.findByTestId('vacancy-limit-input'), '०');
    await user.click(screen.getByTestId('vacancy-limit-save'));
    expect(await screen.findByText('१ देखि १०,००० सम्मको पद सङ्ख्या लेख्नुहोस्।')).toBeInTheDocument();
    expect(calls('PUT')).toHaveLength(0);
  });
});

describe('VacancyFormulaPage in English', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows phase 2 with its own headings only, from the class and service in the address', async () => {
    const user = openPage({ phase: 'phase-two' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Distribution formula configuration: phase 2',
      }),
    ).toBeInTheDocument();
    expect(cellsOf(await rowOf(31))).toEqual(expect.arrayContaining(['Open for all', '1', '55%']));
    expect(cellsOf(await rowOf(32))).toEqual(
      expect.arrayContaining(['Inclusive groups', '2', '45%']),
    );
    expect(screen.getByTestId('vacancy-formula-total')).toHaveTextContent('Total: 100%');
    expect(screen.queryByTestId('vacancy-formula-incomplete')).not.toBeInTheDocument();
    expect(screen.getByTestId('vacancy-formula-class')).toHaveValue('Gazetted Third Class');
    expect(getUrls(fetchMock).some((url) => url.pathname === FORMULAS)).toBe(false);

    // Editing the inclusive share offers phase 2's headings, none of phase 1's.
    await user.click(screen.getByTestId('vacancy-formula-edit-32'));
    const dialog = await screen.findByRole('dialog', { name: "Edit the heading's formula" });
    await user.click(within(dialog).getByTestId('vacancy-formula-heading'));
    expect(await optionNames()).toEqual(['Inclusive groups']);
  });

  it('offers a role without VDC create no Add button, and a read-only one no edit, delete or save', async () => {
    openPage({ user: aStaffMemberWith('VDC', ['read', 'update']) });
    expect(await screen.findByTestId('vacancy-formula-edit-21')).toBeVisible();
    expect(screen.getByText('Open competition')).toBeVisible();
    expect(screen.queryByTestId('vacancy-formula-add')).not.toBeInTheDocument();
    expect(screen.queryByTestId('vacancy-formula-delete-21')).not.toBeInTheDocument();
  });

  it('shows a read-only role the formulas and the limit but nothing to change them', async () => {
    const user = openPage({ user: aStaffMemberWith('VDC', ['read']) });
    expect(await screen.findByText('Promotion by seniority')).toBeVisible();
    expect(screen.queryByTestId('vacancy-formula-add')).not.toBeInTheDocument();
    expect(screen.queryByTestId('vacancy-formula-edit-21')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Distribution limit' }));
    expect(await screen.findByTestId('vacancy-limit-current')).toHaveTextContent(
      'Current limit: not set (1)',
    );
    expect(screen.queryByTestId('vacancy-limit-save')).not.toBeInTheDocument();
  });
});
