// The advertisement lifecycle (back-office.md §4): create (pending) → publish, now (pre-live) or
// at a scheduled moment → go live; reject while pending or pre-live; change dates or give extra
// days while pre-live or live. Every transition locks the row, checks the state it found, and
// writes the change, an event and an audit entry in one transaction, so a double click or two
// officers at once change it once and the other gets a 409 naming the state it is in now.
import {
  ADVERTISEMENT_DATE_NAMES,
  ADVERTISEMENT_STATUS_LABELS,
  EXTENDABLE_DATE_NAMES,
  MESSAGES,
  addDaysIso,
  fiscalYearOf,
  parseSort,
  todayIso,
  type AdvertisementDateName,
  type AdvertisementStatus,
  type MessageKey,
  type TAdvertisementDetail,
  type TAdvertisementListQuery,
  type TChangeAdvertisementDates,
  type TCreateAdvertisement,
  type TPublishAdvertisement,
  type TRejectAdvertisement,
  type AuditAction,
} from '@niyukti/shared';
import type { Database, Executor } from '../../db/client';
import { takeAdvertisementNumber } from '../../db/number-sequences';
import { violatedUniqueConstraint } from '../../db/unique-violation';
import { recordAudit } from '../../platform/audit/record-audit';
import { activeLocalBodyExists } from '../master-data/index';
import { AppError } from '../../platform/errors/app-error';
import { messageWith, stateInSentence } from '../../platform/errors/message-with';
import {
  toAdvertisementEvent,
  toAdvertisementExamCentre,
  toAdvertisementView,
} from './lifecycle.mapper';
import * as repo from './lifecycle.repository';
import type { ReadInvalidation } from '../../platform/shared-reads/read-invalidation';

const PAISA_PER_RUPEE = 100;

type StateMessage =
  | 'advertisements.cannotPublish'
  | 'advertisements.cannotReject'
  | 'advertisements.cannotGoLive'
  | 'advertisements.cannotChangeDates';

/** 409 with the reason and the state the advertisement is in now, in both languages. */
function wrongState(key: StateMessage, status: AdvertisementStatus) {
  return new AppError(
    'CONFLICT',
    { status },
    messageWith(key, { status: stateInSentence(ADVERTISEMENT_STATUS_LABELS[status]) }),
  );
}

function fieldProblem(
  code: 'CONFLICT' | 'VALIDATION_FAILED',
  path: string,
  message: MessageKey,
): AppError {
  return new AppError(code, { issues: [{ path, message }] }, MESSAGES[message]);
}

/** A unique key lost in a race (the pre-check passed) is the same answer as the pre-check's. */
function rethrowUnique(error: unknown, numberPath: string): never {
  const constraint = violatedUniqueConstraint(error);
  if (constraint?.includes('code'))
    throw fieldProblem('CONFLICT', 'code', 'advertisements.codeTaken');
  if (constraint !== null) throw fieldProblem('CONFLICT', numberPath, 'advertisements.numberTaken');
  throw error;
}

type DateValues = Partial<Record<AdvertisementDateName, string | null>>;

function datesOf(input: Record<string, unknown>, names: readonly AdvertisementDateName[]) {
  const values: Record<string, string> = {};
  for (const name of names) values[name] = String(input[`${name}Ad`]);
  return values as Record<AdvertisementDateName, string>;
}

/** "singleFeeDeadline 2026-01-05→2026-01-12; …" for the event's remarks (at most 500). */
function summaryOf(before: DateValues, after: DateValues): string {
  return ADVERTISEMENT_DATE_NAMES.filter((name) => (before[name] ?? null) !== (after[name] ?? null))
    .map((name) => `${name} ${before[name] ?? '—'}→${after[name] ?? '—'}`)
    .join('; ')
    .slice(0, 500);
}

export function createAdvertisementLifecycle(db: Database, reads: ReadInvalidation) {
  async function detailOf(executor: Executor, id: number): Promise<TAdvertisementDetail> {
    const row = await repo.findAdvertisementView(executor, id);
    if (!row) throw new AppError('NOT_FOUND');
    const examCentres = await repo.listExamCentres(executor, id);
    const events = await repo.listEvents(executor, id);
    return {
      ...toAdvertisementView(row),
      examCentres: examCentres.map(toAdvertisementExamCentre),
      events: events.map(toAdvertisementEvent),
    };
  }

  async function list(query: TAdvertisementListQuery) {
    const { rows, total } = await repo.listAdvertisements(db, {
      filter: query.status,
      page: query.page,
      pageSize: query.pageSize,
      search: query.search,
      sort: parseSort(query.sort),
    });
    return {
      items: rows.map(toAdvertisementView),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  const get = (id: number) => detailOf(db, id);

  /**
   * Runs one transition: locks the row, lets `change` check the state and say what to write,
   * then writes the row, the event and the audit entry together. Once committed, the shared
   * reads hear of it (a go-live shows the vacancy, new dates show at once).
   */
  async function transition(
    id: number,
    actorUserId: number,
    auditAction: AuditAction,
    change: (row: repo.AdvertisementRow) => {
      changes: repo.AdvertisementChanges;
      event: Omit<repo.NewAdvertisementEvent, 'advertisementId' | 'fromStatus' | 'actorUserId'>;
    },
    numberPath = 'advertisementNumber',
  ): Promise<TAdvertisementDetail> {
    try {
      const detail = await db.transaction(async (tx) => {
        const before = await repo.lockAdvertisement(tx, id);
        if (!before) throw new AppError('NOT_FOUND');
        const { changes, event } = change(before);
        if (
          changes.advertisementNumber &&
          changes.advertisementNumber !== before.advertisementNumber
        ) {
          const clash = await repo.findClash(
            tx,
            'advertisementNumber',
            changes.advertisementNumber,
            id,
          );
          if (clash) throw fieldProblem('CONFLICT', numberPath, 'advertisements.numberTaken');
        }
        const after = await repo.updateAdvertisement(tx, id, changes);
        await repo.insertEvent(tx, {
          ...event,
          advertisementId: id,
          fromStatus: before.status,
          actorUserId,
        });
        await recordAudit(tx, {
          actorUserId,
          action: auditAction,
          entity: 'advertisement',
          entityId: String(id),
          before,
          after,
        });
        return detailOf(tx, id);
      });
      await reads.changed('advertisements');
      return detail;
    } catch (error) {
      rethrowUnique(error, numberPath);
    }
  }

  /** The number typed, if nobody holds it; none typed: the next of the fiscal year's sequence. */
  async function numberFor(tx: Executor, typed: string | undefined) {
    if (typed === undefined) return takeAdvertisementNumber(tx, fiscalYearOf(todayIso()));
    if (await repo.findClash(tx, 'advertisementNumber', typed))
      throw fieldProblem('CONFLICT', 'advertisementNumber', 'advertisements.numberTaken');
    return typed;
  }

  async function create(input: TCreateAdvertisement, actorUserId: number) {
    try {
      return await db.transaction(async (tx) => {
        if (!(await repo.postExists(tx, input.postId)))
          throw fieldProblem('VALIDATION_FAILED', 'postId', 'validation.unknownReference');
        if (!(await repo.quotaExists(tx, input.quotaId)))
          throw fieldProblem('VALIDATION_FAILED', 'quotaId', 'validation.unknownReference');
        if (input.localBodyId !== null && !(await activeLocalBodyExists(tx, input.localBodyId)))
          throw fieldProblem('VALIDATION_FAILED', 'localBodyId', 'validation.unknownReference');
        // An inactive centre takes no new candidates (master data keeps it for old records).
        const activeCentres = await repo.findActiveExamCentreIds(tx, input.examCentreIds);
        if (activeCentres.length !== input.examCentreIds.length)
          throw fieldProblem('VALIDATION_FAILED', 'examCentreIds', 'validation.unknownReference');
        if (await repo.findClash(tx, 'code', input.code))
          throw fieldProblem('CONFLICT', 'code', 'advertisements.codeTaken');
        const advertisementNumber = await numberFor(tx, input.advertisementNumber);
        const row = await repo.insertAdvertisement(tx, {
          code: input.code,
          advertisementNumber,
          postId: input.postId,
          quotaId: input.quotaId,
          localBodyId: input.localBodyId,
          vacancyCount: input.vacancyCount,
          feePaisa: input.feeRupees * PAISA_PER_RUPEE,
          // Fixed when advertised, like the fee: a later change of the master-data fee
          // does not reprice an open advertisement.
          extraFeePaisa: await repo.findExtraGroupFee(tx, input.postId),
          status: 'pending',
          ...datesOf(input, [
            'publishDate',
            'singleFeeDeadline',
            'doubleFeeDeadline',
            'ageCutOffDate',
            'admitCardDate',
          ]),
        });
        await repo.insertExamCentres(tx, row.id, input.examCentreIds);
        await repo.insertEvent(tx, {
          advertisementId: row.id,
          action: 'create',
          fromStatus: null,
          toStatus: 'pending',
          actorUserId,
        });
        await recordAudit(tx, {
          actorUserId,
          action: 'advertisement.create',
          entity: 'advertisement',
          entityId: String(row.id),
          before: null,
          after: { ...row, examCentreIds: input.examCentreIds },
        });
        return detailOf(tx, row.id);
      });
    } catch (error) {
      rethrowUnique(error, 'advertisementNumber');
    }
  }

  /** Pending → pre-live now, or stays pending with the moment a job will publish it. */
  async function publish(id: number, input: TPublishAdvertisement, actorUserId: number) {
    const scheduledAt = input.scheduledAt ? new Date(input.scheduledAt) : null;
    return transition(
      id,
      actorUserId,
      scheduledAt ? 'advertisement.schedule' : 'advertisement.publish',
      (row) => {
        if (row.status !== 'pending') throw wrongState('advertisements.cannotPublish', row.status);
        if (row.scheduledPublishAt)
          throw new AppError(
            'CONFLICT',
            { status: row.status },
            MESSAGES['advertisements.alreadyScheduled'],
          );
        const renumbered = input.newAdvertisementNumber !== row.advertisementNumber;
        const changes: repo.AdvertisementChanges = {
          advertisementNumber: input.newAdvertisementNumber,
          oldAdvertisementNumber: renumbered ? row.advertisementNumber : row.oldAdvertisementNumber,
          ...datesOf(input, ADVERTISEMENT_DATE_NAMES),
        };
        if (scheduledAt)
          return {
            changes: { ...changes, scheduledPublishAt: scheduledAt },
            event: { action: 'schedule', toStatus: 'pending', remarks: scheduledAt.toISOString() },
          };
        return {
          changes: { ...changes, status: 'pre_live', publishedAt: new Date() },
          event: { action: 'publish', toStatus: 'pre_live' },
        };
      },
      'newAdvertisementNumber',
    );
  }

  async function reject(id: number, input: TRejectAdvertisement, actorUserId: number) {
    return transition(id, actorUserId, 'advertisement.reject', (row) => {
      if (row.status !== 'pending' && row.status !== 'pre_live')
        throw wrongState('advertisements.cannotReject', row.status);
      return {
        changes: { status: 'rejected', rejectionRemarks: input.remarks },
        event: { action: 'reject', toStatus: 'rejected', remarks: input.remarks },
      };
    });
  }

  async function goLive(id: number, actorUserId: number) {
    return transition(id, actorUserId, 'advertisement.goLive', (row) => {
      if (row.status !== 'pre_live') throw wrongState('advertisements.cannotGoLive', row.status);
      return {
        changes: { status: 'live', liveAt: new Date() },
        event: { action: 'go_live', toStatus: 'live' },
      };
    });
  }

  /** New dates, or extra days that move every deadline not yet passed (today's included). */
  async function changeDates(id: number, input: TChangeAdvertisementDates, actorUserId: number) {
    return transition(id, actorUserId, 'advertisement.changeDates', (row) => {
      if (row.status !== 'pre_live' && row.status !== 'live')
        throw wrongState('advertisements.cannotChangeDates', row.status);
      const before: DateValues = row;
      let after: Partial<Record<AdvertisementDateName, string>>;
      let prefix = '';
      if (input.mode === 'dates') {
        after = datesOf(input, ADVERTISEMENT_DATE_NAMES);
      } else {
        if (row.admitCardDate !== input.expectedAdmitCardDateAd)
          throw new AppError('CONFLICT', null, MESSAGES['advertisements.datesChangedMeanwhile']);
        const today = todayIso();
        after = {};
        for (const name of EXTENDABLE_DATE_NAMES) {
          const value = row[name];
          if (value !== null && value >= today) after[name] = addDaysIso(value, input.extraDays);
        }
        if (Object.keys(after).length === 0)
          throw new AppError('CONFLICT', null, MESSAGES['advertisements.nothingToExtend']);
        prefix = `+${input.extraDays} days: `;
      }
      return {
        changes: after,
        event: {
          action: 'change_dates',
          toStatus: row.status,
          remarks: `${prefix}${summaryOf(before, { ...before, ...after })}`.slice(0, 500) || null,
        },
      };
    });
  }

  return { list, get, create, publish, reject, goLive, changeDates };
}

export type AdvertisementLifecycle = ReturnType<typeof createAdvertisementLifecycle>;
