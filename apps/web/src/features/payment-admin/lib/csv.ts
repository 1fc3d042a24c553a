import { saveFile } from '../../../lib/api';

/** A CSV cell: text, a count, or nothing (an empty field). */
export type CsvValue = string | number | null;

/** Integer paisa as rupees with two decimals and no grouping: 150000 → "1500.00". */
export function rupees(paisa: number): string {
  const absolute = Math.abs(paisa);
  const sign = paisa < 0 ? '-' : '';
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, its quotes
 * doubled. Text a spreadsheet would run as a formula (=, +, -, @ first) is prefixed with an
 * apostrophe, so a post name cannot become one.
 */
function field(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The header and the lines as CSV text; lines end in CRLF, the last one too. */
export function toCsv(header: readonly string[], lines: readonly (readonly CsvValue[])[]): string {
  return [header, ...lines].map((line) => line.map(field).join(',') + '\r\n').join('');
}

/** Hands the CSV to the browser's save dialog (with a BOM, so spreadsheets read it as UTF-8). */
export function downloadCsv(text: string, fileName: string): void {
  saveFile({ blob: new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), fileName });
}
