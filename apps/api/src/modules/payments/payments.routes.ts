import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, ONLINE_PAYMENT_SLUGS, ZId } from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { currentUser, requireCandidate } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/errors/envelope';
import { ZApplicationResponse } from '../applications/index';
import type { Settlement } from './payment-settlement';
import { createPaymentService, type ReturnOutcome } from './payments.service';

const ZPaymentStart = z.object({
  action: z.string(),
  method: z.enum(['POST', 'GET']),
  fields: z.record(z.string(), z.string()),
  /** Our payment reference, to quote to the commission if anything goes wrong. */
  ebpCode: z.string(),
});

const ZProviderSlug = z.enum(ONLINE_PAYMENT_SLUGS);

/** What a provider's redirect brought back: a handful of short text parameters. */
const ZReturnParams = z
  .record(z.string().max(40), z.string().max(4000))
  .refine((params) => Object.keys(params).length <= 30, 'too many parameters');

/** What a return without a session is told: the payment's fate and the post, nothing personal. */
const ZReturnWithoutSession = z.object({
  outcome: z.enum(['paid', 'pending', 'not-paid', 'refund-due']),
  /** For the sign-in link back to the application; useless without the candidate's session. */
  applicationId: z.number(),
  advertisementNumber: z.string(),
  postEn: z.string(),
  postNe: z.string(),
});

const MESSAGE_OF_OUTCOME = {
  paid: MESSAGES['payment.completed'],
  pending: MESSAGES['payment.pending'],
  'not-paid': MESSAGES['payment.notPaid'],
  'refund-due': MESSAGES['payment.refundDue'],
} as const satisfies Record<ReturnOutcome, unknown>;

/** The candidate's message after a return or a re-check, by what became of the payment. */
function messageOf(paymentStatus: string, settlements: readonly Settlement[]) {
  // First: money collected that settles nothing must be said even when another payment did.
  if (settlements.includes('refund-due')) return MESSAGES['payment.refundDue'];
  if (paymentStatus === 'paid') return MESSAGES['payment.completed'];
  if (paymentStatus === 'pending' || settlements.includes('pending'))
    return MESSAGES['payment.pending'];
  return MESSAGES['payment.notPaid'];
}

function paymentServiceOf(context: AppContext) {
  return createPaymentService({
    db: context.db,
    providers: context.payments.providers,
    publicUrl: context.config.publicUrl,
    confirmationGraceMinutes: context.config.PAYMENT_CONFIRMATION_GRACE_MINUTES,
  });
}

export function paymentRoutes(context: AppContext): FastifyPluginAsyncZod {
  const payments = paymentServiceOf(context);

  return async (app) => {
    app.post(
      '/applications/:id/payments/:provider',
      {
        onRequest: requireCandidate,
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          errors: [
            'ALREADY_PAID',
            'PAYMENT_PENDING',
            'NOT_PAYABLE',
            'PAYMENT_PROVIDER_UNAVAILABLE',
          ],
          tags: ['payments'],
          summary: 'Start paying an application online: what the browser submits to the provider',
          params: z.object({ id: ZId, provider: ZProviderSlug }),
          response: { 200: envelopeOf(ZPaymentStart) },
        },
      },
      async (request) => {
        const { id, provider } = request.params;
        return ok(await payments.startPayment(provider, id, currentUser(request).userId));
      },
    );

    app.post(
      '/payments/:provider/confirm',
      {
        onRequest: requireCandidate,
        // Money already left the candidate's account: taken even when busy.
        config: { rateLimit: { max: 30, timeWindow: '1 minute' }, keepWhenBusy: true },
        schema: {
          errors: ['PAYMENT_NOT_VERIFIED', 'PAYMENT_PROVIDER_UNAVAILABLE'],
          tags: ['payments'],
          summary: "Confirm a provider's return (its query parameters, as received)",
          params: z.object({ provider: ZProviderSlug }),
          body: z.object({ params: ZReturnParams }),
          response: { 200: ZApplicationResponse },
        },
      },
      async (request) => {
        const { application, settlement } = await payments.confirmReturn(
          request.params.provider,
          request.body.params,
          currentUser(request).userId,
        );
        return ok(application, messageOf(application.paymentStatus, [settlement]));
      },
    );

    app.post(
      '/applications/:id/payments/recheck',
      {
        onRequest: requireCandidate,
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          errors: ['PAYMENT_PROVIDER_UNAVAILABLE'],
          tags: ['payments'],
          summary: 'Ask the providers again about my unsettled payments ("debited but unpaid")',
          params: z.object({ id: ZId }),
          body: z.object({ transactionId: z.string().trim().max(100).optional() }),
          response: { 200: ZApplicationResponse },
        },
      },
      async (request) => {
        const { application, outcomes } = await payments.recheck(
          request.params.id,
          currentUser(request).userId,
          request.body.transactionId,
        );
        return ok(application, messageOf(application.paymentStatus, outcomes));
      },
    );
  };
}

/**
 * Registered under /api/public: the provider's return when the browser has no session (it came
 * back to another address than it left from, or the session expired at the provider's page).
 * The return only names our order; the provider's status API decides, as for the candidate's
 * own confirm.
 */
export function publicPaymentRoutes(context: AppContext): FastifyPluginAsyncZod {
  const payments = paymentServiceOf(context);

  return async (app) => {
    app.post(
      '/payments/:provider/return',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' }, keepWhenBusy: true },
        schema: {
          errors: ['PAYMENT_NOT_VERIFIED'],
          tags: ['payments'],
          summary:
            "Settle a provider's return whose browser has no session (its query parameters, as received)",
          params: z.object({ provider: ZProviderSlug }),
          body: z.object({ params: ZReturnParams }),
          response: { 200: envelopeOf(ZReturnWithoutSession) },
        },
      },
      async (request) => {
        const answer = await payments.confirmReturnWithoutSession(
          request.params.provider,
          request.body.params,
        );
        return ok(answer, MESSAGE_OF_OUTCOME[answer.outcome]);
      },
    );
  };
}
