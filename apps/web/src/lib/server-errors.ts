import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api';

/** `permanent.districtId` as the form names it, and its first segment. */
function pathsOf(path: string | (string | number)[]): [full: string, head: string] {
  const full = Array.isArray(path) ? path.join('.') : path;
  return [full, full.split('.')[0]!];
}

/**
 * Puts a refused save's problems under the fields they concern, besides the toast the client
 * already showed: `data.issues` (an issue names a field by its full path, `permanent.wardNo`,
 * or by a path inside it, `roleIds.0`), and codes that name one field (DUPLICATE_USERNAME →
 * username). The first problem of a field wins; the first field placed gets the focus.
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
    const [full, head] = pathsOf(issue.path);
    const field = fields.find((name) => name === full) ?? fields.find((name) => name === head);
    if (field && !placed.has(field)) placed.set(field, issue.message);
  }
  const byCode = fieldOfCode[error.code];
  if (byCode && !placed.has(byCode)) placed.set(byCode, `error.${error.code}`);
  [...placed].forEach(([field, message], index) =>
    setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
}
