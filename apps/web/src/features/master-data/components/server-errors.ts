import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api';

/**
 * Puts a refused save's field problems (`data.issues` of VALIDATION_FAILED: an unknown
 * reference, a district outside the province) under their fields, besides the toast the client
 * already showed.
 */
export function placeServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  if (!isApiError(error)) return;
  const placed = new Map<Path<T>, string>();
  for (const issue of error.issues) {
    const head = (Array.isArray(issue.path) ? String(issue.path[0]) : issue.path).split('.')[0];
    const field = fields.find((name) => name === head);
    if (field && !placed.has(field)) placed.set(field, issue.message);
  }
  [...placed].forEach(([field, message], index) =>
    setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
}
