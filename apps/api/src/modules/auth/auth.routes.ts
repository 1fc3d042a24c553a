import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMenuFor, MESSAGES, ZChangePassword, ZMenuItem } from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { currentUser, requireSignedIn } from '../../platform/auth/guards';
import { AppError } from '../../platform/errors/app-error';
import { envelopeOf, ok } from '../../platform/errors/envelope';
import { clientKeyOf } from '../../platform/rate-limit/client-address';
import { createAuthService, type TokenPair } from './auth.service';
import { ZCurrentUserResponse } from './auth.schemas';

const REFRESH_COOKIE = 'niyukti_rt';

const ZTokenRequest = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    username: z.string().min(1).max(100),
    password: z.string().min(1).max(128),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    refresh_token: z.string().max(200).optional(),
  }),
]);

const ZTokenPair = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number(),
  refresh_token: z.string(),
});

/** RFC 6749 §5.2 error, with the envelope's fields beside it so the client's catalogue works too. */
function oauthError(reply: FastifyReply, httpStatus: number, error: string, appError: AppError) {
  return reply.status(httpStatus).send({
    error,
    error_description: appError.bilingual.en,
    status: 0,
    message: appError.bilingual,
    data: null,
    code: appError.code,
  });
}

function clientCredentialsOf(request: FastifyRequest): { id: string; secret: string } | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return {
    id: decodeURIComponent(decoded.slice(0, colon)),
    secret: decodeURIComponent(decoded.slice(colon + 1)),
  };
}

export function authRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { config } = context;
  const auth = createAuthService({
    db: context.db,
    accessTokens: context.accessTokens,
    refreshTtlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
    hashWaitLimitMs: config.PASSWORD_HASH_WAIT_LIMIT_MS,
  });

  // The refresh token also travels in an httpOnly cookie scoped to /oauth, out of reach of scripts.
  function setRefreshCookie(reply: FastifyReply, pair: TokenPair) {
    reply.setCookie(REFRESH_COOKIE, pair.refresh_token, {
      path: '/oauth',
      httpOnly: true,
      sameSite: 'strict',
      secure: config.publicUrl.startsWith('https://'),
      maxAge: config.REFRESH_TOKEN_TTL_SECONDS,
    });
    reply.header('cache-control', 'no-store');
  }

  function sendPair(reply: FastifyReply, pair: TokenPair) {
    setRefreshCookie(reply, pair);
    return reply.send(pair);
  }

  return async (app) => {
    app.post(
      '/token',
      {
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags: ['authorization'],
          summary:
            'OAuth2 token endpoint: password and refresh_token grants (form-encoded, client by HTTP Basic)',
          consumes: ['application/x-www-form-urlencoded'],
          security: [{ oauthClient: [] }],
          // RFC 6749: a refused grant is 400 invalid_grant, with our code beside it.
          errors: [
            [400, 'INVALID_CREDENTIALS'],
            [400, 'ACCOUNT_LOCKED'],
            [400, 'ACCOUNT_BLOCKED'],
            [400, 'INVALID_TOKEN'],
          ],
          body: ZTokenRequest,
          response: { 200: ZTokenPair },
        },
      },
      async (request, reply) => {
        const client = clientCredentialsOf(request);
        if (
          !client ||
          client.id !== config.OAUTH_CLIENT_ID ||
          client.secret !== config.OAUTH_CLIENT_SECRET
        ) {
          return oauthError(reply, 401, 'invalid_client', new AppError('UNAUTHORIZED'));
        }
        const body = request.body;
        try {
          if (body.grant_type === 'password')
            return sendPair(
              reply,
              await auth.signIn(body.username, body.password, clientKeyOf(request.ip)),
            );
          const token = body.refresh_token ?? request.cookies[REFRESH_COOKIE];
          if (!token) throw new AppError('INVALID_TOKEN');
          return sendPair(reply, await auth.refresh(token));
        } catch (error) {
          // A grant refused is the client's; a server that cannot check it now (BUSY) answers
          // 503 with Retry-After, as everywhere else.
          if (error instanceof AppError && error.httpStatus < 500)
            return oauthError(reply, 400, 'invalid_grant', error);
          throw error;
        }
      },
    );

    app.get(
      '/me',
      {
        onRequest: requireSignedIn,
        schema: {
          tags: ['authorization'],
          summary: 'The signed-in user and privileges',
          response: { 200: ZCurrentUserResponse },
        },
      },
      async (request) => ok(await auth.currentUser(currentUser(request).userId)),
    );

    app.get(
      '/menu',
      {
        onRequest: requireSignedIn,
        schema: {
          tags: ['authorization'],
          summary: 'The back-office menu items the signed-in user may see (none for candidates)',
          response: { 200: envelopeOf(z.array(ZMenuItem)) },
        },
      },
      async (request) => {
        const user = await auth.currentUser(currentUser(request).userId);
        return ok(user.type === 'staff' ? adminMenuFor(user.privileges, user.permissions) : []);
      },
    );

    app.post(
      '/password/change',
      {
        onRequest: requireSignedIn,
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags: ['authorization'],
          summary: 'Change the password (also the forced first change)',
          body: ZChangePassword,
          response: { 200: envelopeOf(ZTokenPair) },
        },
      },
      async (request, reply) => {
        const pair = await auth.changePassword(currentUser(request).userId, request.body);
        setRefreshCookie(reply, pair);
        return ok(pair, MESSAGES['auth.passwordChanged']);
      },
    );

    app.post(
      '/logout',
      {
        schema: {
          tags: ['authorization'],
          summary: 'Revoke the refresh token and end the session',
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request, reply) => {
        await auth.signOut(request.cookies[REFRESH_COOKIE]);
        reply.clearCookie(REFRESH_COOKIE, { path: '/oauth' });
        return ok(null);
      },
    );
  };
}
