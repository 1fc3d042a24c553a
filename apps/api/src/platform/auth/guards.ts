import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { PrivilegeCode } from '@niyukti/shared';
import { AppError, messageOf } from '../errors/app-error';
import type { AccessClaims, AccessTokens } from './access-token';
import { declareGuard } from './route-access';

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

/** The guard declared next to every internal route: the UI hides, the API refuses. */
export function requirePrivilege(code: PrivilegeCode): preHandlerHookHandler {
  return declareGuard(
    async (request: FastifyRequest) => {
      const user = signedInUser(request);
      if (user.kind !== 'staff' || !user.privileges.includes(code)) throw new AppError('FORBIDDEN');
    },
    { who: 'staff', privilege: code },
  );
}

/** The signed-in user of a guarded route (the guard has already refused anyone else). */
export function currentUser(request: FastifyRequest): AccessClaims {
  if (!request.user) throw new AppError('UNAUTHORIZED');
  return request.user;
}
