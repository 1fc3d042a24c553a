import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { MESSAGES } from '@niyukti/shared';

/**
 * The security headers of every answer (helmet's defaults). The Content-Security-Policy is not
 * helmet's: each kind of answer gets its own (content-security-policy-hooks.ts).
 */
const SECURITY_HEADER_OPTIONS = { contentSecurityPolicy: false } as const;

/** The headers a helmet middleware sets, learnt by running it once on a response that records. */
function headersSetBy(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * helmet's headers, as helmet decides them, worked out once: they are the same for every
 * answer, and running its dozen middlewares per request cost a deadline's reads more than
 * finding their answer (issue 22).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze(
  headersSetBy(helmet(SECURITY_HEADER_OPTIONS)),
);

/** Every answer gets the security headers, set first thing (before any hook may refuse). */
export function installSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(SECURITY_HEADERS);
    done();
  });
}

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
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  request.log.info({ err: error }, 'refused before routing');
  // No hook runs for these: the headers, and the policy of an answer that is data only, here.
  void reply.headers(SECURITY_HEADERS).header('content-security-policy', JSON_ANSWER_POLICY);
  void reply.status(status).send({
    status: 0,
    message: MESSAGES['validation.addressTooLong'],
    data: { issues: [{ path: 'url', message: 'validation.addressTooLong' }] },
    code: 'VALIDATION_FAILED',
  });
}
