import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { OnlinePaymentSlug } from '@niyukti/shared';
import type { PaymentStart } from '../modules/payments/providers/payment-provider';
import type { FastifyInstance } from 'fastify';
import { payInConnectIpsSandbox } from './connectips-payer';
import { payInEsewaSandbox } from './esewa-payer';
import { payInFonepaySandbox } from './fonepay-payer';
import { payInKhaltiSandbox } from './khalti-payer';
import { bearer } from './people';
import type { TestApp } from './test-app';
import { applicationEvents, applications, payments } from '../db/schema';

// Paying an application through the HTTP API as the candidate's browser does: start, go to the
// provider (a sandbox payer helper), then hand the provider's return to the confirm route.

export type StartedPayment = PaymentStart & { ebpCode: string };

/** Pays (or cancels) a started payment in a provider's sandbox; resolves with the return URL. */
export type SandboxPayer = (
  app: FastifyInstance,
  start: PaymentStart,
  decision?: 'approve' | 'cancel',
) => Promise<URL>;

export const SANDBOX_PAYERS: Record<OnlinePaymentSlug, SandboxPayer> = {
  esewa: payInEsewaSandbox,
  khalti: payInKhaltiSandbox,
  connectips: payInConnectIpsSandbox,
  fonepay: payInFonepaySandbox,
};

export async function startPayment(
  t: TestApp,
  token: string,
  applicationId: number,
  provider: OnlinePaymentSlug,
): Promise<StartedPayment> {
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/candidate/applications/${applicationId}/payments/${provider}`,
    headers: bearer(token),
  });
  expect(started.statusCode, started.body).toBe(200);
  return started.json().data;
}

/** The return's query parameters, as the SPA's return page sends them. */
export const returnParams = (redirect: URL) => Object.fromEntries(redirect.searchParams);

export function confirmReturn(
  t: TestApp,
  token: string,
  provider: OnlinePaymentSlug,
  params: Record<string, string>,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/candidate/payments/${provider}/confirm`,
    headers: bearer(token),
    payload: { params },
  });
}

export function recheckPayment(
  t: TestApp,
  token: string,
  applicationId: number,
  transactionId?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/candidate/applications/${applicationId}/payments/recheck`,
    headers: bearer(token),
    payload: transactionId === undefined ? {} : { transactionId },
  });
}

/** The payment status of an application, as stored. */
export async function paymentStatusOf(t: TestApp, applicationId: number) {
  const [row] = await t.database.db
    .select({ paymentStatus: applications.paymentStatus })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return row!.paymentStatus;
}

/** The 'paid' events of an application: one for every payment credited. */
export async function paidEventsOf(t: TestApp, applicationId: number) {
  return t.database.db
    .select()
    .from(applicationEvents)
    .where(
      and(eq(applicationEvents.applicationId, applicationId), eq(applicationEvents.kind, 'paid')),
    );
}

/** The stored attempt of a payment started through the API. */
export async function attemptOfStarted(t: TestApp, start: StartedPayment) {
  const [row] = await t.database.db
    .select()
    .from(payments)
    .where(eq(payments.ebpCode, start.ebpCode));
  return row!;
}
