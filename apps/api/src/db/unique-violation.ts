/** PostgreSQL error codes the services turn into answers for people. */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * The PostgreSQL error with `code` behind a failure, or null. Drivers and Drizzle wrap the
 * error differently, so the cause chain is searched.
 */
function findPgError(error: unknown, code: string): { constraint?: unknown } | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === code) return candidate;
    current = candidate.cause;
  }
  return null;
}

/** The name of the unique constraint a failed insert or update violated, or null. */
export function violatedUniqueConstraint(error: unknown): string | null {
  const found = findPgError(error, UNIQUE_VIOLATION);
  if (!found) return null;
  return typeof found.constraint === 'string' ? found.constraint : '';
}

/** Whether a delete or update failed because another row still refers to this one. */
export function isForeignKeyViolation(error: unknown): boolean {
  return findPgError(error, FOREIGN_KEY_VIOLATION) !== null;
}
