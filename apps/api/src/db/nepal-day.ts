import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

// Nepal's days (UTC+05:45, no daylight saving) in SQL: "today" and "that day" are the
// commission's, whatever the server's time zone.

/** The A.D. day in Nepal of a timestamp column. */
export const nepalDay = (column: SQLWrapper) =>
  sql<string>`((${column} at time zone 'UTC') + interval '5 hours 45 minutes')::date`;

/** The instant a Nepal day (an ISO A.D. date) begins. */
export const nepalMidnight = (isoDay: string): SQL =>
  sql`(${isoDay}::date - interval '5 hours 45 minutes') at time zone 'UTC'`;
