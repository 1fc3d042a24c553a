import { and, asc, eq, inArray } from 'drizzle-orm';
import { APPLICATION_EVENT_KINDS } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import { applicationEvents, applications, payments } from '../../db/schema';

/** Whether the application is this candidate's own (the timeline of any other is "not found"). */
export async function isApplicationOfCandidate(
  executor: Executor,
  id: number,
  candidateUserId: number,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.candidateUserId, candidateUserId)));
  return row !== undefined;
}

/**
 * The events of one application a candidate may see, oldest first. Who acted is not selected at
 * all; a 'paid' event takes its payment's reference and amount from the one paid payment.
 */
export async function listTimelineEvents(executor: Executor, applicationId: number) {
  return executor
    .select({
      kind: applicationEvents.kind,
      detail: applicationEvents.detail,
      at: applicationEvents.at,
      paymentReference: payments.ebpCode,
      paymentAmountPaisa: payments.amountPaisa,
    })
    .from(applicationEvents)
    .leftJoin(
      payments,
      and(
        eq(applicationEvents.kind, 'paid'),
        eq(payments.applicationId, applicationEvents.applicationId),
        eq(payments.status, 'paid'),
      ),
    )
    .where(
      and(
        eq(applicationEvents.applicationId, applicationId),
        inArray(applicationEvents.kind, [...APPLICATION_EVENT_KINDS]),
      ),
    )
    .orderBy(asc(applicationEvents.at), asc(applicationEvents.id));
}

export type TimelineEventRow = Awaited<ReturnType<typeof listTimelineEvents>>[number];
