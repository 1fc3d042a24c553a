// The requisitions, proposals and distributions the distribution pages are tested with: the
// Section Officers of 2076 (560 posts: 392/168, 216/176, 58/48/39/15/9/7) and two Nayab Subbas.
import type {
  TDistribution,
  TDistributionProposal,
  TDistributionQuota,
  TPage,
  TProposalPart,
  TProposalPhase,
  TRequisitionSummary,
} from '@niyukti/shared';

export const requisition = (overrides: Partial<TRequisitionSummary>): TRequisitionSummary => ({
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
export const SECTION_OFFICERS = requisition({});
/** Two Nayab Subba posts, fewer than phase 1's limit of 3. */
export const NAYAB_SUBBAS = requisition({
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
export const PROPOSAL_2076: TDistributionProposal = {
  requisitionId: 31,
  totalVacancy: 560,
  earlierDistributions: 0,
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
  kept: [
    {
      heading: 'seniority',
      nameEn: 'Promotion by seniority',
      nameNe: 'ज्येष्ठताका आधारमा बढुवा',
      seats: 168,
    },
  ],
};

/** The 2 Nayab Subba posts: below phase 1's limit of 3, both go to open competition. */
export const PROPOSAL_BELOW_LIMIT: TDistributionProposal = {
  requisitionId: 32,
  totalVacancy: 2,
  earlierDistributions: 0,
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
  kept: [
    {
      heading: 'performance',
      nameEn: 'Promotion by performance evaluation',
      nameNe: 'कार्यक्षमता मूल्याङ्कनद्वारा बढुवा',
      seats: 0,
    },
  ],
};

/** The 409 the API answers while phase 2's shares of the class and service are not whole. */
export const PHASE_TWO_NOT_WHOLE = {
  status: 0,
  code: 'CONFLICT',
  data: { phase: 'phase-two' },
  message: {
    en: 'The phase 2 formula for this class and service does not add up to 100%: complete it on the distribution configuration first.',
    ne: 'यो श्रेणी र सेवाको दोस्रो चरणको सूत्रको जोड १००% छैन: पहिले वितरण सूत्रमा पूरा गर्नुहोस्।',
  },
};

export const pageOf = <T>(items: T[]): TPage<T> => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 10,
});

const distributionPart = (
  quotaId: number | null,
  nameEn: string,
  nameNe: string,
  advertisementNumber: string | null,
  heading: TDistributionQuota['heading'] = null,
): TDistributionQuota => ({
  quotaId,
  heading,
  nameEn,
  nameNe,
  advertisementNumber,
  seats: null,
  advertisementId: null,
});

/**
 * The Section Officers' distribution once its numbers are generated: one number of 2082-83's
 * sequence per advertised quota, and promotion by seniority, which no advertisement carries.
 */
export const NUMBERED: TDistribution = {
  id: 5,
  requisitionId: 31,
  requisitionNumber: 'RQ-31/076-77',
  postEn: 'Section Officer',
  postNe: 'शाखा अधिकृत',
  demandOfficeEn: 'Ministry of Federal Affairs and General Administration',
  demandOfficeNe: 'सङ्घीय मामिला तथा सामान्य प्रशासन मन्त्रालय',
  totalVacancy: 560,
  fiscalYear: '2082-83',
  status: 'numbered',
  decisionRemarks: null,
  quotas: [
    distributionPart(1, 'Open', 'खुला', '16613/082-83'),
    distributionPart(2, 'Women', 'महिला', '16614/082-83'),
    distributionPart(3, 'Adibasi/Janajati', 'आदिवासी/जनजाति', '16615/082-83'),
    distributionPart(4, 'Madhesi', 'मधेसी', '16616/082-83'),
    distributionPart(5, 'Dalit', 'दलित', '16617/082-83'),
    distributionPart(6, 'Persons with disability', 'अपाङ्ग', '16618/082-83'),
    distributionPart(7, 'Backward area', 'पिछडिएको क्षेत्र', '16619/082-83'),
    distributionPart(null, 'Promotion by seniority', 'ज्येष्ठताका आधारमा बढुवा', null, 'seniority'),
  ],
};

/** The 2076 split, as the commission kept it: 216, 58, 48, 39, 15, 9, 7 and 168. */
export const SPLIT_2076: Record<string, number> = {
  'quota:1': 216,
  'quota:2': 58,
  'quota:3': 48,
  'quota:4': 39,
  'quota:5': 15,
  'quota:6': 9,
  'quota:7': 7,
  'heading:seniority': 168,
};

const keyOf = (quota: TDistributionQuota) =>
  quota.quotaId !== null ? `quota:${quota.quotaId}` : `heading:${quota.heading}`;

/** The distribution with its split saved: waiting for approval, returned or approved. */
export function saved(
  status: TDistribution['status'],
  overrides: Partial<TDistribution> = {},
): TDistribution {
  return {
    ...NUMBERED,
    status,
    quotas: NUMBERED.quotas.map((quota, index) => ({
      ...quota,
      seats: SPLIT_2076[keyOf(quota)] ?? 0,
      advertisementId: status === 'approved' && quota.quotaId !== null ? 40 + index : null,
    })),
    ...overrides,
  };
}
