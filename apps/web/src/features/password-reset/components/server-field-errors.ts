import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api';

/**
 * Puts a VALIDATION_FAILED answer's issues under the fields they name (the client has already
 * toasted the first one); true when any was placed.
 */
export function placeFieldIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error)) return false;
  let placed = 0;
  for (const issue of error.issues) {
    const head = String(Array.isArray(issue.path) ? issue.path[0] : issue.path.split('.')[0]);
    const field = fields.find((name) => name === head);
    if (!field) continue;
    setError(field, { type: 'server', message: issue.message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed > 0;
}
