import { count } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import { readAll } from './read-all';

export interface PageRequest {
  /** From 1. */
  page: number;
  pageSize: number;
}

export interface Page<Row> {
  rows: Row[];
  /** Rows of the whole list, every page together. */
  total: number;
}

/**
 * One page of a list and the size of the whole list, from one query: its selection, joins and
 * conditions are written once (`executor.select(…).from(…).where(…).$dynamic()`), the count is
 * taken over that same query as a subquery, so the two cannot drift apart. PostgreSQL flattens
 * the subquery, so the count costs what a hand-written count over the same joins costs.
 */
export async function listPage<Query extends PgSelect>(
  executor: Executor,
  query: Query,
  order: Parameters<Query['orderBy']>,
  { page, pageSize }: PageRequest,
): Promise<Page<Awaited<Query>[number]>> {
  // The subquery is drawn before the order and the limit are added to the (mutable) builder.
  const whole = query.as('whole_list');
  const [rows, counted] = await readAll(executor, [
    () =>
      query
        .orderBy(...order)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    // `never`: Drizzle cannot tell a generic query's selection is not empty; any query has one.
    () => executor.select({ value: count() }).from(whole as never) as Promise<{ value: number }[]>,
  ]);
  return { rows: rows as Awaited<Query>[number][], total: counted[0]?.value ?? 0 };
}
