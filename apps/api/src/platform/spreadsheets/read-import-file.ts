import ExcelJS from 'exceljs';
import { MESSAGES } from '@niyukti/shared';
import { AppError } from '../errors/app-error';
import { parseCsv, type SheetRow } from './csv';

/** A file read into its header and data rows, whatever format it came in. */
export interface ImportSheet {
  format: 'csv' | 'xlsx';
  header: string[];
  rows: SheetRow[];
}

// An .xlsx file is a zip archive: its first bytes are the local file header "PK\3\4".
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const BYTE_ORDER_MARK = '\uFEFF';

/** A problem with the file as a whole (not one of its rows), told as an issue of the field. */
export function fileProblem(message: 'validation.invalid' | 'validation.required') {
  return new AppError(
    'VALIDATION_FAILED',
    { rows: [], issues: [{ path: 'file', message }] },
    MESSAGES[message],
  );
}

const isBlank = (row: SheetRow) => row.cells.every((cell) => cell.trim() === '');

function splitHeader(format: ImportSheet['format'], rows: SheetRow[]): ImportSheet {
  const filled = rows.filter((row) => !isBlank(row));
  const [header, ...data] = filled;
  if (!header || data.length === 0) throw fileProblem('validation.required');
  return { format, header: header.cells.map((cell) => cell.trim()), rows: data };
}

/** UTF-8 text, else not a CSV: binary files (images, .xls, UTF-16) fail here. */
function readCsv(bytes: Buffer): ImportSheet {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw fileProblem('validation.invalid');
  }
  if (text.includes('\u0000')) throw fileProblem('validation.invalid');
  if (text.startsWith(BYTE_ORDER_MARK)) text = text.slice(1);
  return splitHeader('csv', parseCsv(text));
}

/** The first worksheet, each cell as the text a person sees in it. */
async function readXlsx(bytes: Buffer): Promise<ImportSheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw fileProblem('validation.invalid');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw fileProblem('validation.required');
  const rows: SheetRow[] = [];
  sheet.eachRow((row) => {
    const cells: string[] = [];
    // Columns are 1-based; an empty cell between filled ones keeps its place as ''.
    for (let column = 1; column <= row.cellCount; column++)
      cells.push(row.getCell(column).text ?? '');
    rows.push({ line: row.number, cells });
  });
  return splitHeader('xlsx', rows);
}

/** `name_en`, `nameEn`, `Name EN` and `name-en` name one column. */
export const headerKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

/** Recognises the file by its content, not its name: an .xlsx workbook, else UTF-8 CSV. */
export async function readImportFile(bytes: Buffer): Promise<ImportSheet> {
  const isZip = ZIP_MAGIC.every((byte, index) => bytes[index] === byte);
  return isZip ? readXlsx(bytes) : readCsv(bytes);
}
