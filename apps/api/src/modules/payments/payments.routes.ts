import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, ZId } from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { currentUser, requireCandidate } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/errors/envelope';
import { ZApplicationResponse } from '../applications/applications.schemas';
import { createApplicationService } from '../applications/applications.service';
import { createEsewaAdapter } from './providers/esewa/esewa-adapter';
import { createPaymentService } from './payments.service';

const ZPaymentStart = z.object({
  action: z.string(),
  method: z.enum(['POST', 'GET']),
  fields: z.record(z.string(), z.string()),
});

export function paymentRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { config } = context;
  const sandboxBase = `${config.publicUrl}/sandbox/esewa`;
  const esewa = createEsewaAdapter({
    formUrl: config.ESEWA_FORM_URL ?? `${sandboxBase}/api/epay/main/v2/form`,
    statusUrl: config.ESEWA_STATUS_URL ?? `${sandboxBase}/api/epay/transaction/status/`,
    productCode: config.ESEWA_PRODUCT_CODE,
    secretKey: config.ESEWA_SECRET_KEY,
  });
  const payments = createPaymentService({
    db: context.db,
    esewa,
    publicUrl: config.publicUrl,
    applications: createApplicationService(context.db),
  });

  return async (app) => {
    app.post(
      '/applications/:id/payments/esewa',
      {
        onRequest: requireCandidate,
        schema: {
          tags: ['payments'],
          summary: 'Start paying an application with eSewa: the signed form the browser posts',
          params: z.object({ id: ZId }),
          response: { 200: envelopeOf(ZPaymentStart) },
        },
      },
      async (request) =>
        ok(await payments.startEsewaPayment(request.params.id, currentUser(request).userId)),
    );

    app.post(
      '/payments/esewa/confirm',
      {
        onRequest: requireCandidate,
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['payments'],
          summary: "Confirm eSewa's success redirect (its base64 `data`), verified with eSewa",
          body: z.object({ data: z.string().min(1).max(4000) }),
          response: { 200: ZApplicationResponse },
        },
      },
      async (request) => {
        const application = await payments.confirmEsewaPayment(
          request.body.data,
          currentUser(request).userId,
        );
        const message =
          application.paymentStatus === 'paid'
            ? MESSAGES['payment.completed']
            : MESSAGES['payment.pending'];
        return ok(application, message);
      },
    );
  };
}
