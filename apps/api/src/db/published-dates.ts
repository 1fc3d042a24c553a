import { sql } from 'drizzle-orm';
import { advertisements } from './schema';

/**
 * The five planned dates of an advertisement candidates can reach (pre-live, live, closed). An
 * advertisement a distribution made waits for its dates while pending (decision 148), but the
 * check `advertisements_dates_when_published` keeps every published one whole, so the reads on
 * the candidate's side may type them as present.
 */
export const publishedDates = {
  publishDate: sql<string>`${advertisements.publishDate}`,
  singleFeeDeadline: sql<string>`${advertisements.singleFeeDeadline}`,
  doubleFeeDeadline: sql<string>`${advertisements.doubleFeeDeadline}`,
  ageCutOffDate: sql<string>`${advertisements.ageCutOffDate}`,
  admitCardDate: sql<string>`${advertisements.admitCardDate}`,
};
