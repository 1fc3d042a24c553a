// The logs the history pages are tested with: the Section Officers of the District
// Administration Office, Kaski, distributed three times (2078-79 in Niyukti, two entered), so
// the rotation shows who got the odd seat each time.
import type {
  TDistributionHistoryItem,
  TDistributionLog,
  TLogSeats,
  TMasterRecord,
} from '@niyukti/shared';

export const item = (
  overrides: Partial<TDistributionHistoryItem> = {},
): TDistributionHistoryItem => ({
  id: 7,
  source: 'entered',
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
  postTypeEn: 'Administrative',
  postTypeNe: 'प्रशासनिक',
  ministry: { id: 4, nameEn: 'Ministry of Home Affairs', nameNe: 'गृह मन्त्रालय' },
  office: {
    id: 40,
    nameEn: 'District Administration Office, Kaski',
    nameNe: 'जिल्ला प्रशासन कार्यालय, कास्की',
  },
  fiscalYear: '2080-81',
  // 2080-05-10 B.S.
  publishDateAd: '2023-08-27',
  publishDateBs: '2080-05-10',
  totalVacancy: 12,
  ...overrides,
});

const seats = (quotaId: number | null, heading: TLogSeats['heading'], count: number): TLogSeats => {
  const names: Record<string, [string, string]> = {
    '1': ['Open', 'खुला'],
    '2': ['Women', 'महिला'],
    '3': ['Madhesi', 'मधेशी'],
    seniority: ['Promotion by seniority', 'ज्येष्ठताका आधारमा बढुवा'],
  };
  const [nameEn, nameNe] = names[String(quotaId ?? heading)]!;
  return { quotaId, heading, nameEn, nameNe, seats: count };
};

/** The three distributions of the post for the office, oldest first. */
export const ROTATION: TDistributionLog['rotation'] = [
  {
    id: 3,
    source: 'niyukti',
    fiscalYear: '2078-79',
    totalVacancy: 5,
    seats: [seats(1, null, 3), seats(2, null, 2)],
  },
  {
    id: 5,
    source: 'entered',
    fiscalYear: '2079-80',
    totalVacancy: 6,
    seats: [seats(1, null, 3), seats(2, null, 1), seats(3, null, 2)],
  },
  {
    id: 7,
    source: 'entered',
    fiscalYear: '2080-81',
    totalVacancy: 12,
    seats: [seats(1, null, 7), seats(3, null, 3), seats(null, 'seniority', 2)],
  },
];

export const log = (overrides: Partial<TDistributionLog> = {}): TDistributionLog => ({
  ...item(),
  chalaniNumber: '45/080-81',
  // 2080-05-01 B.S.
  chalaniDateAd: '2023-08-18',
  chalaniDateBs: '2080-05-01',
  district: { id: 36, nameEn: 'Kaski', nameNe: 'कास्की' },
  province: { id: 4, nameEn: 'Gandaki', nameNe: 'गण्डकी' },
  localBody: { id: 400, nameEn: 'Pokhara Metropolitan City', nameNe: 'पोखरा महानगरपालिका' },
  requisition: null,
  seats: ROTATION[2]!.seats,
  rotation: ROTATION,
  ...overrides,
});

/** The 2078-79 distribution Niyukti made for requisition RQ-31/078-79. */
export const NIYUKTI_LOG = log({
  id: 3,
  source: 'niyukti',
  fiscalYear: '2078-79',
  totalVacancy: 5,
  localBody: null,
  requisition: { id: 31, number: 'RQ-31/078-79' },
  seats: ROTATION[0]!.seats,
});

const record = (id: number, nameEn: string, nameNe: string, more: Partial<TMasterRecord> = {}) =>
  ({ id, active: true, nameEn, nameNe, ...more }) as TMasterRecord;

/** The public master data the entry form chooses from. */
export const FORM_RECORDS: Record<string, TMasterRecord[]> = {
  posts: [
    record(11, 'Section Officer', 'शाखा अधिकृत', { classId: 3, serviceId: 1, groupId: 5 }),
    record(12, 'Nayab Subba', 'नायब सुब्बा', { classId: 4, serviceId: 1, groupId: 5 }),
  ],
  classes: [
    record(3, 'Gazetted Third Class', 'राजपत्राङ्कित तृतीय श्रेणी'),
    record(4, 'Non-gazetted First Class', 'राजपत्र अनङ्कित प्रथम श्रेणी'),
  ],
  'ministry-offices': [
    record(40, 'District Administration Office, Kaski', 'जिल्ला प्रशासन कार्यालय, कास्की', {
      ministryId: 4,
      districtId: 36,
    }),
  ],
  'local-bodies': [
    record(400, 'Pokhara Metropolitan City', 'पोखरा महानगरपालिका', { districtId: 36 }),
  ],
  quotas: [
    record(1, 'Open', 'खुला', { code: 'OPEN' }),
    record(2, 'Women', 'महिला', { code: 'WOMEN' }),
    record(3, 'Madhesi', 'मधेशी', { code: 'MADHESI' }),
  ],
};
