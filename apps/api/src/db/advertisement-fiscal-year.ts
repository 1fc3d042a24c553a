import { and, eq, gte, isNull, lt, or, type SQL } from 'drizzle-orm';
import { fiscalYearDays } from '@niyukti/shared';
import { advertisements } from './schema';

// Which fiscal year an advertisement is of, as the allocation list and every report filter
// by it: the year of the requisition that made it, or, made by hand (no requisition, no year of
// its own), the year its publish date falls in.

/** An advertisement of `fiscalYear`: its requisition's year, or (made by hand) its publish date's. */
export function ofFiscalYear(fiscalYear: string | undefined): SQL | undefined {
  if (!fiscalYear) return undefined;
  const { first, next } = fiscalYearDays(fiscalYear);
  return or(
    eq(advertisements.fiscalYear, fiscalYear),
    and(
      isNull(advertisements.fiscalYear),
      gte(advertisements.publishDate, first),
      lt(advertisements.publishDate, next),
    ),
  );
}
