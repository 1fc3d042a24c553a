import { ZId, isMessageKey, masterInputSchema, type MasterEntityDefinition } from '@niyukti/shared';
import type { z } from 'zod';
import { headerKey, type ImportSheet } from '../../../platform/spreadsheets/read-import-file';
import type { RowError } from '../../../platform/spreadsheets/row-problems';

// From a sheet's rows to the input a form would have sent: header names become field names,
// cells become values, and every row goes through the entity's own request schema.

/** A row that passed the schema: the values as the service takes them, and the optional id. */
export interface ParsedRow {
  line: number;
  id?: number;
  input: Record<string, unknown>;
}

/**
 * Header names of files that are not ours, per entity: the official list of local levels names
 * its columns `type_id` and `wards`. Names are compared as by `headerKey`.
 */
const HEADER_ALIASES: Record<string, Record<string, string>> = {
  districts: { province_id: 'provinceId' },
  'local-bodies': { type_id: 'localBodyTypeId', wards: 'wardCount' },
};

const ID_COLUMN = 'id';
const ACTIVE_COLUMN = 'active';

const YES = new Set(['true', 'yes', 'y', '1', 'active', 'हो', 'सक्रिय', 'छ']);
const NO = new Set(['false', 'no', 'n', '0', 'inactive', 'होइन', 'निष्क्रिय', 'छैन']);

/** Yes or no in either language; undefined for anything else. */
function toFlag(cell: string): boolean | undefined {
  const word = cell.trim().toLowerCase();
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  return undefined;
}

/** Which column holds which field (`id` and `active` included); unknown columns are ignored. */
export function columnsOf(entity: MasterEntityDefinition, header: readonly string[]) {
  const known = new Map<string, string>([
    [ID_COLUMN, ID_COLUMN],
    [ACTIVE_COLUMN, ACTIVE_COLUMN],
  ]);
  for (const field of entity.fields) known.set(headerKey(field.name), field.name);
  for (const [alias, field] of Object.entries(HEADER_ALIASES[entity.key] ?? {}))
    known.set(headerKey(alias), field);
  const columns = new Map<string, number>();
  header.forEach((name, index) => {
    const field = known.get(headerKey(name));
    // The first of two columns naming one field wins; the second is ignored like an unknown one.
    if (field && !columns.has(field)) columns.set(field, index);
  });
  return columns;
}

function issuesOf(line: number, error: z.ZodError, fallbackField = ''): RowError[] {
  return error.issues.map((issue) => ({
    row: line,
    field: issue.path.length > 0 ? String(issue.path[0]) : fallbackField,
    message: isMessageKey(issue.message) ? issue.message : 'validation.invalid',
  }));
}

/** Every data row checked against the entity's schema; all problems of all rows are returned. */
export function parseRows(entity: MasterEntityDefinition, sheet: ImportSheet) {
  const schema = masterInputSchema(entity.fields);
  const columns = columnsOf(entity, sheet.header);
  const cellOf = (cells: readonly string[], field: string) => {
    const index = columns.get(field);
    return index === undefined ? undefined : (cells[index] ?? '');
  };
  const parsed: ParsedRow[] = [];
  const errors: RowError[] = [];
  for (const { line, cells } of sheet.rows) {
    const rowErrors: RowError[] = [];
    // A yes/no cell that is neither is reported as invalid here, not as missing by the schema.
    const flagOf = (field: string, cell: string) => {
      const flag = toFlag(cell);
      if (flag === undefined) rowErrors.push({ row: line, field, message: 'validation.invalid' });
      return flag ?? false;
    };
    const values: Record<string, unknown> = {};
    for (const field of entity.fields) {
      const cell = cellOf(cells, field.name);
      values[field.name] =
        field.kind === 'flag' && cell !== undefined && cell.trim() !== ''
          ? flagOf(field.name, cell)
          : cell;
    }
    const active = cellOf(cells, ACTIVE_COLUMN)?.trim() ?? '';
    values.active = active === '' ? true : flagOf(ACTIVE_COLUMN, active);
    const idCell = cellOf(cells, ID_COLUMN)?.trim() ?? '';
    const id = idCell === '' ? undefined : ZId.safeParse(idCell);
    if (id && !id.success) rowErrors.push(...issuesOf(line, id.error, ID_COLUMN));
    const result = schema.safeParse(values);
    if (!result.success) rowErrors.push(...issuesOf(line, result.error));
    if (rowErrors.length > 0) errors.push(...rowErrors);
    else if (result.success) parsed.push({ line, id: id?.data, input: result.data });
  }
  return { parsed, errors };
}
