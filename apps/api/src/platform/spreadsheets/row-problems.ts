import { MESSAGES, type MessageKey } from '@niyukti/shared';
import { AppError } from '../errors/app-error';

/** One problem of one row of an imported file: its line, the field (column), a message key. */
export interface RowError {
  row: number;
  field: string;
  message: MessageKey;
}

/** A person fixes a file from the first problems; thousands of lines of them help nobody. */
const MAX_REPORTED_ROWS = 200;

/** The import refused: `data.rows` lists the first problems by line, nothing was written. */
export function rowsRefused(errors: readonly RowError[], message: MessageKey) {
  const rows = [...errors].sort((a, b) => a.row - b.row).slice(0, MAX_REPORTED_ROWS);
  return new AppError('VALIDATION_FAILED', { rows }, MESSAGES[message]);
}
