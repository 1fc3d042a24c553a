// Importing the distribution history made before Niyukti (VDH create; decision 151): a CSV or XLSX
// file, one distribution a row, whose columns are the log's fields and one column per quota (by
// its code) or way of filling posts (seniority, performance, internal) holding its seats. Every row
// is checked as the entry form's input; one bad row and nothing is imported, every problem listed.
import ExcelJS from 'exceljs';
import {
  UNADVERTISED_HEADINGS,
  ZDistributionLogInput,
  isMessageKey,
  type MessageKey,
  type THistoryImportResult,
} from '@niyukti/shared';
import type { Database, Executor } from '../../db/client';
import { recordAudit } from '../../platform/audit/record-audit';
import {
  headerKey,
  readImportFile,
  type ImportSheet,
} from '../../platform/spreadsheets/read-import-file';
import { rowsRefused, type RowError } from '../../platform/spreadsheets/row-problems';
import {
  enteredLogIssues,
  saveEnteredLog,
  toEnteredLog,
  type EnteredLog,
} from './distribution-history.service';
import * as repo from './distribution-history.repository';

/** The log's own columns, as the template names them, and the input field each fills. */
const FIELD_COLUMNS = {
  fiscal_year: 'fiscalYear',
  post_id: 'postId',
  office_id: 'demandOfficeId',
  publish_date_bs: 'publishDateBs',
  chalani_number: 'chalaniNumber',
  chalani_date_bs: 'chalaniDateBs',
  total_vacancy: 'totalVacancy',
  local_body_id: 'localBodyId',
} as const;

type Column =
  | { kind: 'field'; field: string }
  | { kind: 'quota'; quotaId: number }
  | { kind: 'heading'; heading: (typeof UNADVERTISED_HEADINGS)[number] };

/** What each column of the header holds; a column naming nothing is a problem of line 1. */
function columnsOf(header: readonly string[], quotaIds: ReadonlyMap<string, number>) {
  const fields = new Map(Object.entries(FIELD_COLUMNS).map(([name, f]) => [headerKey(name), f]));
  const headings = new Map(UNADVERTISED_HEADINGS.map((heading) => [headerKey(heading), heading]));
  const columns: (Column | null)[] = [];
  const errors: RowError[] = [];
  for (const name of header) {
    const key = headerKey(name);
    const field = fields.get(key);
    const heading = headings.get(key);
    const quotaId = quotaIds.get(key);
    if (key === '') columns.push(null);
    else if (field) columns.push({ kind: 'field', field });
    else if (heading) columns.push({ kind: 'heading', heading });
    else if (quotaId !== undefined) columns.push({ kind: 'quota', quotaId });
    else {
      columns.push(null);
      errors.push({ row: 1, field: name, message: 'distribution.quotaColumnUnknown' });
    }
  }
  return { columns, errors };
}

/** A row as the entry form would have sent it: seats of the filled seat columns as its rows. */
function inputOf(columns: readonly (Column | null)[], cells: readonly string[]) {
  const input: Record<string, unknown> = { rows: [] };
  const rows = input.rows as Record<string, unknown>[];
  for (const [index, column] of columns.entries()) {
    const cell = (cells[index] ?? '').trim();
    if (!column) continue;
    if (column.kind === 'field') input[column.field] = cell;
    else if (cell !== '')
      rows.push(
        column.kind === 'quota'
          ? { quotaId: column.quotaId, seats: cell }
          : { heading: column.heading, seats: cell },
      );
  }
  return input;
}

const messageOf = (message: string): MessageKey =>
  isMessageKey(message) ? message : 'validation.invalid';

/** The problems of a field path in the entry form's terms, told by the file's column names. */
function columnOfPath(path: string, input: Record<string, unknown>): string {
  const [first, index] = path.split('.');
  if (first === 'rows' && index !== undefined) {
    const row = (input.rows as Record<string, unknown>[])[Number(index)];
    return row?.heading ? String(row.heading) : `quota ${String(row?.quotaId ?? '')}`;
  }
  const named = Object.entries(FIELD_COLUMNS).find(([, field]) => field === first);
  return named ? named[0] : (first ?? '');
}

/** Every row checked; those that pass as the service stores them. */
function parseSheet(sheet: ImportSheet, columns: readonly (Column | null)[]) {
  const parsed: { line: number; log: EnteredLog; input: Record<string, unknown> }[] = [];
  const errors: RowError[] = [];
  for (const row of sheet.rows) {
    const input = inputOf(columns, row.cells);
    const result = ZDistributionLogInput.safeParse(input);
    if (result.success) parsed.push({ line: row.line, log: toEnteredLog(result.data), input });
    else
      for (const issue of result.error.issues)
        errors.push({
          row: row.line,
          field: columnOfPath(issue.path.join('.'), input),
          message: messageOf(issue.message),
        });
  }
  return { parsed, errors };
}

/** Two rows of the file for the same letter: the second is told, not silently kept. */
function repeatedLetters(parsed: readonly { line: number; log: EnteredLog }[]): RowError[] {
  const seen = new Set<string>();
  const errors: RowError[] = [];
  for (const { line, log } of parsed) {
    const { postId, demandOfficeId, fiscalYear, chalaniNumber } = log.values;
    const key = JSON.stringify([postId, demandOfficeId, fiscalYear, chalaniNumber]);
    if (seen.has(key))
      errors.push({ row: line, field: 'chalani_number', message: 'masterData.duplicate' });
    seen.add(key);
  }
  return errors;
}

async function importSheet(
  tx: Executor,
  sheet: ImportSheet,
  actorUserId: number,
): Promise<THistoryImportResult> {
  const codes = await repo.listQuotaCodes(tx);
  const { columns, errors } = columnsOf(
    sheet.header,
    new Map(codes.map((quota) => [headerKey(quota.code), quota.id])),
  );
  const { parsed, errors: rowErrors } = parseSheet(sheet, columns);
  errors.push(...rowErrors, ...repeatedLetters(parsed));
  const issues = await enteredLogIssues(
    tx,
    parsed.map((row) => row.log),
  );
  for (const [index, rowIssues] of issues.entries())
    for (const issue of rowIssues)
      errors.push({
        row: parsed[index]!.line,
        field: columnOfPath(issue.path, parsed[index]!.input),
        message: messageOf(issue.message),
      });
  if (errors.length > 0) throw rowsRefused(errors, 'distribution.historyImportFailed');
  let created = 0;
  for (const { log } of parsed) if ((await saveEnteredLog(tx, log, actorUserId)).created) created++;
  return { imported: parsed.length, created, updated: parsed.length - created };
}

export function createHistoryImportService(db: Database) {
  /** One file, one transaction, one audit row with the counts. */
  async function importFile(bytes: Buffer, actorUserId: number) {
    const sheet = await readImportFile(bytes);
    return db.transaction(async (tx) => {
      const result = await importSheet(tx, sheet, actorUserId);
      await recordAudit(tx, {
        actorUserId,
        action: 'distribution.history.import',
        entity: 'distribution_log',
        entityId: 'import',
        before: null,
        after: result,
      });
      return result;
    });
  }

  /**
   * The template: the columns to fill (one per quota code and way of filling posts), and the
   * posts, offices and quotas with the ids and codes the columns take.
   */
  async function template(): Promise<Buffer> {
    const lists = await repo.templateLists(db);
    const workbook = new ExcelJS.Workbook();
    const history = workbook.addWorksheet('history');
    history.addRow([
      ...Object.keys(FIELD_COLUMNS),
      ...lists.quotas.map((quota) => quota.code),
      ...UNADVERTISED_HEADINGS,
    ]);
    history.getRow(1).font = { bold: true };
    const reference = (name: string, header: string[], rows: unknown[][]) => {
      const sheet = workbook.addWorksheet(name);
      sheet.addRow(header).font = { bold: true };
      for (const row of rows) sheet.addRow(row);
    };
    reference(
      'posts',
      ['post_id', 'post', 'class', 'service'],
      lists.posts.map((post) => [post.id, post.nameEn, post.classEn, post.serviceEn]),
    );
    reference(
      'offices',
      ['office_id', 'office', 'ministry'],
      lists.offices.map((office) => [office.id, office.nameEn, office.ministryEn]),
    );
    reference(
      'quotas',
      ['code', 'name_en', 'name_ne'],
      lists.quotas.map((quota) => [quota.code, quota.nameEn, quota.nameNe]),
    );
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  return { importFile, template };
}
