import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api';

/**
 * Puts a refused save's problems under the fields they concern, besides the toast the client
 * already showed: `data.issues` of VALIDATION_FAILED and the codes that name one field.
 */
export function placeServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fieldOfCode: Readonly<Partial<Record<string, Path<T>>>> = {},
): void {
  if (!isApiError(error)) return;
  const placed = new Map<Path<T>, string>();
  for (const issue of error.issues) {
    const head = String(issue.path).split('.')[0];
    const field = fields.find((name) => name === head);
    if (field && !placed.has(field)) placed.set(field, issue.message);
  }
  const byCode = fieldOfCode[error.code];
  if (byCode && !placed.has(byCode)) placed.set(byCode, `error.${error.code}`);
  [...placed].forEach(([field, message], index) =>
    setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
}
