/**
 * Whether a failure means the database could not be reached (restarting, the connection killed,
 * refused or timed out) rather than that the statement was wrong. Such a request is answered
 * 503 "try again" instead of 500, and the pool opens new connections on the next one.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (looksUnavailable(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Socket failures Node reports on the connection to PostgreSQL. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own codes: class 08 (connection exception), 57P01–57P03 (shut down by an
 * administrator, a crash, or not accepting connections yet) and 53300 (too many connections).
 */
const SERVER_CODE = /^(08...|57P0[1-3]|53300)$/;

/** node-postgres and its pool say these in words only, without a code. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];

function looksUnavailable(candidate: unknown): boolean {
  const { code, message } = candidate as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_CODE.test(code))) return true;
  return typeof message === 'string' && DRIVER_MESSAGES.some((words) => message.includes(words));
}
