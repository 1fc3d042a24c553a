import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  ZForgotPassword,
  ZResetPassword,
  ZResetToken,
  ZResetTokenInfo,
} from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { envelopeOf, ok } from '../../platform/errors/envelope';
import { createPasswordResetService } from './password-reset.service';

// The password endpoints are guessing targets (e-mails, tokens): limited like register.
const RATE_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/** Forgot password and reset by a one-time link; public, mounted under /oauth. */
export function passwordResetRoutes(context: AppContext): FastifyPluginAsyncZod {
  const passwordReset = createPasswordResetService({
    db: context.db,
    resetUrlBase: `${context.config.publicUrl}/change/password`,
  });
  return async (app) => {
    app.post(
      '/password/forgot',
      {
        config: RATE_LIMIT,
        schema: {
          tags: ['authorization'],
          summary: 'Mail a one-time password reset link; the same answer whether the e-mail exists',
          body: ZForgotPassword,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await passwordReset.requestResetLink(request.body);
        return ok(null, MESSAGES['passwordReset.linkSent']);
      },
    );

    app.get(
      '/password/reset/:token',
      {
        config: RATE_LIMIT,
        schema: {
          errors: ['RESET_TOKEN_INVALID'],
          tags: ['authorization'],
          summary: 'Check a reset link: the username while it is unused and unexpired',
          params: z.object({ token: ZResetToken }),
          response: { 200: envelopeOf(ZResetTokenInfo) },
        },
      },
      async (request) => ok(await passwordReset.checkResetToken(request.params.token)),
    );

    app.post(
      '/password/reset',
      {
        config: RATE_LIMIT,
        schema: {
          errors: ['RESET_TOKEN_INVALID'],
          tags: ['authorization'],
          summary: 'Set a new password with a reset link; works once, ends every session',
          body: ZResetPassword,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await passwordReset.resetPassword(request.body);
        return ok(null, MESSAGES['passwordReset.done']);
      },
    );
  };
}
