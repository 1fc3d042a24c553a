import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { MESSAGES } from '@niyukti/shared';

/**
 * The security headers of every answer (helmet's defaults). The Content-Security-Policy is not
 * helmet's: each kind of answer gets its own (content-security-policy-hooks.ts).
 */
export const SECURITY_HEADER_OPTIONS = { contentSecurityPolicy: false } as const;

const applySecurityHeaders = helmet(SECURITY_HEADER_OPTIONS);

/** A JSON answer loads nothing and is framed by nobody. */
const JSON_ANSWER_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Fastify answers a few requests before any route or hook runs: a path that is not valid
 * percent-encoding, a path parameter over its length limit (414). They get our envelope and
 * the same security headers as every other answer.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  applySecurityHeaders(request.raw, reply.raw, () => {
    const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
    request.log.info({ err: error }, 'refused before routing');
    // No hook runs for these: the policy of an answer that is data only, set here.
    void reply.header('content-security-policy', JSON_ANSWER_POLICY);
    void reply.status(status).send({
      status: 0,
      message: MESSAGES['validation.addressTooLong'],
      data: { issues: [{ path: 'url', message: 'validation.addressTooLong' }] },
      code: 'VALIDATION_FAILED',
    });
  });
}
