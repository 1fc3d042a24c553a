import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { allows, type PermissionAction, type PrivilegeCode } from '@niyukti/shared';
import { AppError, messageOf } from '../errors/app-error';
import type { AccessClaims, AccessTokens } from './access-token';
import { actionsOf, declareGuard, type ActionByField, type RouteAction } from './route-access';

declare module 'fastify' {
  interface FastifyRequest {
    user: AccessClaims | null;
  }
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

/**
 * Reads the bearer token of every request into `request.user`. An expired token gets the
 * RFC 6750 `invalid_token` answer, which the client handles by refreshing once; a token that
 * is not ours at all gets code INVALID_TOKEN, which the client drops silently.
 */
export function createAuthenticator(tokens: AccessTokens) {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    request.user = null;
    const token = bearerOf(request);
    if (!token) return;
    const result = await tokens.check(token);
    if (result.ok) {
      request.user = result.claims;
      return;
    }
    if (result.reason === 'expired') {
      return reply
        .status(401)
        .header(
          'www-authenticate',
          'Bearer error="invalid_token", error_description="The access token expired"',
        )
        .send({
          status: 0,
          message: messageOf('UNAUTHORIZED'),
          data: null,
          code: 'UNAUTHORIZED',
          error: 'invalid_token',
          error_description: 'The access token expired',
        });
    }
    throw new AppError('INVALID_TOKEN');
  };
}

function signedInUser(
  request: FastifyRequest,
  options: { allowPendingPasswordChange?: boolean } = {},
) {
  const user = request.user;
  if (!user) throw new AppError('UNAUTHORIZED');
  if (user.mustChangePassword && !options.allowPendingPasswordChange) {
    throw new AppError('PASSWORD_CHANGE_REQUIRED');
  }
  return user;
}

/**
 * Any signed-in user, also one who still has to change the temporary password. Declared as
 * `onRequest`, like the other guards, so a stranger is refused before the body is read.
 */
export const requireSignedIn: preHandlerHookHandler = declareGuard(
  async (request: FastifyRequest) => {
    signedInUser(request, { allowPendingPasswordChange: true });
  },
  { who: 'signed-in' },
);

/**
 * Candidates only. Declared as `onRequest`, like the privilege guards, so anyone else is
 * refused before the body is read and learns nothing about the input.
 */
export const requireCandidate = declareGuard(
  async (request: FastifyRequest): Promise<void> => {
    if (signedInUser(request).kind !== 'candidate') throw new AppError('FORBIDDEN');
  },
  { who: 'candidate' },
);

/**
 * Any staff member, to read: the counts-only reports (decision 152). Declared on the route with
 * `anyStaff('read')`, so the OpenAPI document says `x-access: any-staff` and the guard test checks
 * these routes only read.
 */
export const requireAnyStaffReading = declareGuard(
  async (request: FastifyRequest): Promise<void> => {
    if (signedInUser(request).kind !== 'staff') throw new AppError('FORBIDDEN');
  },
  { who: 'any-staff', action: 'read' },
);

/** Whether the signed-in user holds `code` with `action` (through any of their roles). */
export const userMay = (user: AccessClaims, code: PrivilegeCode, action: PermissionAction) =>
  allows(user.privileges, user.permissions, code, action);

/**
 * The guard declared next to every internal route: the user holds the code and the route's
 * action on it (the UI hides, the API refuses). For a route whose body names the decision, this
 * lets through anyone who may take one of its decisions; `requireActionOfBody` then checks the
 * decision taken.
 */
export function requirePrivilege(code: PrivilegeCode, action: RouteAction): preHandlerHookHandler {
  const actions = actionsOf(action);
  return declareGuard(
    async (request: FastifyRequest) => {
      const user = signedInUser(request);
      if (user.kind !== 'staff' || !actions.some((a) => userMay(user, code, a)))
        throw new AppError('FORBIDDEN');
    },
    { who: 'staff', privilege: code, action },
  );
}

/**
 * After validation: the user may take the decision the body names (a preHandler, so the body
 * is known to be one of the field's values). Documented with the route's guard.
 */
export function requireActionOfBody(
  code: PrivilegeCode,
  { field, actions }: ActionByField,
): preHandlerHookHandler {
  return async (request: FastifyRequest) => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    const action = typeof value === 'string' ? actions[value] : undefined;
    if (!action || !userMay(currentUser(request), code, action)) throw new AppError('FORBIDDEN');
  };
}

/** The signed-in user of a guarded route (the guard has already refused anyone else). */
export function currentUser(request: FastifyRequest): AccessClaims {
  if (!request.user) throw new AppError('UNAUTHORIZED');
  return request.user;
}
