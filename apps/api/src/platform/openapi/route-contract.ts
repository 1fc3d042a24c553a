import type { ErrorCode } from '@niyukti/shared';
import { httpStatusOf } from '../errors/app-error';
import { accessOfRoute, type RouteAccess } from '../auth/route-access';
import type { MultipartForm } from '../files/multipart-form';

declare module 'fastify' {
  interface FastifySchema {
    /** The parts of a multipart body (read with readMultipartRecord or readFilePart). */
    multipart?: MultipartForm;
    /**
     * The error codes the route's own rules answer with, beyond those its guard and its input
     * bring (see `errorAnswersOf`), at their usual status or as [status, code] where the route
     * answers otherwise. The API tests fail on any answer the document does not list.
     */
    errors?: readonly DeclaredError[];
  }
}

/** An error code at its usual status, or [status, code]. */
export type DeclaredError = ErrorCode | readonly [status: number, code: ErrorCode];

/** What a route is registered with that its contract is read from. */
export interface RouteShape {
  method: string | string[];
  url: string;
  schema?: {
    params?: unknown;
    querystring?: unknown;
    headers?: unknown;
    body?: unknown;
    multipart?: MultipartForm;
    errors?: readonly DeclaredError[];
  };
  config?: unknown;
  onRequest?: unknown;
  preHandler?: unknown;
}

/** Error answers by HTTP status, each with the codes it may carry. */
export type ErrorAnswers = Map<number, ErrorCode[]>;

const GUARD_ERRORS: Record<RouteAccess['who'], readonly ErrorCode[]> = {
  anyone: [],
  'signed-in': ['UNAUTHORIZED'],
  candidate: ['UNAUTHORIZED', 'PASSWORD_CHANGE_REQUIRED', 'FORBIDDEN'],
  staff: ['UNAUTHORIZED', 'PASSWORD_CHANGE_REQUIRED', 'FORBIDDEN'],
  'any-staff': ['UNAUTHORIZED', 'PASSWORD_CHANGE_REQUIRED', 'FORBIDDEN'],
  // Staff name the candidate in headers: a bad header, an unknown candidate, a locked profile.
  'candidate-or-staff': [
    'UNAUTHORIZED',
    'PASSWORD_CHANGE_REQUIRED',
    'FORBIDDEN',
    'VALIDATION_FAILED',
    'NOT_FOUND',
    'PROFILE_LOCKED',
  ],
};

const hasRateLimit = (config: unknown) =>
  typeof config === 'object' && config !== null && 'rateLimit' in config;

const keptWhenBusy = (config: unknown) =>
  typeof config === 'object' &&
  config !== null &&
  (config as { keepWhenBusy?: unknown }).keepWhenBusy === true;

const takesBody = (route: RouteShape) =>
  route.schema?.body !== undefined || !!route.schema?.multipart;

const hasInput = (route: RouteShape) =>
  takesBody(route) ||
  route.schema?.params !== undefined ||
  route.schema?.querystring !== undefined ||
  route.schema?.headers !== undefined;

/**
 * Every error a route can answer with: a bearer token that is not ours (any route: the token is
 * read before routing decides anything), the database away, the instance too busy, its guard's
 * refusals, bad input, a record named in its path that does not exist, a body too large or of a
 * type it does not read, its rate limit, and the codes its own rules declare.
 */
export function errorAnswersOf(route: RouteShape): ErrorAnswers {
  // Any route may meet the database away (a restart, a failover): 503, try again.
  const codes = new Set<ErrorCode>(['INVALID_TOKEN', 'UNAUTHORIZED', 'DATABASE_UNAVAILABLE']);
  // Any route but the few kept when busy may be refused past capacity: 503, in a minute.
  if (!keptWhenBusy(route.config)) codes.add('BUSY');
  for (const code of GUARD_ERRORS[accessOfRoute(route).who]) codes.add(code);
  if (hasInput(route)) codes.add('VALIDATION_FAILED');
  if (route.url.includes('/:')) codes.add('NOT_FOUND');
  if (hasRateLimit(route.config)) codes.add('RATE_LIMITED');
  const otherwise: (readonly [number, ErrorCode])[] = [];
  for (const declared of route.schema?.errors ?? [])
    if (typeof declared === 'string') codes.add(declared);
    else otherwise.push(declared);

  const answers: ErrorAnswers = new Map();
  const add = (status: number, code: ErrorCode) => {
    const list = answers.get(status) ?? [];
    if (!list.includes(code)) list.push(code);
    answers.set(status, list);
  };
  for (const code of codes) add(httpStatusOf(code), code);
  for (const [status, code] of otherwise) add(status, code);
  // Bodies the parser refuses before validation: too large (413) or of another type (415).
  if (takesBody(route)) {
    add(413, 'VALIDATION_FAILED');
    add(415, 'VALIDATION_FAILED');
  }
  return new Map([...answers].sort(([a], [b]) => a - b));
}
