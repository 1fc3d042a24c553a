import { useCallback, useMemo } from 'react';
import { useAddressParams } from '../../../lib/routing/use-address-params';
import {
  DEFAULT_PAGE_SIZE,
  isValidAdDate,
  PAGE_SIZES,
  PAYMENT_STATUSES,
  SCRUTINY_STATUSES,
  ZFiscalYearText,
  type PaymentStatus,
  type ScrutinyStatus,
  type TApplicationsReportQuery,
} from '@niyukti/shared';

/** The URL's search parameters the applications report keeps its filters and page in. */
export type ApplicationsParam = keyof TApplicationsReportQuery;

const isPaymentStatus = (value: string | null): value is PaymentStatus =>
  (PAYMENT_STATUSES as readonly (string | null)[]).includes(value);
const isScrutinyStatus = (value: string | null): value is ScrutinyStatus =>
  (SCRUTINY_STATUSES as readonly (string | null)[]).includes(value);
const dayIn = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && isValidAdDate(value) ? value : undefined;

/** The filters written in the URL; a value the server would refuse there reads as none. */
function queryOf(params: URLSearchParams): TApplicationsReportQuery {
  const fiscalYear = ZFiscalYearText.safeParse(params.get('fiscalYear') ?? '');
  const paymentStatus = params.get('paymentStatus');
  const scrutinyStatus = params.get('scrutinyStatus');
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    advertisementCode: params.get('advertisementCode')?.trim() || undefined,
    fiscalYear: fiscalYear.success ? fiscalYear.data : undefined,
    paymentStatus: isPaymentStatus(paymentStatus) ? paymentStatus : undefined,
    scrutinyStatus: isScrutinyStatus(scrutinyStatus) ? scrutinyStatus : undefined,
    appliedFrom: dayIn(params.get('appliedFrom')),
    appliedTo: dayIn(params.get('appliedTo')),
    search: params.get('search')?.trim() || undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

export interface ApplicationFilters {
  query: TApplicationsReportQuery;
  /**
   * Changes the parameters given (undefined or empty removes one) and keeps the others; a
   * change of a filter goes back to the first page.
   */
  change(next: Partial<Record<ApplicationsParam, string | number | undefined>>): void;
}

/**
 * The applications report's filters and page kept in the URL's search parameters, so a report
 * can be linked to (the dashboard's "applications today"), reloaded and shared as it is shown.
 * Each change replaces the address rather than adding to the history.
 */
export function useApplicationFilters(): ApplicationFilters {
  const [params, editParams] = useAddressParams();
  const query = useMemo(() => queryOf(params), [params]);
  const change = useCallback(
    (next: Partial<Record<ApplicationsParam, string | number | undefined>>) =>
      editParams(
        (changed) => {
          for (const [key, value] of Object.entries(next))
            if (value === undefined || value === '') changed.delete(key);
            else changed.set(key, String(value));
          if (!('page' in next)) changed.delete('page');
        },
        { replace: true },
      ),
    [editParams],
  );
  return { query, change };
}
