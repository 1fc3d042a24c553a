import { Column, is, SQL, type Query } from 'drizzle-orm';
import { PgDialect, type SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/** A select as the query builder makes it: its text and values, and what it selects. */
interface SelectQuery<Row> {
  toSQL(): Query;
  _: { selectedFields: unknown };
  execute(): Promise<Row[]>;
}

/** A statement ready to run on one executor, its values named as its placeholders. */
export interface RunnableStatement<Row> {
  execute(values?: Record<string, unknown>): Promise<Row[]>;
}

interface BuiltStatement {
  query: Query;
  /** What the builder selected, in order, to map the rows; none for a statement written in SQL. */
  fields?: SelectedFieldsOrdered;
}

/** A flat selection (`{ name: column or sql }`) in the order its columns come back. */
function orderedFields(selection: unknown): SelectedFieldsOrdered {
  return Object.entries(selection as Record<string, unknown>).map(([name, field]) => {
    if (!is(field, Column) && !is(field, SQL) && !is(field, SQL.Aliased)) {
      throw new Error(`namedStatement selects columns and expressions only, not "${name}"`);
    }
    return { path: [name], field } as SelectedFieldsOrdered[number];
  });
}

/** Both drivers speak PostgreSQL's dialect, with drizzle's default settings. */
const dialect = new PgDialect();

function buildOnce(built: SelectQuery<unknown> | SQL): BuiltStatement {
  if (is(built, SQL)) return { query: dialect.sqlToQuery(built) };
  return { query: built.toSQL(), fields: orderedFields(built._.selectedFields) };
}

/**
 * A named statement whose text is built once for the whole process, its values given as drizzle
 * placeholders (`sql.placeholder`), and that runs on whichever executor it is handed: the pool,
 * or a transaction's connection. Building is not free: in the surge bench the server spent more
 * of its time building apply's statements and the candidate's applications (drizzle's entity
 * checks, one per column and join) than PostgreSQL spent running them, and a transaction is a
 * new executor every time, so a statement built per executor was built for every apply.
 * Preparing it on an executor only wraps the text for that connection (no round trip).
 *
 * Named: each pooled connection parses and plans it on its first runs only (its generic plan),
 * so its text must never vary: lists travel as one array value each.
 *
 * `build` returns a select of the query builder, whose rows are mapped as drizzle maps them,
 * or a statement written in SQL, whose rows come back as PostgreSQL names their columns.
 */
export function namedStatement<Row>(
  name: string,
  build: (executor: Executor) => SelectQuery<Row>,
): (executor: Executor) => RunnableStatement<Row>;
export function namedStatement<Row>(
  name: string,
  build: (executor: Executor) => SQL,
): (executor: Executor) => RunnableStatement<Row>;
export function namedStatement<Row>(
  name: string,
  build: (executor: Executor) => SelectQuery<Row> | SQL,
): (executor: Executor) => RunnableStatement<Row> {
  let built: BuiltStatement | undefined;
  const prepared = new WeakMap<Executor, RunnableStatement<Row>>();
  return (executor) => {
    let statement = prepared.get(executor);
    if (statement === undefined) {
      built ??= buildOnce(build(executor));
      const { query, fields } = built;
      const onConnection = executor._.session.prepareQuery(
        query,
        fields,
        name,
        fields !== undefined,
      );
      statement = fields
        ? { execute: async (values) => (await onConnection.execute(values)) as Row[] }
        : {
            execute: async (values) =>
              ((await onConnection.execute(values)) as { rows: Row[] }).rows,
          };
      prepared.set(executor, statement);
    }
    return statement;
  };
}
