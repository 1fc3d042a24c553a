import pg from 'pg';
import { formatMs } from './http-load';

/**
 * The ceiling apply is compared with: the rows one apply writes (the application, its
 * "applied" event and the candidate's notification; one transaction each, values of the same
 * shape) sent straight through the `pg` driver, `workers` at a time over a pool, with no HTTP,
 * no checks and no reads.
 */
export interface RawInsertOptions {
  databaseUrl: string;
  workers: number;
  poolSize: number;
  duration: number;
  examCentreId: number;
  feePaisa: number;
  nextPair: () => { candidateUserId: number; advertisementId: number };
}

export interface RawInsertResult {
  transactions: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

const INSERT_APPLICATION = `insert into applications
  (candidate_user_id, advertisement_id, exam_centre_id, faculty_id, subject_id, fee_paisa)
  values ($1, $2, $3, $4, $5, $6) returning id`;
const INSERT_EVENT = `insert into application_events (application_id, kind, actor_user_id, detail)
  values ($1, 'applied', $2, $3)`;
const INSERT_NOTIFICATION = `insert into notifications
  (user_id, kind, title_en, title_ne, body_en, body_ne, link)
  values ($1, 'applicationSubmitted', $2, $3, $4, $5, '/vacancy-applied')`;
/** Texts as long as apply's notification (title and body in both languages). */
const NOTICE = [
  'Application received',
  'आवेदन प्राप्त भयो',
  'Your application for Section Officer (advertisement 1/2082-83) was received. Pay the fee of Rs. 1,000.00 to complete it.',
  'शाखा अधिकृत (विज्ञापन नं. १/२०८२-८३) को तपाईंको आवेदन प्राप्त भयो। आवेदन पूरा गर्न रु. १,०००.०० शुल्क तिर्नुहोस्।',
];

/** How many more clients the server takes, keeping a few slots for everyone else. */
export async function roomForClients(databaseUrl: string, spare = 5) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ room: number }>(`select
      current_setting('max_connections')::int
      - current_setting('superuser_reserved_connections')::int
      - (select count(*)::int from pg_stat_activity where backend_type = 'client backend') as room`);
    return Math.max(1, rows[0]!.room - spare);
  } finally {
    await client.end();
  }
}

async function insertOne(pool: pg.Pool, options: RawInsertOptions) {
  const { candidateUserId, advertisementId } = options.nextPair();
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ id: number }>(INSERT_APPLICATION, [
      candidateUserId,
      advertisementId,
      options.examCentreId,
      null,
      null,
      options.feePaisa,
    ]);
    await client.query(INSERT_EVENT, [
      rows[0]!.id,
      candidateUserId,
      { feePaisa: options.feePaisa, extraGroup: false },
    ]);
    await client.query(INSERT_NOTIFICATION, [candidateUserId, ...NOTICE]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/** Opens every client of the pool before timing, as the API's pool is open by then. */
async function warmUp(pool: pg.Pool, size: number) {
  const clients = await Promise.all(Array.from({ length: size }, () => pool.connect()));
  for (const client of clients) client.release();
}

export function percentile(sorted: readonly number[], fraction: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

export async function measureRawInserts(options: RawInsertOptions): Promise<RawInsertResult> {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize });
  await warmUp(pool, options.poolSize);
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.duration * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const begun = performance.now();
      try {
        await insertOne(pool, options);
        latencies.push(performance.now() - begun);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: options.workers }, worker));
  const seconds = (performance.now() - started) / 1000;
  await pool.end();
  latencies.sort((a, b) => a - b);
  return {
    transactions: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    errors,
  };
}

export function printRawInserts(title: string, result: RawInsertResult) {
  console.log(
    `${title.padEnd(38)} ${String(Math.round(result.perSecond)).padStart(6)} tx/s    ` +
      `p50 ${formatMs(result.p50)}   p99 ${formatMs(result.p99)}   ` +
      `transactions ${result.transactions}   errors ${result.errors}`,
  );
}
