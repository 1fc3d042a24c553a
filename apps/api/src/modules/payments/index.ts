// Payments: the four online providers with their sandboxes, vouchers, the staff's payment
// screens and reports, and the job that reconciles attempts a provider may still settle.
import type { ApiModule } from '../../platform/api-module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { startPaymentReconciliation } from './payment-reconciliation.job';
import { paymentRoutes, publicPaymentRoutes } from './payments.routes';
import { createPaymentService } from './payments.service';
import { staffPaymentRoutes } from './staff-payments.routes';
import { candidateVoucherRoutes, staffVoucherRoutes } from './vouchers/vouchers.routes';

/**
 * The stand-ins of the four providers, where configured (PAYMENT_SANDBOXES). Each stands for a
 * provider's own servers, which a crowd at this instance does not slow: refused BUSY with the
 * portal's own requests, the status check of a payment that went through came back "pending"
 * (the surge bench's flood saw it), as no real provider would answer.
 */
const sandboxRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, keepWhenBusy: true };
    });
    if (context.payments.sandboxes) await app.register(context.payments.sandboxes);
  };

export const paymentsModule: ApiModule = {
  name: 'payments',
  routes: [
    { prefix: '/api/candidate', plugin: paymentRoutes },
    { prefix: '/api/public', plugin: publicPaymentRoutes },
    { prefix: '/api/candidate', plugin: candidateVoucherRoutes },
    { prefix: '/api/internal', plugin: staffVoucherRoutes },
    { prefix: '/api/internal', plugin: staffPaymentRoutes },
    { prefix: '/sandbox', plugin: sandboxRoutes },
  ],
  jobs: ({ db, config, payments }, log) => [
    startPaymentReconciliation(
      createPaymentService({
        db,
        providers: payments.providers,
        publicUrl: config.publicUrl,
        confirmationGraceMinutes: config.PAYMENT_CONFIRMATION_GRACE_MINUTES,
      }),
      log,
      config.PAYMENT_RECONCILE_INTERVAL_SECONDS * 1000,
    ),
  ],
};

// The providers are built once at start (main.ts, the tests) and shared by routes and jobs.
export { createOnlinePayments, type OnlinePayments } from './online-payments';
export type { OnlinePaymentProviders } from './payments.service';
export { publicUrlMismatchWarning, warnIfPublicUrlUnset } from './public-url-check';
// The voucher each application shows, for the scrutiny officer's preview.
export { vouchersOfApplications, type VoucherOfApplication } from './vouchers/vouchers.repository';
