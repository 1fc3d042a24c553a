import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { rateLimitOptions } from './platform/rate-limit/rate-limits';
import compress from '@fastify/compress';
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
import { answerFrameworkError, installSecurityHeaders } from './platform/http/framework-errors';
import { installContentSecurityPolicy } from './platform/http/content-security-policy-hooks';
import { serveWebApp } from './platform/http/serve-web-app';
import { apiDocumentOptions } from './platform/openapi/api-document';
import {
  checkAnswersAgainstDocument,
  type UndocumentedAnswer,
} from './platform/openapi/answer-check';

import type { ApiModule } from './platform/api-module';
import { accessModule } from './modules/access/index';
import { admitCardsModule } from './modules/admit-cards/index';
import { advertisementsModule } from './modules/advertisements/index';
import { ageLimitsModule } from './modules/age-limits/index';
import { applicationsModule } from './modules/applications/index';
import { auditModule } from './modules/audit/index';
import { authModule } from './modules/auth/index';
import { dashboardModule } from './modules/dashboard/index';
import { distributionModule } from './modules/distribution/index';
import { eligibilityModule } from './modules/eligibility/index';
import { masterDataModule } from './modules/master-data/index';
import { noticesModule } from './modules/notices/index';
import { notificationsModule } from './modules/notifications/index';
import { passwordResetModule } from './modules/password-reset/index';
import { paymentsModule, publicUrlMismatchWarning } from './modules/payments/index';
import { platformModule } from './modules/platform/index';
import { profileModule } from './modules/profile/index';
import { registrationModule } from './modules/registration/index';
import { reportsModule } from './modules/reports/index';
import { requisitionsModule } from './modules/requisitions/index';
import { rollNumbersModule } from './modules/roll-numbers/index';
import { scrutinyModule } from './modules/scrutiny/index';
import { vacanciesModule } from './modules/vacancies/index';
import { accessLog } from './platform/http/access-log';
import { installLoadShedding } from './platform/http/load-shedding';

/**
 * The API's modules. Each offers its routes (and jobs) through its `index.ts`; a new domain is
 * one line here. The order is the order of the OpenAPI document.
 */
export const API_MODULES: readonly ApiModule[] = [
  platformModule,
  masterDataModule,
  registrationModule,
  noticesModule,
  authModule,
  passwordResetModule,
  vacanciesModule,
  applicationsModule,
  paymentsModule,
  admitCardsModule,
  dashboardModule,
  ageLimitsModule,
  eligibilityModule,
  notificationsModule,
  profileModule,
  scrutinyModule,
  reportsModule,
  rollNumbersModule,
  requisitionsModule,
  distributionModule,
  advertisementsModule,
  accessModule,
  auditModule,
];

export interface BuildOptions {
  /** Told of every error answer the OpenAPI document does not list (the tests fail on one). */
  onUndocumentedAnswer?: (answer: UndocumentedAnswer) => void;
  /** Where the log's lines go instead of standard output (a test reads them). */
  logStream?: { write(line: string): void };
}

/** Builds the whole HTTP app from its context; tests build one per file against a fresh database. */
export async function buildApp(
  context: AppContext,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const { config } = context;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, ...(options.logStream && { stream: options.logStream }) },
    // One line per request, written by the access log, instead of Fastify's two.
    logController: accessLog(),
    // Only the proxies of TRUST_PROXY may say who the client is (X-Forwarded-For): believing
    // anyone would let every client pick a new address for each request, and the limits with it.
    trustProxy: config.TRUST_PROXY ?? false,
    bodyLimit: 1024 * 1024,
    connectionTimeout: 180_000,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  countRunningHandlers(app); // before any route: shutdown waits for the handlers under way
  // First of the hooks: a request refused as busy costs nothing else.
  await installLoadShedding(app, config, context.engine);
  app.addHook('onRequest', (_request, _reply, done) => {
    context.traffic.count();
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  refuseNulCharacters(app);
  if (options.onUndocumentedAnswer) checkAnswersAgainstDocument(app, options.onUndocumentedAnswer);

  // The Content-Security-Policy is not helmet's: each answer gets its policy from
  // installContentSecurityPolicy (the web app's with a nonce per index.html, the API
  // documentation's, the payment sandboxes'). Fastify's own refusals get the same headers.
  installSecurityHeaders(app);
  installContentSecurityPolicy(app, config);
  // JSON (and any text) over 1 KB goes brotli (quality 4) or gzip, as the browser accepts; a file
  // the build compressed already is sent as it is. After the CSP hook, so index.html is final.
  // Requests are not decompressed: nothing sends compressed bodies, and each would cost the
  // server the work a client saved.
  await app.register(compress, { encodings: ['br', 'gzip'], globalDecompression: false });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(rateLimit, await rateLimitOptions(app, config));
  await app.register(swagger, apiDocumentOptions());
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Hears the other instances' changes from now on, until the app closes.
  await context.reads.start(app.log);
  app.addHook('onClose', () => context.reads.close());

  app.decorateRequest('user', null);
  app.addHook('onRequest', createAuthenticator(context.accessTokens));
  app.addHook('onRequest', publicUrlMismatchWarning(config.publicUrl));

  for (const module of API_MODULES)
    for (const { prefix, plugin } of module.routes) await app.register(plugin(context), { prefix });
  await serveWebApp(app, config.WEB_DIST_DIR);
  return app;
}
