import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type {
  TDistributionProposal,
  TPage,
  TProposalPart,
  TProposalPhase,
  TRequisitionSummary,
} from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import {
  json,
  mockFetch,
  resetToasts,
  shownToasts,
  type FetchMock,
} from '../../../test/fetch-mock';
import { aStaffMemberWith, getUrls, renderAt, serveMasterData } from '../../../test/master-data';
import { setScreenWidth } from '../../../test/screen-width';
import { PercentageDistributionPage } from './percentage-distribution-page';

vi.setConfig({ testTimeout: 30_000 });

const PAGE = '/admin/percentage-distribution';
const LIST = '/api/internal/distribution/requisitions';
const proposalOf = (id: number) => `${LIST}/${id}/proposal`;

/** A distribution officer: reads PD, nothing else. */
const OFFICER = aStaffMemberWith('PD', ['read']);

const requisition = (overrides: Partial<TRequisitionSummary>): TRequisitionSummary => ({
  id: 31,
  number: 'RQ-31/076-77',
  fiscalYear: '2076-77',
  status: 'approved',
  organization: {
    id: 4,
    nameEn: 'Ministry of Federal Affairs and General Administration',
    nameNe: 'सङ्घीय मामिला तथा सामान्य प्रशासन मन्त्रालय',
  },
  demandOffice: {
    id: 40,
    nameEn: 'Ministry of Federal Affairs and General Administration',
    nameNe: 'सङ्घीय मामिला तथा सामान्य प्रशासन मन्त्रालय',
  },
  postId: 11,
  postEn: 'Section Officer',
  postNe: 'शाखा अधिकृत',
  serviceEn: 'Nepal Administration Service',
  serviceNe: 'नेपाल प्रशासन सेवा',
  classEn: 'Gazetted Third Class',
  classNe: 'राजपत्राङ्कित तृतीय श्रेणी',
  groupEn: 'General Administration',
  groupNe: 'सामान्य प्रशासन',
  subGroupEn: null,
  subGroupNe: null,
  totalVacancy: 560,
  gazetted: true,
  // 2076-05-29 B.S.
  requestedAt: '2019-09-15T05:30:00.000Z',
  ...overrides,
});

/** The Section Officer requisition of 2076: 560 posts. */
const SECTION_OFFICERS = requisition({});
/** Two Nayab Subba posts, fewer than phase 1's limit of 3. */
const NAYAB_SUBBAS = requisition({
  id: 32,
  number: 'RQ-32/076-77',
  postId: 12,
  postEn: 'Nayab Subba',
  postNe: 'नायब सुब्बा',
  classEn: 'Non-gazetted First Class',
  classNe: 'राजपत्र अनङ्कित प्रथम श्रेणी',
  totalVacancy: 2,
  gazetted: false,
  requestedAt: '2019-09-10T05:30:00.000Z',
});

type PartRow = [
  key: string | number,
  nameEn: string,
  nameNe: string,
  percent: number,
  exact: number,
  seats: number,
  formulaSeats?: number,
];
const part = (
  [key, nameEn, nameNe, percent, exact, seats, formulaSeats = seats]: PartRow,
  index: number,
): TProposalPart => ({
  heading: typeof key === 'string' ? (key as TProposalPart['heading']) : null,
  categoryId: typeof key === 'number' ? key : null,
  nameEn,
  nameNe,
  percent,
  priority: index + 1,
  exact,
  owed: 0,
  seats,
  formulaSeats,
});
const phase = (
  name: TProposalPhase['phase'],
  posts: number,
  source: TProposalPhase['source'],
  parts: PartRow[],
  limit: number | null = null,
): TProposalPhase => ({ phase: name, posts, source, limit, parts: parts.map(part) });

/**
 * What "auto-generate quota" answers for the 560 Section Officers with the 2076 row of 176 set
 * in the phase-3 table: 392/168, 216/176, and 58/48/39/15/9/7 where the formula gives 47 and 16.
 */
const PROPOSAL_2076: TDistributionProposal = {
  requisitionId: 31,
  totalVacancy: 560,
  phases: [
    phase('phase-one', 560, 'formula', [
      ['open', 'Open competition', 'खुला प्रतियोगिता', 70, 392, 392],
      ['seniority', 'Promotion by seniority', 'ज्येष्ठताका आधारमा बढुवा', 30, 168, 168],
    ]),
    phase('phase-two', 392, 'formula', [
      ['openForAll', 'Open for all', 'खुला (सबैका लागि)', 55, 215.6, 216],
      ['inclusive', 'Inclusive groups', 'समावेशी समूह', 45, 176.4, 176],
    ]),
    phase('phase-three', 176, 'table', [
      [2, 'Women', 'महिला', 33, 58.08, 58],
      [3, 'Adibasi/Janajati', 'आदिवासी/जनजाति', 27, 47.52, 48, 47],
      [4, 'Madhesi', 'मधेसी', 22, 38.72, 39],
      [5, 'Dalit', 'दलित', 9, 15.84, 15, 16],
      [6, 'Persons with disability', 'अपाङ्ग', 5, 8.8, 9],
      [7, 'Backward area', 'पिछडिएको क्षेत्र', 4, 7.04, 7],
    ]),
  ],
  quotas: [
    { quotaId: 1, nameEn: 'Open', nameNe: 'खुला', seats: 216 },
    { quotaId: 2, nameEn: 'Women', nameNe: 'महिला', seats: 58 },
    { quotaId: 3, nameEn: 'Adibasi/Janajati', nameNe: 'आदिवासी/जनजाति', seats: 48 },
    { quotaId: 4, nameEn: 'Madhesi', nameNe: 'मधेसी', seats: 39 },
    { quotaId: 5, nameEn: 'Dalit', nameNe: 'दलित', seats: 15 },
    { quotaId: 6, nameEn: 'Persons with disability', nameNe: 'अपाङ्ग', seats: 9 },
    { quotaId: 7, nameEn: 'Backward area', nameNe: 'पिछडिएको क्षेत्र', seats: 7 },
  ],
};

/** The 2 Nayab Subba posts: below phase 1's limit of 3, both go to open competition. */
const PROPOSAL_BELOW_LIMIT: TDistributionProposal = {
  requisitionId: 32,
  totalVacancy: 2,
  phases: [
    phase(
      'phase-one',
      2,
      'limit',
      [
        ['open', 'Open competition', 'खुला प्रतियोगिता', 45, 0.9, 2, 1],
        ['internal', 'Internal competition', 'आन्तरिक प्रतियोगिता', 20, 0.4, 0],
        [
          'performance',
          'Promotion by performance evaluation',
          'कार्यक्षमता मूल्याङ्कनद्वारा बढुवा',
          35,
          0.7,
          0,
          1,
        ],
      ],
      3,
    ),
    phase('phase-two', 2, 'formula', [
      ['openForAll', 'Open for all', 'खुला (सबैका लागि)', 55, 1.1, 1],
      ['inclusive', 'Inclusive groups', 'समावेशी समूह', 45, 0.9, 1],
    ]),
    phase('phase-three', 1, 'formula', [
      [2, 'Women', 'महिला', 33, 0.33, 1],
      [3, 'Adibasi/Janajati', 'आदिवासी/जनजाति', 27, 0.27, 0],
      [4, 'Madhesi', 'मधेसी', 22, 0.22, 0],
      [5, 'Dalit', 'दलित', 9, 0.09, 0],
      [6, 'Persons with disability', 'अपाङ्ग', 5, 0.05, 0],
      [7, 'Backward area', 'पिछडिएको क्षेत्र', 4, 0.04, 0],
    ]),
  ],
  quotas: [
    { quotaId: 1, nameEn: 'Open', nameNe: 'खुला', seats: 1 },
    { quotaId: 2, nameEn: 'Women', nameNe: 'महिला', seats: 1 },
    { quotaId: 3, nameEn: 'Adibasi/Janajati', nameNe: 'आदिवासी/जनजाति', seats: 0 },
    { quotaId: 4, nameEn: 'Madhesi', nameNe: 'मधेसी', seats: 0 },
    { quotaId: 5, nameEn: 'Dalit', nameNe: 'दलित', seats: 0 },
    { quotaId: 6, nameEn: 'Persons with disability', nameNe: 'अपाङ्ग', seats: 0 },
    { quotaId: 7, nameEn: 'Backward area', nameNe: 'पिछडिएको क्षेत्र', seats: 0 },
  ],
};

/** The 409 the API answers while phase 2's shares of the class and service are not whole. */
const PHASE_TWO_NOT_WHOLE = {
  status: 0,
  code: 'CONFLICT',
  data: { phase: 'phase-two' },
  message: {
    en: 'The phase 2 formula for this class and service does not add up to 100%: complete it on the distribution configuration first.',
    ne: 'यो श्रेणी र सेवाको दोस्रो चरणको सूत्रको जोड १००% छैन: पहिले वितरण सूत्रमा पूरा गर्नुहोस्।',
  },
};

const pageOf = (items: TRequisitionSummary[]): TPage<TRequisitionSummary> => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 10,
});

let fetchMock: FetchMock;
function serve({
  waiting = [SECTION_OFFICERS, NAYAB_SUBBAS],
  proposal = (): unknown => PROPOSAL_2076,
}: { waiting?: TRequisitionSummary[]; proposal?: () => unknown } = {}) {
  serveMasterData(
    fetchMock,
    {},
    {
      [`GET ${LIST}`]: () => pageOf(waiting),
      [`GET ${proposalOf(31)}`]: proposal,
      [`GET ${proposalOf(32)}`]: () => PROPOSAL_BELOW_LIMIT,
    },
  );
}

beforeEach(() => {
  resetToasts();
  fetchMock = mockFetch();
  serve();
});

const openPage = () =>
  renderAt(<PercentageDistributionPage />, PAGE, PAGE, { signedInAs: OFFICER });

/** The row of a requisition, by its number as issued. */
const rowOf = async (number: string) => (await screen.findByText(number)).closest('tr')!;

/** The text of an element without what keeps its issued script (the requisition's number). */
function textOutsideIssuedCodes(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[translate="no"]').forEach((code) => code.remove());
  return copy.textContent ?? '';
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

describe('percentage distribution requests in Nepali', () => {
  beforeEach(() => i18n.changeLanguage('ne'));

  it('lists the approved requisitions in Devanagari digits, each with "auto-generate quota"', async () => {
    openPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'प्रतिशत वितरण अनुरोधहरू' }),
    ).toBeVisible();
    const row = await rowOf('RQ-31/076-77');
    expect(within(row).getByText('शाखा अधिकृत')).toBeVisible();
    expect(within(row).getByText('नेपाल प्रशासन सेवा · राजपत्राङ्कित तृतीय श्रेणी')).toBeVisible();
    expect(within(row).getByText('५६०')).toBeVisible();
    expect(row).toHaveTextContent('२०७६');
    expect(textOutsideIssuedCodes(row)).not.toMatch(/[0-9]/);
    const button = within(row).getByRole('button', {
      name: 'माग नं. RQ-31/076-77 को कोटा स्वतः तयार गर्नुहोस्',
    });
    expect(button).toHaveTextContent('कोटा स्वतः तयार गर्नुहोस्');
    // A distribution officer does not read requisitions (RQ): the number is no link.
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    expect(getUrls(fetchMock).some((url) => url.pathname === LIST)).toBe(true);
  });

  it('opens the 2076 split: 392/168, 216/176 and the staff row 58/48/39/15/9/7 beside the formula', async () => {
    const user = openPage();
    await user.click(
      await screen.findByRole('button', { name: 'माग नं. RQ-31/076-77 को कोटा स्वतः तयार गर्नुहोस्' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'माग नं. RQ-31/076-77 को स्वतः तयार गरिएको कोटा',
    });
    await within(dialog).findByTestId('proposal');

    const phaseOne = within(dialog).getByRole('table', { name: 'पहिलो चरण: ५६० पद' });
    expect(rowsOf(phaseOne)).toEqual([
      ['खुला प्रतियोगिता', '७०%', '३९२.००', '३९२'],
      ['ज्येष्ठताका आधारमा बढुवा', '३०%', '१६८.००', '१६८'],
    ]);
    const phaseTwo = within(dialog).getByRole('table', { name: 'दोस्रो चरण: ३९२ पद' });
    expect(rowsOf(phaseTwo)).toEqual([
      ['खुला (सबैका लागि)', '५५%', '२१५.६०', '२१६'],
      ['समावेशी समूह', '४५%', '१७६.४०', '१७६'],
    ]);
    const formulaText =
      'सूत्रअनुसार बाँडिएको; पदका दशमलव भाग आफ्नो हिस्साभन्दा सबैभन्दा कम पाएका भागहरूलाई दिइए, बराबरी भएमा प्राथमिकताले छुट्यायो।';
    expect(within(dialog).getByTestId('proposal-phase-one-source')).toHaveTextContent(formulaText);
    expect(within(dialog).getByTestId('proposal-phase-two-source')).toHaveTextContent(formulaText);

    // Phase 3 from the row staff set for 176; the formula's own 47 and 16 beside 48 and 15.
    const phaseThree = within(dialog).getByRole('table', { name: 'तेस्रो चरण: १७६ पद' });
    expect(
      within(phaseThree)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['भाग', 'प्रतिशत', 'दशमलव मान', 'प्रस्तावित पद', 'सूत्रअनुसार (फरक भएमा)']);
    expect(rowsOf(phaseThree)).toEqual([
      ['महिला', '३३%', '५८.०८', '५८', '—'],
      ['आदिवासी/जनजाति', '२७%', '४७.५२', '४८', '४७'],
      ['मधेसी', '२२%', '३८.७२', '३९', '—'],
      ['दलित', '९%', '१५.८४', '१५', '१६'],
      ['अपाङ्ग', '५%', '८.८०', '९', '—'],
      ['पिछडिएको क्षेत्र', '४%', '७.०४', '७', '—'],
    ]);
    expect(within(dialog).getByTestId('proposal-phase-three-source')).toHaveTextContent(
      'कर्मचारीले १७६ पदका लागि तोकेको तालिकाको पङ्क्तिबाट लिइएको; सूत्रले मात्र दिने सङ्ख्या छेउमा देखाइएको छ।',
    );

    // The advertised split adds up to phase 2's open for all and phase 3's posts.
    expect(within(dialog).getByTestId('proposal-quota-1')).toHaveTextContent('खुला २१६');
    expect(within(dialog).getByTestId('proposal-quota-2')).toHaveTextContent('महिला ५८');
    expect(within(dialog).getByTestId('proposal-quota-3')).toHaveTextContent('आदिवासी/जनजाति ४८');
    expect(within(dialog).getByTestId('proposal-quota-total')).toHaveTextContent(
      'जम्मा ३९२ = दोस्रो चरणको खुला (२१६) + तेस्रो चरणका पद (१७६)',
    );
    expect(dialog).toHaveTextContent('जम्मा १६८ पद');
    expect(within(dialog).getByTestId('proposal-unsaved')).toHaveTextContent(
      'अहिलेसम्म केही पनि सुरक्षित गरिएको छैन',
    );
    expect(textOutsideIssuedCodes(dialog)).not.toMatch(/[0-9]/);
    expect(shownToasts()).toEqual([]);
  });

  it('on a phone: the requisitions are cards and the split opens full screen, its parts as cards', async () => {
    setScreenWidth(375);
    const user = openPage();
    const list = await screen.findByRole('list', { name: 'वितरणका लागि बाँकी माग फारामहरू' });
    const cards = await within(list).findAllByRole('article');
    expect(cards).toHaveLength(2);
    await user.click(
      within(cards[0]!).getByRole('button', {
        name: 'माग नं. RQ-31/076-77 को कोटा स्वतः तयार गर्नुहोस्',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'माग नं. RQ-31/076-77 को स्वतः तयार गरिएको कोटा',
    });
    expect(dialog).toHaveAttribute('data-full-screen', 'true');
    const phaseThree = await within(dialog).findByRole('list', { name: 'तेस्रो चरण: १७६ पद' });
    const dalit = within(phaseThree).getAllByRole('article')[3]!;
    expect(dalit).toHaveTextContent('दलित');
    expect(dalit).toHaveTextContent('प्रस्तावित पद१५');
    expect(dalit).toHaveTextContent('सूत्रअनुसार (फरक भएमा)१६');
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('percentage distribution requests in English', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('says in the modal why a proposal was refused: phase 2 is not whole (409)', async () => {
    serve({ proposal: () => json(409, PHASE_TWO_NOT_WHOLE) });
    const user = openPage();
    await user.click(
      await screen.findByRole('button', {
        name: 'Auto-generate quota for requisition RQ-31/076-77',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Auto-generated quota: requisition RQ-31/076-77',
    });
    const refusal = await within(dialog).findByTestId('proposal-error');
    expect(refusal).toHaveTextContent('The quota could not be generated');
    expect(refusal).toHaveTextContent(PHASE_TWO_NOT_WHOLE.message.en);
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(shownToasts()).toEqual([PHASE_TWO_NOT_WHOLE.message.en]);
  });

  it('explains a phase below its limit: all posts to priority 1, the formula beside', async () => {
    const user = openPage();
    await user.click(
      await screen.findByRole('button', {
        name: 'Auto-generate quota for requisition RQ-32/076-77',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Auto-generated quota: requisition RQ-32/076-77',
    });
    const phaseOne = await within(dialog).findByRole('table', { name: 'Phase 1: 2 posts' });
    expect(rowsOf(phaseOne)).toEqual([
      ['Open competition', '45%', '0.90', '2', '1'],
      ['Internal competition', '20%', '0.40', '0', '—'],
      ['Promotion by performance evaluation', '35%', '0.70', '0', '1'],
    ]);
    expect(within(dialog).getByTestId('proposal-phase-one-source')).toHaveTextContent(
      "Fewer posts than this phase's limit (3): all go to the heading of priority 1.",
    );
    expect(within(dialog).getByRole('table', { name: 'Phase 3: 1 post' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('proposal-quota-total')).toHaveTextContent(
      "Total 2 = phase 2's open for all (1) + phase 3's posts (1)",
    );
    // Every post went to open competition: nothing of phase 1 is left unadvertised.
    expect(dialog).not.toHaveTextContent("Phase 1's other headings");
  });

  it('says honestly that no approved requisition is waiting', async () => {
    serve({ waiting: [] });
    openPage();
    expect(
      await screen.findByText('No approved requisition is waiting for distribution.'),
    ).toBeVisible();
    expect(screen.getByTestId('percentage-distribution-empty')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Auto-generate quota/ })).not.toBeInTheDocument();
  });
});
