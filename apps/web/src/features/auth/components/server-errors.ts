import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api';

function headOf(path: string | (string | number)[]): string {
  return String(Array.isArray(path) ? path[0] : path.split('.')[0]);
}

/**
 * Puts a failed call's problems under the fields they concern, besides the toast the client
 * already showed: `data.issues` of a VALIDATION_FAILED answer, and codes that name one field
 * (DUPLICATE_USERNAME → username). Focuses the first such field; true when any was placed.
 */
export function placeServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fieldOfCode: Readonly<Record<string, Path<T>>> = {},
): boolean {
  if (!isApiError(error)) return false;
  const placed = new Map<Path<T>, string>();
  for (const issue of error.issues) {
    const field = fields.find((name) => name === headOf(issue.path));
    if (field && !placed.has(field)) placed.set(field, issue.message);
  }
  const byCode = fieldOfCode[error.code];
  if (byCode && !placed.has(byCode)) placed.set(byCode, `error.${error.code}`);
  [...placed].forEach(([field, message], index) =>
    setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  return placed.size > 0;
}
