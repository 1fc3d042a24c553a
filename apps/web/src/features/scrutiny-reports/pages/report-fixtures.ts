// What the scrutiny reports are tested with: 1,250 forms by province (Bagmati, Koshi and those
// that do not say); 3 forms by the parents' education, whose rows count 5 (a form names a father
// and a mother); and the advertisement report's rows.
import { vi } from 'vitest';
import type {
  ReportBreakdown,
  TAdvertisementReportRow,
  TBreakdownRow,
  TScrutinyReport,
} from '@niyukti/shared';
import type { FetchMock } from '../../../test/fetch-mock';

export const COUNTED_AT = '2026-04-10T06:15:00.000Z';

export const PROVINCE_ROWS: TBreakdownRow[] = [
  {
    key: '3',
    labelEn: 'Bagmati',
    labelNe: 'बागमती',
    male: 500,
    female: 240,
    other: 10,
    total: 750,
  },
  {
    key: '1',
    labelEn: 'Koshi',
    labelNe: 'कोशी',
    male: 300,
    female: 199,
    other: 1,
    total: 500,
  },
  {
    key: null,
    labelEn: 'Not given',
    labelNe: 'नखुलाएको',
    male: 0,
    female: 0,
    other: 0,
    total: 0,
  },
];

export const PARENTS_ROWS: TBreakdownRow[] = [
  {
    key: 'bachelor',
    labelEn: 'Bachelor',
    labelNe: 'स्नातक',
    male: 2,
    female: 1,
    other: 0,
    total: 3,
  },
  {
    key: 'literate',
    labelEn: 'Literate',
    labelNe: 'साक्षर',
    male: 1,
    female: 1,
    other: 0,
    total: 2,
  },
];

/** A breakdown's report as the API answers it: its rows and the forms counted. */
export function reportOf(
  breakdown: ReportBreakdown,
  rows: TBreakdownRow[] = PROVINCE_ROWS,
  total = { male: 800, female: 439, other: 11, total: 1250 },
): TScrutinyReport {
  return { breakdown, rows, total, countedAt: COUNTED_AT };
}

export const advertisementRow = (
  overrides: Partial<TAdvertisementReportRow> = {},
): TAdvertisementReportRow => ({
  advertisementId: 31,
  code: 'ADV-2083-007',
  advertisementNumber: '7/2083-84',
  fiscalYear: '2083-84',
  quotaEn: 'Open',
  quotaNe: 'खुला',
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
  totalVacancy: 12,
  totalApplicant: 1400,
  paidCount: 1250,
  pendingCount: 350,
  holdCount: 50,
  approvedCount: 800,
  rejectedCount: 50,
  ...overrides,
});

/** A spreadsheet as the API sends it. */
export const spreadsheet = (fileName: string) =>
  new Response(new Blob(['xlsx']), {
    status: 200,
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="${fileName}"`,
    },
  });

/** Saving a file, caught: the anchor's click that hands the file to the browser. */
export function catchSavedFiles() {
  URL.createObjectURL = vi.fn(() => 'blob:test/report');
  URL.revokeObjectURL = vi.fn();
  return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
}

/** The address of the first call made to `pathname`, and whether it carried the token. */
export function callTo(fetchMock: FetchMock, pathname: string) {
  const call = fetchMock.mock.calls.find(
    ([input]) => new URL(String(input), 'http://localhost').pathname === pathname,
  );
  if (!call) return undefined;
  return {
    url: new URL(String(call[0]), 'http://localhost'),
    authorization: new Headers(call[1]?.headers).get('authorization'),
  };
}

/**
 * Room for the charts: jsdom lays nothing out, so recharts' container measures 0 × 0 and draws
 * no bars. Given a size, it draws them, their axes and their ticks as in a browser.
 */
export function giveChartsRoom() {
  const measure = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains('recharts-responsive-container')
      ? new DOMRect(0, 0, 800, 400)
      : measure.call(this);
  });
}
