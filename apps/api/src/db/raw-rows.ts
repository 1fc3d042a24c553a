import type { SQL } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * The rows of a statement written in SQL (a lateral join or a VALUES list the query builder does
 * not write), typed as the caller names them. Both drivers answer with `{ rows }`.
 */
export async function rowsOf<Row>(executor: Executor, statement: SQL): Promise<Row[]> {
  const result = (await executor.execute(statement)) as unknown as { rows: Row[] };
  return result.rows;
}
