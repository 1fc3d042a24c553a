import { profileLockRoutes } from './modules/profile/profile-locks.routes';
import { candidateProfileRoutes, staffFileRoutes } from './modules/profile/profile.routes';
import { candidateProfileRecordRoutes } from './modules/profile/records/records.routes';
import { candidateContactRoutes } from './modules/profile/contact.routes';
import { candidateExtraDetailsRoutes } from './modules/profile/extra.routes';
import { candidateLookupRoutes } from './modules/profile/acting-for.routes';
import {
  internalMasterRecordRoutes,
  publicMasterRecordRoutes,
} from './modules/master-data/master-records.routes';
import { masterImportRoutes } from './modules/master-data/import/import.routes';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { rateLimitOptions } from './platform/rate-limit/rate-limits';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import { createAuthenticator } from './platform/auth/guards';
import { installErrorHandler } from './platform/errors/error-handler';
import { countRunningHandlers } from './platform/shutdown/graceful-shutdown';
import { refuseNulCharacters } from './platform/http/refuse-nul-characters';
import { answerFrameworkError, SECURITY_HEADER_OPTIONS } from './platform/http/framework-errors';
import { installContentSecurityPolicy } from './platform/http/content-security-policy-hooks';
import { isApiPath, looksLikeFile, pathnameOf } from './platform/http/web-app-paths';
import { AppError } from './platform/errors/app-error';
import { apiDocumentOptions } from './platform/openapi/api-document';
import {
  checkAnswersAgainstDocument,
  type UndocumentedAnswer,
} from './platform/openapi/answer-check';
import { authRoutes } from './modules/auth/auth.routes';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes';
import { registrationRoutes } from './modules/registration/registration.routes';
import { platformRoutes } from './modules/platform/platform.routes';
import { vacancyRoutes } from './modules/vacancies/vacancies.routes';
import { applicationRoutes } from './modules/applications/applications.routes';
import { paymentRoutes, publicPaymentRoutes } from './modules/payments/payments.routes';
import { publicUrlMismatchWarning } from './modules/payments/public-url-check';
import { staffPaymentRoutes } from './modules/payments/staff-payments.routes';
import {
  candidateVoucherRoutes,
  staffVoucherRoutes,
} from './modules/payments/vouchers/vouchers.routes';
import { scrutinyRoutes } from './modules/scrutiny/scrutiny.routes';
import { rollNumberRoutes } from './modules/roll-numbers/roll-numbers.routes';
import {
  candidateAdmitCardRoutes,
  staffAdmitCardRoutes,
} from './modules/admit-cards/admit-cards.routes';
import { staffAdvertisementRoutes } from './modules/advertisements/advertisements.routes';
import { advertisementLifecycleRoutes } from './modules/advertisements/lifecycle.routes';
import { accessRoutes } from './modules/access/access.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import {
  loginLimitRoutes,
  rollNumberOrderRoutes,
} from './modules/master-data/master-config.routes';
import { candidateDashboardRoutes } from './modules/dashboard/dashboard.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import {
  candidateAgeEligibilityRoutes,
  staffAgeLimitRoutes,
} from './modules/age-limits/age-limits.routes';
import { candidateEligibilityRoutes } from './modules/eligibility/eligibility.routes';
import { publicNoticeRoutes, staffNoticeRoutes } from './modules/notices/notices.routes';

export interface BuildOptions {
  /** Told of every error answer the OpenAPI document does not list (the tests fail on one). */
  onUndocumentedAnswer?: (answer: UndocumentedAnswer) => void;
}

/** Builds the whole HTTP app from its context; tests build one per file against a fresh database. */
export async function buildApp(
  context: AppContext,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const { config } = context;
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    // Only the proxies of TRUST_PROXY may say who the client is (X-Forwarded-For): believing
    // anyone would let every client pick a new address for each request, and the limits with it.
    trustProxy: config.TRUST_PROXY ?? false,
    bodyLimit: 1024 * 1024,
    connectionTimeout: 180_000,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  countRunningHandlers(app); // before any route: shutdown waits for the handlers under way
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  refuseNulCharacters(app);
  if (options.onUndocumentedAnswer) checkAnswersAgainstDocument(app, options.onUndocumentedAnswer);

  // The Content-Security-Policy is not helmet's: each answer gets its policy from
  // installContentSecurityPolicy (the web app's with a nonce per index.html, the API
  // documentation's, the payment sandboxes'). Fastify's own refusals get the same headers.
  await app.register(helmet, SECURITY_HEADER_OPTIONS);
  installContentSecurityPolicy(app, config);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(rateLimit, await rateLimitOptions(app, config));
  await app.register(swagger, apiDocumentOptions());
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.decorateRequest('user', null);
  app.addHook('onRequest', createAuthenticator(context.accessTokens));
  app.addHook('onRequest', publicUrlMismatchWarning(config.publicUrl));

  await app.register(platformRoutes(context), { prefix: '/api' });
  await app.register(publicMasterRecordRoutes(context), { prefix: '/api/public' });
  await app.register(registrationRoutes(context), { prefix: '/api/public' });
  await app.register(publicNoticeRoutes(context), { prefix: '/api/public' });
  await app.register(authRoutes(context), { prefix: '/oauth' });
  await app.register(passwordResetRoutes(context), { prefix: '/oauth' });
  await app.register(vacancyRoutes(context), { prefix: '/api/candidate' });
  await app.register(applicationRoutes(context), { prefix: '/api/candidate' });
  await app.register(paymentRoutes(context), { prefix: '/api/candidate' });
  await app.register(publicPaymentRoutes(context), { prefix: '/api/public' });
  await app.register(candidateVoucherRoutes(context), { prefix: '/api/candidate' });
  await app.register(staffVoucherRoutes(context), { prefix: '/api/internal' });
  await app.register(staffPaymentRoutes(context), { prefix: '/api/internal' });
  await app.register(candidateAdmitCardRoutes(context), { prefix: '/api/candidate' });
  await app.register(candidateDashboardRoutes(context), { prefix: '/api/candidate' });
  await app.register(candidateAgeEligibilityRoutes(context), { prefix: '/api/candidate' });
  await app.register(candidateEligibilityRoutes(context), { prefix: '/api/candidate' });
  await app.register(notificationRoutes(context), { prefix: '/api' });
  await app.register(candidateProfileRoutes(context), { prefix: '/api/candidate' });
  await app.register(candidateContactRoutes(context), { prefix: '/api/candidate' });
  await app.register(candidateExtraDetailsRoutes(context), { prefix: '/api/candidate' });
  await app.register(candidateProfileRecordRoutes(context), { prefix: '/api/candidate' });
  await app.register(scrutinyRoutes(context), { prefix: '/api/internal' });
  await app.register(staffAdmitCardRoutes(context), { prefix: '/api/internal' });
  await app.register(rollNumberRoutes(context), { prefix: '/api/internal' });
  await app.register(staffAdvertisementRoutes(context), { prefix: '/api/internal' });
  await app.register(advertisementLifecycleRoutes(context), { prefix: '/api/internal' });
  await app.register(accessRoutes(context), { prefix: '/api/internal' });
  await app.register(auditRoutes(context), { prefix: '/api/internal' });
  await app.register(staffFileRoutes(context), { prefix: '/api/internal' });
  await app.register(profileLockRoutes(context), { prefix: '/api/internal' });
  await app.register(candidateLookupRoutes(context), { prefix: '/api/internal' });
  await app.register(loginLimitRoutes(context), { prefix: '/api/internal' });
  await app.register(rollNumberOrderRoutes(context), { prefix: '/api/internal' });
  await app.register(internalMasterRecordRoutes(context), { prefix: '/api/internal' });
  await app.register(masterImportRoutes(context), { prefix: '/api/internal' });
  await app.register(staffAgeLimitRoutes(context), { prefix: '/api/internal' });
  await app.register(staffNoticeRoutes(context), { prefix: '/api/internal' });
  if (context.payments.sandboxes)
    await app.register(context.payments.sandboxes, { prefix: '/sandbox' });
  await serveWebApp(app, config.WEB_DIST_DIR);
  return app;
}

/** The API serves the built single-page app; every path it does not own is the SPA's route. */
async function serveWebApp(app: FastifyInstance, distDir: string | undefined) {
  const indexFile = distDir ? path.join(distDir, 'index.html') : null;
  const hasWebApp = indexFile !== null && fs.existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: path.resolve(distDir!),
      wildcard: false,
      index: false,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = pathnameOf(request);
    if (isApiPath(pathname) || looksLikeFile(pathname) || !hasWebApp || request.method !== 'GET')
      throw new AppError('NOT_FOUND');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
