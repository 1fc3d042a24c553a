import { useCallback, useMemo } from 'react';
import { useAddressParams } from '../../../lib/routing/use-address-params';
import {
  REPORT_BREAKDOWNS,
  SCRUTINY_STATUSES,
  ZFiscalYearText,
  type ReportBreakdown,
  type ScrutinyStatus,
  type TScrutinyReportQuery,
} from '@niyukti/shared';

/** The URL's search parameters the report pages keep their choices in. */
type ReportParam = keyof TScrutinyReportQuery | 'breakdown';

const isStatus = (value: string | null): value is ScrutinyStatus =>
  (SCRUTINY_STATUSES as readonly (string | null)[]).includes(value);

export const isReportBreakdown = (value: string | null | undefined): value is ReportBreakdown =>
  (REPORT_BREAKDOWNS as readonly (string | null | undefined)[]).includes(value);

/** The filters written in the URL; a value the server would refuse there reads as none. */
function filtersOf(params: URLSearchParams): TScrutinyReportQuery {
  const code = params.get('advertisementCode')?.trim();
  const status = params.get('scrutinyStatus');
  const fiscalYear = ZFiscalYearText.safeParse(params.get('fiscalYear') ?? '');
  return {
    advertisementCode: code || undefined,
    scrutinyStatus: isStatus(status) ? status : undefined,
    fiscalYear: fiscalYear.success ? fiscalYear.data : undefined,
  };
}

export interface ReportFilters {
  filters: TScrutinyReportQuery;
  /** The breakdown chosen on the scrutiny report; the first one when none (or an unknown one). */
  breakdown: ReportBreakdown;
  /** Changes the parameters given (undefined or empty removes one) and keeps the others. */
  change(next: Partial<Record<ReportParam, string | undefined>>): void;
}

/**
 * A report's choices kept in the URL's search parameters (`?breakdown=district&fiscalYear=…`),
 * so a report can be linked to, reloaded and shared as it is shown. Each change replaces the
 * address rather than adding to the history: typing a code is not a page per letter.
 */
export function useReportFilters(): ReportFilters {
  const [params, editParams] = useAddressParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const asked = params.get('breakdown');
  const breakdown = isReportBreakdown(asked) ? asked : REPORT_BREAKDOWNS[0];
  const change = useCallback(
    (next: Partial<Record<ReportParam, string | undefined>>) =>
      editParams(
        (changed) => {
          for (const [key, value] of Object.entries(next))
            if (value) changed.set(key, value);
            else changed.delete(key);
        },
        { replace: true },
      ),
    [editParams],
  );
  return { filters, breakdown, change };
}
