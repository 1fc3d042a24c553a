import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, type TDistribution, type TRequisitionSummary } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import {
  json,
  mockFetch,
  ok,
  resetToasts,
  shownToasts,
  type FetchMock,
} from '../../../test/fetch-mock';
import {
  aStaffMemberWith,
  bodyOf,
  getUrls,
  renderAt,
  serveMasterData,
} from '../../../test/master-data';
import { setScreenWidth } from '../../../test/screen-width';
import {
  NAYAB_SUBBAS,
  NUMBERED,
  pageOf,
  PHASE_TWO_NOT_WHOLE,
  PROPOSAL_2076,
  saved,
  SECTION_OFFICERS,
} from '../test-fixtures';
import { DistributionFormPage } from './distribution-form-page';

vi.setConfig({ testTimeout: 30_000 });

const PAGE = '/admin/percentage-distribution/31';
const PATTERN = '/admin/percentage-distribution/:requisitionId';
const LIST = '/api/internal/distribution/requisitions';
const DISTRIBUTION = `${LIST}/31/distribution`;
const NUMBERS = `${LIST}/31/advertisement-numbers`;
const PROPOSAL = `${LIST}/31/proposal`;

/** The distribution officer: reads, generates the numbers and saves the split. */
const OFFICER = aStaffMemberWith('PD', ['read', 'create', 'update']);
/** A clerk who only reads percentage distribution. */
const READER = aStaffMemberWith('PD', ['read']);

let fetchMock: FetchMock;
let current: TDistribution | null;
let proposal: () => unknown;
let saveAnswer: (body: unknown) => unknown;

function serve() {
  serveMasterData(
    fetchMock,
    {},
    {
      [`GET ${LIST}`]: () => pageOf<TRequisitionSummary>([SECTION_OFFICERS, NAYAB_SUBBAS]),
      [`GET ${LIST}/31/summary`]: () => SECTION_OFFICERS,
      [`GET ${DISTRIBUTION}`]: () => current,
      [`POST ${NUMBERS}`]: () => {
        current = NUMBERED;
        return ok(current, MESSAGES['distribution.numbersGenerated']);
      },
      [`GET ${PROPOSAL}`]: () => proposal(),
      [`PUT ${DISTRIBUTION}`]: (_url, init) => saveAnswer(JSON.parse(String(init?.body))),
    },
  );
}

beforeEach(() => {
  resetToasts();
  fetchMock = mockFetch();
  current = null;
  proposal = () => PROPOSAL_2076;
  // The server keeps the rows sent: each part's seats, none for a part left out.
  saveAnswer = (body) => {
    const { rows } = body as {
      rows: { quotaId: number | null; heading: string | null; seats: number }[];
    };
    current = {
      ...NUMBERED,
      status: 'submitted',
      quotas: NUMBERED.quotas.map((part) => ({
        ...part,
        seats:
          rows.find((row) =>
            part.quotaId !== null ? row.quotaId === part.quotaId : row.heading === part.heading,
          )?.seats ?? null,
      })),
    };
    return ok(current, MESSAGES['distribution.saved']);
  };
  serve();
});
afterEach(() => vi.restoreAllMocks());

const openPage = (user = OFFICER) =>
  renderAt(<DistributionFormPage />, PAGE, PATTERN, { signedInAs: user });

const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method &&
      new URL(String(input), 'http://localhost').pathname === path,
  );

/** The values of the split's rows: quota type, reserved number, vacancy number. */
function splitRows() {
  const table = screen.getByTestId('split-rows');
  return within(table)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'))
    .map((row) => [
      (within(row).getByRole('combobox') as HTMLInputElement).value,
      within(row).getByTestId('split-row-number').textContent,
      (within(row).getByRole('textbox') as HTMLInputElement).value,
    ]);
}

/** Each body row of a phase's table, as its cells' texts. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'))
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

/** The text of an element without what keeps its issued script (the requisition's number). */
function textOutsideIssuedCodes(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[translate="no"], style').forEach((code) => code.remove());
  return copy.textContent ?? '';
}

type User = ReturnType<typeof openPage>;

/** Picks `option` in a row's quota type. */
async function chooseQuota(user: User, row: number, option: string) {
  await user.click(screen.getByTestId(`split-row-quota-${row}`));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the distribution form in Nepali', () => {
  beforeEach(() => i18n.changeLanguage('ne'));

  it('before the numbers: the requisition, and "auto-generate" says only to generate them first', async () => {
    const user = openPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'माग नं. RQ-31/076-77 को पद वितरण' }),
    ).toBeVisible();
    // Opened afresh, the requisition is looked up in the list (PD has no read of one).
    const facts = screen.getByTestId('distribution-facts');
    expect(facts).toHaveTextContent('शाखा अधिकृत');
    expect(facts).toHaveTextContent('सङ्घीय मामिला तथा सामान्य प्रशासन मन्त्रालय');
    expect(screen.getByTestId('distribution-total-vacancy')).toHaveTextContent('५६०');
    expect(within(facts).getByTestId('distribution-status')).toHaveTextContent(
      'विज्ञापन नम्बर निकालिएको छैन',
    );
    expect(screen.getByTestId('split-no-numbers')).toHaveTextContent(
      'पहिले विज्ञापन नम्बर निकाल्नुहोस्; बाँडफाँट त्यसपछि गरिन्छ।',
    );

    await user.click(screen.getByRole('button', { name: 'कोटा स्वतः तयार गर्नुहोस्' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([MESSAGES['distribution.generateNumbersFirst'].ne]),
    );
    expect(calls('GET', PROPOSAL)).toHaveLength(0);
    expect(screen.queryByTestId('proposal')).not.toBeInTheDocument();
    expect(screen.queryByTestId('split-rows')).not.toBeInTheDocument();
  });

  it('generates the numbers: one reserved per quota, the button gone, the split to fill', async () => {
    const user = openPage();
    await user.click(await screen.findByRole('button', { name: 'विज्ञापन नम्बर निकाल्नुहोस्' }));
    await waitFor(() => expect(calls('POST', NUMBERS)).toHaveLength(1));
    expect(await screen.findByTestId('distribution-status')).toHaveTextContent(
      'विज्ञापन नम्बर निकालियो',
    );
    expect(shownToasts()).toContain(MESSAGES['distribution.numbersGenerated'].ne);
    expect(
      screen.queryByRole('button', { name: 'विज्ञापन नम्बर निकाल्नुहोस्' }),
    ).not.toBeInTheDocument();
    expect(screen.getByTestId('split-empty')).toBeVisible();
    expect(screen.getByTestId('split-total')).toHaveTextContent('जम्मा: ५६० मध्ये ०');
  });

  it('auto-generates the quota: a row per reserved number, the 2076 split explained phase by phase', async () => {
    current = NUMBERED;
    const user = openPage();
    await user.click(await screen.findByRole('button', { name: 'कोटा स्वतः तयार गर्नुहोस्' }));
    await screen.findByTestId('split-rows');
    expect(splitRows()).toEqual([
      ['खुला', '१६६१३/०८२-८३', '२१६'],
      ['महिला', '१६६१४/०८२-८३', '५८'],
      ['आदिवासी/जनजाति', '१६६१५/०८२-८३', '४८'],
      ['मधेसी', '१६६१६/०८२-८३', '३९'],
      ['दलित', '१६६१७/०८२-८३', '१५'],
      ['अपाङ्ग', '१६६१८/०८२-८३', '९'],
      ['पिछडिएको क्षेत्र', '१६६१९/०८२-८३', '७'],
      ['ज्येष्ठताका आधारमा बढुवा', 'विज्ञापन हुँदैन', '१६८'],
    ]);
    expect(screen.getByTestId('split-total')).toHaveTextContent('जम्मा: ५६० मध्ये ५६०');

    const explained = await screen.findByTestId('proposal');
    expect(rowsOf(within(explained).getByRole('table', { name: 'पहिलो चरण: ५६० पद' }))).toEqual([
      ['खुला प्रतियोगिता', '७०%', '३९२.००', '३९२'],
      ['ज्येष्ठताका आधारमा बढुवा', '३०%', '१६८.००', '१६८'],
    ]);
    expect(rowsOf(within(explained).getByRole('table', { name: 'दोस्रो चरण: ३९२ पद' }))).toEqual([
      ['खुला (सबैका लागि)', '५५%', '२१५.६०', '२१६'],
      ['समावेशी समूह', '४५%', '१७६.४०', '१७६'],
    ]);
    // Phase 3 from the row staff set for 176; the formula's own 47 and 16 beside 48 and 15.
    const phaseThree = within(explained).getByRole('table', { name: 'तेस्रो चरण: १७६ पद' });
    expect(rowsOf(phaseThree)).toEqual([
      ['महिला', '३३%', '५८.०८', '५८', '—'],
      ['आदिवासी/जनजाति', '२७%', '४७.५२', '४८', '४७'],
      ['मधेसी', '२२%', '३८.७२', '३९', '—'],
      ['दलित', '९%', '१५.८४', '१५', '१६'],
      ['अपाङ्ग', '५%', '८.८०', '९', '—'],
      ['पिछडिएको क्षेत्र', '४%', '७.०४', '७', '—'],
    ]);
    expect(within(explained).getByTestId('proposal-phase-three-source')).toHaveTextContent(
      'कर्मचारीले १७६ पदका लागि तोकेको तालिकाको पङ्क्तिबाट लिइएको',
    );
    expect(within(explained).getByTestId('proposal-quota-1')).toHaveTextContent('खुला २१६');
    expect(within(explained).getByTestId('proposal-kept-seniority')).toHaveTextContent(
      'ज्येष्ठताका आधारमा बढुवा १६८',
    );
    expect(within(explained).getByTestId('proposal-quota-total')).toHaveTextContent(
      'जम्मा ५६० = विज्ञापन हुने ३९२ + विज्ञापन नहुने १६८',
    );
    const page = document.querySelector<HTMLElement>('[data-print-distribution]')!;
    expect(textOutsideIssuedCodes(page)).not.toMatch(/[0-9]/);
    expect(shownToasts()).toEqual([]);
  });

  it('says the history it settled the fractions with, and what it left each part owed', async () => {
    current = NUMBERED;
    const [one, two, three] = PROPOSAL_2076.phases;
    proposal = () => ({
      ...PROPOSAL_2076,
      earlierDistributions: 2,
      phases: [
        one!,
        {
          ...two!,
          parts: two!.parts.map((part, index) => ({ ...part, owed: index === 0 ? -0.15 : 0.15 })),
        },
        three!,
      ],
    });
    const user = openPage();
    await user.click(await screen.findByRole('button', { name: 'कोटा स्वतः तयार गर्नुहोस्' }));
    const explained = await screen.findByTestId('proposal');
    expect(within(explained).getByTestId('proposal-history')).toHaveTextContent(
      'पहिलेका २ वितरणसहित मिलाइएको',
    );
    // Only the phase something is owed in shows the column.
    expect(rowsOf(within(explained).getByRole('table', { name: 'दोस्रो चरण: ३९२ पद' }))).toEqual([
      ['खुला (सबैका लागि)', '५५%', '२१५.६०', '-०.१५', '२१६'],
      ['समावेशी समूह', '४५%', '१७६.४०', '+०.१५', '१७६'],
    ]);
    expect(
      within(within(explained).getByRole('table', { name: 'पहिलो चरण: ५६० पद' })).queryByText(
        'पहिलेका वितरणबाट बाँकी',
      ),
    ).not.toBeInTheDocument();
  });

  it('on a phone: each row of the split is a card with its labelled fields', async () => {
    setScreenWidth(375);
    current = saved('submitted');
    openPage();
    const list = await screen.findByRole('list', { name: 'कोटाको प्रकारअनुसार पदको वितरण' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(8);
    expect(within(cards[0]!).getByRole('combobox', { name: 'कोटाको प्रकार' })).toHaveValue('खुला');
    expect(within(cards[0]!).getByRole('textbox', { name: 'पद सङ्ख्या' })).toHaveValue('२१६');
    expect(cards[0]).toHaveTextContent('१६६१३/०८२-८३');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('the distribution form in English', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('a changed figure: "Sum of Vacancy Number should be equal to total vacancy", nothing sent; fixed, it is saved', async () => {
    current = NUMBERED;
    const user = openPage();
    await user.click(await screen.findByRole('button', { name: 'Auto-generate quota' }));
    await screen.findByTestId('split-rows');
    const open = screen.getByRole('textbox', { name: 'Vacancy number, row 1' });
    await user.clear(open);
    await user.type(open, '200');
    expect(screen.getByTestId('split-total')).toHaveTextContent('Total: 544 of 560');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('split-error')).toHaveTextContent(
      'Sum of Vacancy Number should be equal to total vacancy',
    );
    expect(calls('PUT', DISTRIBUTION)).toHaveLength(0);

    // The commission gives the 16 to women instead.
    const women = screen.getByRole('textbox', { name: 'Vacancy number, row 2' });
    await user.clear(women);
    await user.type(women, '७४');
    await waitFor(() => expect(screen.queryByTestId('split-error')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('PUT', DISTRIBUTION)).toHaveLength(1));
    expect(bodyOf(fetchMock, 'PUT')).toEqual({
      rows: [
        { quotaId: 1, heading: null, seats: 200 },
        { quotaId: 2, heading: null, seats: 74 },
        { quotaId: 3, heading: null, seats: 48 },
        { quotaId: 4, heading: null, seats: 39 },
        { quotaId: 5, heading: null, seats: 15 },
        { quotaId: 6, heading: null, seats: 9 },
        { quotaId: 7, heading: null, seats: 7 },
        { quotaId: null, heading: 'seniority', seats: 168 },
      ],
    });
    expect(await screen.findByTestId('distribution-status')).toHaveTextContent(
      'Waiting for approval',
    );
    expect(shownToasts()).toContain(MESSAGES['distribution.saved'].en);
  });

  it('an empty row: "Please select Quota Type" and "Please enter Vacancy Number"; text is not a number', async () => {
    current = NUMBERED;
    const user = openPage();
    await user.click(await screen.findByRole('button', { name: 'Add quota type' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const row = screen.getByTestId('split-row-0');
    expect(await within(row).findByText('Please select Quota Type')).toBeVisible();
    expect(within(row).getByText('Please enter Vacancy Number')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Vacancy number, row 1' }), 'ten');
    expect(await within(row).findByText('Please enter valid Vacancy Number')).toBeVisible();
    expect(calls('PUT', DISTRIBUTION)).toHaveLength(0);
  });

  it('types the split by hand: each quota offered once, Devanagari digits sent as numbers', async () => {
    current = NUMBERED;
    const user = openPage();
    await user.click(await screen.findByRole('button', { name: 'Add quota type' }));
    await chooseQuota(user, 0, 'Open');
    expect(screen.getByTestId('split-row-0')).toHaveTextContent('16613/082-83');
    await user.type(screen.getByRole('textbox', { name: 'Vacancy number, row 1' }), '३९२');
    await user.click(screen.getByRole('button', { name: 'Add quota type' }));
    await user.click(screen.getByTestId('split-row-quota-1'));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).not.toContain('Open');
    expect(offered).toContain('Promotion by seniority');
    await user.click(screen.getByRole('option', { name: 'Promotion by seniority' }));
    expect(screen.getByTestId('split-row-1')).toHaveTextContent('Not advertised');
    await user.type(screen.getByRole('textbox', { name: 'Vacancy number, row 2' }), '168');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'PUT')).toEqual({
        rows: [
          { quotaId: 1, heading: null, seats: 392 },
          { quotaId: null, heading: 'seniority', seats: 168 },
        ],
      }),
    );

    // Saved, the form shows what the server kept; a removed row leaves the split.
    expect(await screen.findByTestId('distribution-status')).toHaveTextContent(
      'Waiting for approval',
    );
    await user.click(screen.getByRole('button', { name: 'Remove row 2' }));
    expect(splitRows()).toEqual([['Open', '16613/082-83', '392']]);
    expect(screen.getByTestId('split-total')).toHaveTextContent('Total: 392 of 560');
  });

  it("puts the server's refusals where the form puts its own", async () => {
    current = saved('rejected', { decisionRemarks: 'Give the Dalit quota one more post.' });
    saveAnswer = () =>
      json(400, {
        status: 0,
        code: 'VALIDATION_FAILED',
        message: MESSAGES['error.VALIDATION_FAILED'],
        data: {
          issues: [
            { path: ['rows', 0, 'quotaId'], message: 'distribution.quotaNotNumbered' },
            { path: ['rows'], message: 'distribution.sumMustEqualTotal' },
          ],
        },
      });
    const user = openPage();
    // Returned for correction: the approver's remarks, and the saved split to correct.
    expect(await screen.findByTestId('distribution-returned')).toHaveTextContent(
      'Give the Dalit quota one more post.',
    );
    expect(screen.getByTestId('distribution-status')).toHaveTextContent('Returned for correction');
    expect(splitRows()[4]).toEqual(['Dalit', '16617/082-83', '15']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('PUT', DISTRIBUTION)).toHaveLength(1));
    expect(
      await within(screen.getByTestId('split-row-0')).findByText(
        MESSAGES['distribution.quotaNotNumbered'].en,
      ),
    ).toBeVisible();
    expect(screen.getByTestId('split-error')).toHaveTextContent(
      MESSAGES['distribution.sumMustEqualTotal'].en,
    );
  });

  it('says in place why the quota could not be generated (409), the rows untouched', async () => {
    current = NUMBERED;
    proposal = () => json(409, PHASE_TWO_NOT_WHOLE);
    const user = openPage();
    await user.click(await screen.findByRole('button', { name: 'Auto-generate quota' }));
    const refusal = await screen.findByTestId('proposal-error');
    expect(refusal).toHaveTextContent('The quota could not be generated');
    expect(refusal).toHaveTextContent(PHASE_TWO_NOT_WHOLE.message.en);
    expect(screen.getByTestId('split-empty')).toBeVisible();
    expect(shownToasts()).toEqual([PHASE_TWO_NOT_WHOLE.message.en]);
  });

  it('for a reader: the saved split without a button to change it; Print prints', async () => {
    current = saved('submitted');
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = openPage(READER);
    const table = await screen.findByRole('table', {
      name: 'Distribution of the vacancies by quota type',
    });
    expect(rowsOf(table)[0]).toEqual(['16613/082-83', 'Open', '216']);
    expect(rowsOf(table)[7]).toEqual(['—', 'Promotion by seniority', '168']);
    expect(screen.getByTestId('split-total')).toHaveTextContent('Total: 560 of 560');
    for (const name of [
      'Generate advertisement number',
      'Auto-generate quota',
      'Add quota type',
      'Save',
    ])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('once approved: read-only, each quota with the advertisement made from its number', async () => {
    current = saved('approved', { decisionRemarks: 'As the formula gives.' });
    openPage();
    expect(await screen.findByTestId('distribution-approved')).toHaveTextContent(
      'As the formula gives.',
    );
    expect(screen.getByTestId('distribution-status')).toHaveTextContent('Approved');
    const table = screen.getByRole('table', {
      name: 'Distribution of the vacancies by quota type',
    });
    expect(rowsOf(table)[0]).toEqual([
      '16613/082-83',
      'Open',
      '216',
      'Advertisement made: 16613-082-83',
    ]);
    expect(rowsOf(table)[7]).toEqual(['—', 'Promotion by seniority', '168', 'Not advertised']);
    expect(screen.queryByRole('button', { name: 'Auto-generate quota' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(getUrls(fetchMock).some((url) => url.pathname === PROPOSAL)).toBe(false);
  });
});
