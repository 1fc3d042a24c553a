import type { VacancyReportKind } from '@niyukti/shared';

/** Paths and query keys of the payment officer's screens; every write invalidates `all`. */
export const INTERNAL_PATH = '/api/internal';

/** The Update payment screen (UP) and the provider tabs (PU) read the same list and re-check. */
export type PaymentScope = 'UP' | 'PU';

export const PAYMENT_LIST_PATHS: Readonly<Record<PaymentScope, string>> = {
  UP: `${INTERNAL_PATH}/payments`,
  PU: `${INTERNAL_PATH}/provider-payments`,
};

export const VOUCHERS_PATH = `${INTERNAL_PATH}/payment-vouchers`;
export const VOUCHER_LOCKS_PATH = `${INTERNAL_PATH}/voucher-locks`;
export const PAYMENT_REPORT_PATH = `${INTERNAL_PATH}/payment-reports/advertisements`;
export const VACANCY_REPORT_PATH = `${INTERNAL_PATH}/payment-reports/vacancies`;

export const paymentAdminKeys = {
  all: ['payment-admin'] as const,
  payments: (scope: PaymentScope, query: object) =>
    [...paymentAdminKeys.all, 'payments', scope, query] as const,
  byEbpCode: (ebpCode: string | null) => [...paymentAdminKeys.all, 'by-ebp-code', ebpCode] as const,
  vouchers: (query: object) => [...paymentAdminKeys.all, 'vouchers', query] as const,
  voucherImage: (id: number) => [...paymentAdminKeys.all, 'voucher-image', id] as const,
  voucherLock: (search: string | null) =>
    [...paymentAdminKeys.all, 'voucher-lock', search] as const,
  paymentReport: (search: string) => [...paymentAdminKeys.all, 'payment-report', search] as const,
  vacancyReport: (kind: VacancyReportKind, search: string) =>
    [...paymentAdminKeys.all, 'vacancy-report', kind, search] as const,
};

/** The first page every list opens on. */
export const FIRST_PAGE = { page: 1, pageSize: 10, search: '' } as const;
