// What the staff reports are tested with: Sita Sharma (master id 100234) applied to the Section
// Officer's open recruitment ADV-2083-007 of 2083-84, paid by eSewa and was put on hold.
import type {
  TAdvertisementNumberRow,
  TApplicationReport,
  TApplicationsReportRow,
  TCandidateSearchRow,
  TCurrentUser,
  TPage,
  TReapplicationRow,
} from '@niyukti/shared';
import { A_STAFF_MEMBER } from '../../../test/master-data';
import type { FetchMock } from '../../../test/fetch-mock';

/** A clerk: staff holding no privilege, who reads the counts and nothing personal. */
export const CLERK: TCurrentUser = { ...A_STAFF_MEMBER, privileges: [], permissions: {} };

/** The page of `items` the server answers, as one of `total`. */
export const pageOf = <T>(items: T[], url: URL, total = items.length): TPage<T> => ({
  items,
  total,
  page: Number(url.searchParams.get('page') ?? 1),
  pageSize: Number(url.searchParams.get('pageSize') ?? 10),
});

export const APPLICATION: TApplicationsReportRow = {
  applicationId: 501,
  masterId: 100234,
  candidateName: 'Sita Sharma',
  gender: 'female',
  mobile: '9841234567',
  advertisementId: 31,
  advertisementCode: 'ADV-2083-007',
  advertisementNumber: '7/2083-84',
  postEn: 'Section Officer',
  postNe: 'शाखा अधिकृत',
  // 10:15 in Kathmandu on 2026-11-20 (2083-08-04 B.S.).
  appliedAt: '2026-11-20T04:30:00.000Z',
  feePaisa: 150000,
  paymentStatus: 'paid',
  scrutinyStatus: 'hold',
  rollNumber: null,
};

export const SECOND_APPLICATION: TApplicationsReportRow = {
  ...APPLICATION,
  applicationId: 502,
  masterId: 100240,
  candidateName: 'Ram Karki',
  gender: 'male',
  advertisementId: 32,
  advertisementCode: 'ADV-2083-009',
  advertisementNumber: '9/2083-84',
  postEn: 'Computer Officer',
  postNe: 'कम्प्युटर अधिकृत',
  paymentStatus: 'unpaid',
  scrutinyStatus: 'pending',
  rollNumber: '1207',
};

export const APPLICATION_REPORT: TApplicationReport = {
  ...APPLICATION,
  email: 'sita@example.com',
  dobAd: '1998-04-14',
  citizenshipNumber: '27-01-75-01234',
  examCentreEn: 'Kathmandu',
  examCentreNe: 'काठमाडौं',
  scrutinyRemarks: 'The experience letter is unreadable.',
  paymentReference: 'EBP-2083-0007',
  timeline: [
    { kind: 'applied', at: '2026-11-20T04:30:00.000Z', feePaisa: 150000 },
    {
      kind: 'paid',
      at: '2026-11-20T05:00:00.000Z',
      provider: 'ESEWA',
      paymentReference: 'EBP-2083-0007',
      providerReference: 'ESW123',
      amountPaisa: 150000,
    },
    {
      kind: 'scrutiny',
      at: '2026-11-25T06:00:00.000Z',
      decision: 'hold',
      remarks: 'The experience letter is unreadable.',
      holdReason: null,
      holdUntil: null,
      holdExpired: false,
    },
  ],
};

export const CANDIDATE: TCandidateSearchRow = {
  userId: 77,
  masterId: 100234,
  name: 'Sita Sharma',
  gender: 'female',
  dobAd: '1998-04-14',
  mobile: '9841234567',
  email: 'sita@example.com',
  citizenshipNumber: '27-01-75-01234',
  registeredAt: '2026-10-02T03:00:00.000Z',
  applications: 2,
};

export const BY_NUMBER: TAdvertisementNumberRow = {
  advertisementId: 31,
  advertisementNumber: '7/2083-84',
  code: 'ADV-2083-007',
  postEn: 'Section Officer',
  postNe: 'शाखा अधिकृत',
  vacancies: 12,
  applications: 1250,
  paid: 1100,
  pending: 700,
  hold: 50,
  approved: 320,
  rejected: 30,
  male: 800,
  female: 440,
  other: 10,
};

export const REAPPLICATION: TReapplicationRow = {
  advertisementId: 31,
  advertisementNumber: '7/2083-84',
  code: 'ADV-2083-007',
  postEn: 'Section Officer',
  postNe: 'शाखा अधिकृत',
  vacancies: 12,
  applications: 1250,
  reapplications: 85,
  reapplicationsPaid: 64,
};

/** The xlsx the server streams, as a download answer. */
export const sheet = (name: string) =>
  new Response(new Blob(['xlsx']), {
    status: 200,
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="${name}.xlsx"`,
    },
  });

/** Saving a file does not leave the page: the link's click is caught. */
export function catchDownloads() {
  URL.createObjectURL = () => 'blob:test/report';
  URL.revokeObjectURL = () => {};
}

/** The URLs of the GET calls to `path` so far. */
export const callsTo = (fetchMock: FetchMock, path: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === 'GET')
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);

/**
 * The text of an element without what keeps its issued script (codes, references), nor the
 * style sheets Mantine's grids write into the page.
 */
export function textOutsideIssuedCodes(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[translate="no"], style').forEach((code) => code.remove());
  return copy.textContent ?? '';
}
