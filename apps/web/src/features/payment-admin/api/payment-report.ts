import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TPaymentReportRow } from '@niyukti/shared';
import { api } from '../../../lib/api';
import { PAYMENT_REPORT_PATH, paymentAdminKeys } from './keys';

/** The longest search the report's endpoint accepts. */
export const REPORT_SEARCH_MAX = 100;

/**
 * The payment report (UP): one row per advertisement matching `search` (its code, number or
 * post; empty: every advertisement). Not paged.
 */
export function usePaymentReport(search: string) {
  return useQuery({
    queryKey: paymentAdminKeys.paymentReport(search),
    queryFn: () => api.get<TPaymentReportRow[]>(PAYMENT_REPORT_PATH, { query: { search } }),
    placeholderData: keepPreviousData,
  });
}
