/**
 * The plans of what a report endpoint asks the database: the API's own report service runs on
 * a Drizzle client whose logger keeps each statement and its parameters, then every statement
 * is run again under EXPLAIN (ANALYZE, BUFFERS). So the SQL is exactly the API's, rebuilt from
 * its code (dimensions.repository.ts, reports.repository.ts), with no change to it.
 *
 *   npx tsx season/explain-reports.ts district fiscalYear=2082-83   (one breakdown, a filter)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import {
  REPORT_BREAKDOWNS,
  type ReportBreakdown,
  type TAdvertisementReportQuery,
  type TScrutinyReportQuery,
} from '@niyukti/shared';
import type { Database } from '../../apps/api/src/db/client';
import * as schema from '../../apps/api/src/db/schema';
import { createScrutinyReportsService } from '../../apps/api/src/modules/scrutiny/reports/reports.service';

export interface ExplainedStatement {
  sql: string;
  params: unknown[];
  plan: string;
  executionMs: number;
  /** Shared buffers hit and read, of the whole statement. */
  hit: number;
  read: number;
  /** The plan node that took the most time of its own (actual total minus its children's). */
  heaviest: string;
}

/** What one endpoint's statements are: a report service call made on a recording client. */
export type ServiceCall = (
  reports: ReturnType<typeof createScrutinyReportsService>,
) => Promise<unknown>;

export const breakdownCall =
  (breakdown: ReportBreakdown, query: TScrutinyReportQuery): ServiceCall =>
  (reports) =>
    reports.breakdown(breakdown, query);

export const advertisementReportCall =
  (query: TAdvertisementReportQuery): ServiceCall =>
  (reports) =>
    reports.advertisementReport(query);

/** The spreadsheet's reads: every page of the advertisement report. */
export const wholeAdvertisementReportCall =
  (query: Omit<TAdvertisementReportQuery, 'page' | 'pageSize'>): ServiceCall =>
  async (reports) => {
    for await (const _page of reports.wholeAdvertisementReport(query)) {
      // read every page, as the spreadsheet does
    }
  };

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Total Time': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

/** The node with the most time of its own (times are per loop; parallel workers overlap). */
function heaviestNode(root: PlanNode) {
  let best = { label: '', self: -1 };
  const walk = (node: PlanNode) => {
    const total = node['Actual Total Time'] * node['Actual Loops'];
    const children = (node.Plans ?? []).reduce(
      (sum, child) => sum + child['Actual Total Time'] * child['Actual Loops'],
      0,
    );
    const self = Math.max(0, total - children);
    const on = node['Index Name'] ?? node['Relation Name'];
    if (self > best.self) best = { label: `${node['Node Type']}${on ? ` on ${on}` : ''}`, self };
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(root);
  return `${best.label} (${best.self.toFixed(0)} ms of its own, loops summed)`;
}

/** Runs `call` on a recording client, then explains each statement it made. */
export async function explainCall(
  databaseUrl: string,
  call: ServiceCall,
): Promise<ExplainedStatement[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  try {
    const captured: { sql: string; params: unknown[] }[] = [];
    const db = drizzle(pool, {
      schema,
      logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
    }) as unknown as Database;
    await call(createScrutinyReportsService(db));
    const explained: ExplainedStatement[] = [];
    for (const { sql, params } of captured) {
      const text = await pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${sql}`,
        params,
      );
      const json = await pool.query<{
        'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }];
      }>(`explain (analyze, buffers, format json) ${sql}`, params);
      const root = json.rows[0]!['QUERY PLAN'][0];
      const plan = text.rows.map((row) => row['QUERY PLAN']).join('\n');
      const buffers = /Buffers: shared(?: hit=(\d+))?(?: read=(\d+))?/.exec(plan);
      explained.push({
        sql,
        params,
        plan,
        executionMs: root['Execution Time'],
        hit: Number(buffers?.[1] ?? 0),
        read: Number(buffers?.[2] ?? 0),
        heaviest: heaviestNode(root.Plan),
      });
    }
    return explained;
  } finally {
    await pool.end();
  }
}

export function printExplained(title: string, statements: readonly ExplainedStatement[]) {
  console.log(`\n=== ${title}`);
  for (const [i, statement] of statements.entries()) {
    console.log(
      `--- statement ${i + 1}: ${statement.executionMs.toFixed(0)} ms, buffers hit ${statement.hit} ` +
        `read ${statement.read}; heaviest: ${statement.heaviest}`,
    );
    console.log(statement.sql.replace(/\s+/g, ' ').trim());
    if (statement.params.length) console.log(`params: ${JSON.stringify(statement.params)}`);
    console.log(statement.plan);
  }
}

async function main() {
  const [breakdown, ...filters] = process.argv.slice(2);
  const url = new URL(process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${process.env.BENCH_SEASON_DATABASE ?? 'niyukti_season'}`;
  const query = Object.fromEntries(filters.map((filter) => filter.split('=', 2)));
  if (breakdown === 'advertisement-report.xlsx') {
    const statements = await explainCall(url.toString(), wholeAdvertisementReportCall(query));
    printExplained(`advertisement-report.xlsx ${filters.join(' ')}`, statements);
    return;
  }
  if (breakdown === 'advertisement-report') {
    const statements = await explainCall(
      url.toString(),
      advertisementReportCall({ page: 1, pageSize: 50, ...query }),
    );
    printExplained(`advertisement-report ${filters.join(' ')}`, statements);
    return;
  }
  if (!REPORT_BREAKDOWNS.includes(breakdown as ReportBreakdown)) {
    throw new Error(
      `name a breakdown (${REPORT_BREAKDOWNS.join(', ')}), advertisement-report or advertisement-report.xlsx`,
    );
  }
  const statements = await explainCall(
    url.toString(),
    breakdownCall(breakdown as ReportBreakdown, query),
  );
  printExplained(`${breakdown} ${filters.join(' ')}`, statements);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
