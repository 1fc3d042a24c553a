import { vi } from 'vitest';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type {
  TCurrentUser,
  TPaymentReportRow,
  TStaffPayment,
  TStaffVoucher,
  TVacancyReportRow,
} from '@niyukti/shared';
import { storeTokens } from '../../lib/auth/token-store';
import { json, ok, type FetchMock } from '../../test/fetch-mock';
import { aLocalLevel } from '../../test/fixtures';
import { withAuth } from '../../test/render';

export const staff = (privileges: string[]): TCurrentUser => ({
  id: 9,
  username: 'payments',
  fullName: 'Bimala Karki',
  type: 'staff',
  masterId: null,
  privileges,
  mustChangePassword: false,
});

/** An attempt as the staff list returns it; tests override what they are about. */
export function aPayment(overrides: Partial<TStaffPayment> = {}): TStaffPayment {
  return {
    id: 5,
    ebpCode: 'EBPMH3K2Q1234',
    orderId: 'A1B2C3D4E5F6G7H8J9K0',
    provider: 'ESEWA',
    amountPaisa: 150_000,
    status: 'pending',
    providerRef: null,
    providerStatus: 'PENDING',
    refundReason: null,
    createdAt: '2026-11-20T10:15:00.000Z',
    paidAt: null,
    checkedAt: null,
    checkCount: 0,
    applicationId: 31,
    applicationPaymentStatus: 'pending',
    feePaisa: 150_000,
    masterId: 100007,
    candidateName: 'Sita Sharma',
    advertisementCode: 'ADV-2082-007',
    advertisementNumber: '16613/082-83',
    postEn: 'Section Officer',
    postNe: 'शाखा अधिकृत',
    ...overrides,
  };
}

/** A voucher in the staff queue; tests override what they are about. */
export function aVoucher(overrides: Partial<TStaffVoucher> = {}): TStaffVoucher {
  return {
    id: 12,
    applicationId: 31,
    voucherNumber: 'NB0012345',
    bankId: 3,
    bankCode: 'NABIL',
    bankEn: 'Nabil Bank',
    bankNe: 'नबिल बैंक',
    paymentMethod: 'cash',
    amountPaisa: 150_000,
    status: 'submitted',
    locked: false,
    remarks: null,
    uploadedAt: '2026-11-21T09:00:00.000Z',
    decidedAt: null,
    masterId: 100007,
    candidateName: 'Sita Sharma',
    advertisementCode: 'ADV-2082-007',
    advertisementNumber: '16613/082-83',
    postEn: 'Section Officer',
    postNe: 'शाखा अधिकृत',
    feePaisa: 150_000,
    applicationPaymentStatus: 'pending',
    ...overrides,
  };
}

/** A payment report row (one advertisement); tests override what they are about. */
export function aReportRow(overrides: Partial<TPaymentReportRow> = {}): TPaymentReportRow {
  return {
    advertisementId: 1,
    advertisementCode: 'ADV-2082-007',
    advertisementNumber: '16613/082-83',
    postEn: 'Section Officer',
    postNe: 'शाखा अधिकृत',
    quotaEn: 'Open',
    quotaNe: 'खुला',
    vacancyCount: 12,
    applications: 1250,
    paid: 1000,
    pending: 50,
    unpaid: 200,
    collectedPaisa: 150_000_000,
    collectedByProvider: { KHALTI: 45_000_000, ESEWA: 90_000_000, BANK_VOUCHER: 15_000_000 },
    refundDue: 2,
    refundDuePaisa: 300_000,
    ...overrides,
  };
}

/** A second advertisement: a post with a comma in its name, paid through connectIPS only. */
export const aCivilEngineerRow = () =>
  aReportRow({
    advertisementId: 2,
    advertisementCode: 'ADV-2082-008',
    advertisementNumber: '16614/082-83',
    postEn: 'Engineer, Civil',
    postNe: 'इन्जिनियर, सिभिल',
    quotaEn: 'Women',
    quotaNe: 'महिला',
    vacancyCount: 3,
    applications: 40,
    paid: 30,
    pending: 4,
    unpaid: 6,
    collectedPaisa: 6_000_000,
    collectedByProvider: { CONNECTIPS: 6_000_000, ESEWA: 0 },
    refundDue: 0,
    refundDuePaisa: 0,
  });

/** A vacancy report row: the commission's own post; tests override what they are about. */
export function aVacancyRow(overrides: Partial<TVacancyReportRow> = {}): TVacancyReportRow {
  return {
    postId: 11,
    postEn: 'Section Officer',
    postNe: 'शाखा अधिकृत',
    serviceEn: 'Administration',
    serviceNe: 'प्रशासन',
    classEn: 'Gazetted Third',
    classNe: 'राजपत्राङ्कित तृतीय',
    groupEn: 'General Administration',
    groupNe: 'सामान्य प्रशासन',
    subGroupEn: null,
    subGroupNe: null,
    localBody: null,
    advertisementNumbers: ['16613/082-83', '16615/082-83'],
    vacanciesByQuota: { MADHESI: 1, OPEN: 5 },
    totalVacancy: 6,
    applications: 1250,
    paid: 1000,
    collectedPaisa: 150_000_000,
    refundDue: 2,
    refundDuePaisa: 300_000,
    ...overrides,
  };
}

/** A local level's post: a name with a comma, a sub-group, advertised in two quotas. */
export const aLocalLevelRow = (overrides: Partial<TVacancyReportRow> = {}) =>
  aVacancyRow({
    postId: 12,
    postEn: 'Engineer, Civil',
    postNe: 'इन्जिनियर, सिभिल',
    serviceEn: 'Engineering',
    serviceNe: 'इन्जिनियरिङ',
    classEn: 'Officer Level Sixth',
    classNe: 'अधिकृत छैटौं',
    groupEn: 'Civil',
    groupNe: 'सिभिल',
    subGroupEn: 'Highway',
    subGroupNe: 'हाइवे',
    localBody: aLocalLevel({ id: 301 }),
    advertisementNumbers: ['16614/082-83'],
    vacanciesByQuota: { OPEN: 2, WOMEN: 1 },
    totalVacancy: 3,
    applications: 40,
    paid: 30,
    collectedPaisa: 6_000_000,
    refundDue: 0,
    refundDuePaisa: 0,
    ...overrides,
  });

/** The quota columns as the server orders them (master data), not alphabetically. */
export const REPORT_QUOTAS = [
  { code: 'OPEN', nameEn: 'Open', nameNe: 'खुला' },
  { code: 'WOMEN', nameEn: 'Women', nameNe: 'महिला' },
  { code: 'MADHESI', nameEn: 'Madhesi', nameNe: 'मधेसी' },
];

export const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 10 });

export const notFound = (message: { en: string; ne: string } | null = null) =>
  json(404, { status: 0, message, data: null, code: 'NOT_FOUND' });

/** A fake API answer: a Response, or data wrapped in a success envelope. */
type Handler = (url: URL, init: RequestInit | undefined) => unknown;

/**
 * Signs in `privileges`' staff member and answers each call by `METHOD /path` (query ignored;
 * the handler reads it); anything else is a 404.
 */
export function serve(
  fetchMock: FetchMock,
  privileges: string[],
  handlers: Record<string, Handler>,
): void {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/oauth/me') return ok(staff(privileges));
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return notFound();
    const answer = handler(url, init);
    return answer instanceof Response ? answer : ok(answer);
  });
}

/** Renders a page signed in (the token makes the auth context load /oauth/me), at `path`. */
export function renderPage(ui: ReactElement, path = '/') {
  storeTokens('a1');
  const Wrapper = withAuth();
  render(
    <Wrapper>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Wrapper>,
  );
  return userEvent.setup({ delay: null });
}

/** The calls made with `method` to `pathname`, with their parsed query and body. */
export function callsTo(fetchMock: FetchMock, method: string, pathname: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return (init?.method ?? 'GET') === method && url.pathname === pathname;
    })
    .map(([input, init]) => ({
      query: new URL(String(input), 'http://localhost').searchParams,
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    }));
}

/**
 * Catches the CSV a "Download CSV" saves: the file names given and, once `stop()` is called,
 * each file's text (jsdom's Blob has no text(); FileReader reads it), the byte-order mark off.
 */
export function catchDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:test/report';
  });
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  const textOf = (blob: Blob) =>
    new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result).replace(/^\uFEFF/, ''));
      reader.readAsText(blob);
    });
  return {
    names,
    async stop() {
      click.mockRestore();
      return Promise.all(blobs.map(textOf));
    },
  };
}
