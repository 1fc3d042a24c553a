import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { APPLICATION_EVENT_KINDS } from '@niyukti/shared';
import { namedStatement } from '../../db/named-statement';
import type { Executor } from '../../db/client';
import { applicationEvents, applications, payments } from '../../db/schema';

// Both asked by every timeline a candidate opens: named, so planned on their first runs per
// connection only, and built once (db/named-statement.ts).

const applicationOfCandidate = namedStatement('application_is_of_candidate', (executor) =>
  executor
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.id, sql.placeholder('id')),
        eq(applications.candidateUserId, sql.placeholder('candidateUserId')),
      ),
    ),
);

/** Whether the application is this candidate's own (the timeline of any other is "not found"). */
export async function isApplicationOfCandidate(
  executor: Executor,
  id: number,
  candidateUserId: number,
): Promise<boolean> {
  const [row] = await applicationOfCandidate(executor).execute({ id, candidateUserId });
  return row !== undefined;
}

const timelineEvents = namedStatement('timeline_events_of_application', (executor) =>
  executor
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
        eq(applicationEvents.applicationId, sql.placeholder('applicationId')),
        inArray(applicationEvents.kind, [...APPLICATION_EVENT_KINDS]),
      ),
    )
    .orderBy(asc(applicationEvents.at), asc(applicationEvents.id)),
);

/**
 * The events of one application a candidate may see, oldest first. Who acted is not selected at
 * all; a 'paid' event takes its payment's reference and amount from the one paid payment.
 */
export async function listTimelineEvents(executor: Executor, applicationId: number) {
  return timelineEvents(executor).execute({ applicationId });
}

export type TimelineEventRow = Awaited<ReturnType<typeof listTimelineEvents>>[number];
