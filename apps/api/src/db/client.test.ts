import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { scratchDatabase } from '../test/test-app';
import { openDatabase } from './client';

const serverUrl = process.env.DATABASE_URL;

type Rows<T> = { rows: T[] };

async function terminateBackend(pid: number) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query('select pg_terminate_backend($1)', [pid]);
  await admin.end();
}

// Only PostgreSQL has pooled connections the server can end; PGlite runs in the process.
describe.skipIf(!serverUrl)('the PostgreSQL pool', () => {
  it('survives the server ending an idle connection, and reports it', async () => {
    const lost: string[] = [];
    const scratch = await scratchDatabase(serverUrl!);
    const database = await openDatabase({
      databaseUrl: scratch.url,
      dataDir: '',
      onConnectionLost: (error) => lost.push(error.message),
    });
    try {
      const before = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as Rows<{
        pid: number;
      }>;
      await terminateBackend(before.rows[0]!.pid);
      await expect.poll(() => lost.length).toBe(1);
      const after = (await database.db.execute(sql`select 1 as one`)) as Rows<{ one: number }>;
      expect(after.rows[0]!.one).toBe(1);
    } finally {
      await database.close();
      await scratch.drop();
    }
  });
});
