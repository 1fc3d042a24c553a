import type { Executor } from './client';

/**
 * A statement built once for each database handle and then only run, its values given as
 * drizzle placeholders (`sql.placeholder`), instead of built again from the query builder for
 * every request. Building is not free: in the surge bench the server spent more of its time
 * building the nine-table select of the candidate's applications (drizzle's entity checks, one
 * per column and join) than PostgreSQL spent running it. A transaction is a new executor each
 * time, so there it is built once per transaction, as any query is.
 */
export function builtOnce<Statement>(
  build: (executor: Executor) => Statement,
): (executor: Executor) => Statement {
  const built = new WeakMap<Executor, Statement>();
  return (executor) => {
    let statement = built.get(executor);
    if (statement === undefined) {
      statement = build(executor);
      built.set(executor, statement);
    }
    return statement;
  };
}
