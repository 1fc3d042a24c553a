import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@niyukti/shared';
import { isDatabaseUnavailable } from '../../db/database-unavailable';
import { AppError, BUSY_RETRY_AFTER_SECONDS, messageOf, type BilingualMessage } from './app-error';

interface Issue {
  path: string;
  message: string;
}

/** Zod's own texts are English only; anything that is not one of our message keys becomes generic. */
function toIssue(instancePath: string, message: string | undefined): Issue {
  const key = message && message in MESSAGES ? message : 'validation.invalid';
  return { path: instancePath.replace(/^\//, '').replaceAll('/', '.'), message: key };
}

function bilingualOfIssue(issue: Issue | undefined): BilingualMessage {
  const known = issue ? MESSAGES[issue.message as keyof typeof MESSAGES] : undefined;
  return known ?? messageOf('VALIDATION_FAILED');
}

function send(reply: FastifyReply, error: AppError) {
  return reply.status(error.httpStatus).send({
    status: 0,
    message: error.bilingual,
    data: error.data,
    code: error.code,
  });
}

/** The one place where anything thrown becomes the spec's envelope and an HTTP status. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      // Refused for want of capacity after it began (a sign-in's hash waited too long): told
      // when to come back, as load shedding tells those it refuses before they begin.
      if (error.code === 'BUSY') reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
      return send(reply, error);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => toIssue(v.instancePath, v.message));
      return send(
        reply,
        new AppError('VALIDATION_FAILED', { issues }, bilingualOfIssue(issues[0])),
      );
    }
    if (error.validation) {
      const issues = error.validation.map((v) => toIssue(v.instancePath, undefined));
      return send(reply, new AppError('VALIDATION_FAILED', { issues }));
    }
    if (error.statusCode === 429) return send(reply, new AppError('RATE_LIMITED'));
    // Malformed bodies, wrong content types, oversized payloads: the client's fault, said plainly.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'rejected request');
      return reply.status(error.statusCode).send({
        status: 0,
        message:
          error.statusCode === 413
            ? MESSAGES['validation.bodyTooLarge']
            : messageOf('VALIDATION_FAILED'),
        data: null,
        code: 'VALIDATION_FAILED',
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      // The pool reconnects on the next request; a client may retry shortly.
      reply.header('retry-after', '5');
      return send(reply, new AppError('DATABASE_UNAVAILABLE'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, new AppError('INTERNAL'));
  });
}
