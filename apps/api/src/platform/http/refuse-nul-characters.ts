import type { FastifyInstance } from 'fastify';
import { validationFailed } from '../errors/validation-failed';

/** How deep a body is searched: ours nest three or four levels; deeper is refused by schemas. */
const MAX_DEPTH = 32;

/**
 * The path of the first string holding a NUL character (U+0000) in `value`, or null.
 * PostgreSQL cannot store NUL in text, so such input would fail inside the database as a 500.
 */
export function pathOfNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return itemPath;
    const found = pathOfNul(item, itemPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Refuses a NUL anywhere in a request's path parameters, query or body, before validation.
 * Only what the route reads is searched: a query or body it does not declare is ignored anyway.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema;
    const found =
      pathOfNul(request.params) ??
      (schema?.querystring ? pathOfNul(request.query) : null) ??
      (schema?.body ? pathOfNul(request.body) : null);
    if (found !== null)
      throw validationFailed([{ path: found || 'body', message: 'validation.nulCharacter' }]);
  });
}
