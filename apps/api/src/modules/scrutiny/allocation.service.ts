import {
  MESSAGES,
  allocateForms,
  reallocateForms,
  todayIso,
  type Allocation,
  type AllocationProblem,
  type MessageKey,
  type TAllocationDetail,
  type TAllocationInput,
  type TAllocationReport,
  type TIndividualAllocationReport,
  type TReallocationInput,
} from '@niyukti/shared';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../platform/errors/app-error';
import { recordAudit } from '../../platform/audit/record-audit';
import {
  countsOf,
  toAllocationAdvertisement,
  toOfficer,
  toOfficerForms,
  totalOf,
} from './allocation.mapper';
import * as repo from './allocation.repository';

const PROBLEM_MESSAGES: Record<AllocationProblem, MessageKey> = {
  noOfficers: 'scrutiny.noOfficers',
  officerTwice: 'scrutiny.officerTwice',
  moreThanWaiting: 'scrutiny.moreThanWaiting',
  formsLeftOver: 'scrutiny.formsLeftOver',
};

const conflict = (key: MessageKey) => new AppError('CONFLICT', null, MESSAGES[key]);
const invalid = (key: MessageKey) => new AppError('VALIDATION_FAILED', null, MESSAGES[key]);

/** The forms each officer is given, or the bilingual refusal of why none can be. */
function givenOrRefused(allocation: Allocation) {
  if (!allocation.ok) throw invalid(PROBLEM_MESSAGES[allocation.problem]);
  return allocation.byOfficer;
}

/** How many forms each officer gave: what the audit log keeps of an allocation. */
const formsByOfficer = (byOfficer: ReadonlyMap<number, readonly number[]>) =>
  Object.fromEntries([...byOfficer].map(([userId, forms]) => [userId, forms.length]));

/** An advertisement whose forms may still change hands, locked until the transaction ends. */
async function lockedForScrutiny(tx: Executor, advertisementId: number) {
  const advertisement = await repo.lockAdvertisement(tx, advertisementId);
  if (!advertisement || !['live', 'closed'].includes(advertisement.status))
    throw new AppError('NOT_FOUND');
  if (advertisement.finalisedAt) throw conflict('scrutiny.frozen');
  return advertisement;
}

/** Refuses (400) anyone among `userIds` who is not a scrutiny officer. */
async function requireOfficers(tx: Executor, userIds: readonly number[]) {
  const officers = await repo.scrutinyOfficers(tx, userIds);
  if (new Set(officers.map((officer) => officer.userId)).size !== new Set(userIds).size)
    throw invalid('scrutiny.notAnOfficer');
}

/**
 * Handing an advertisement's forms to scrutiny officers and finalising its scrutiny (SA;
 * decision 153). Every write locks the advertisement first, so two staff acting on it at once
 * take turns; the primary key on a form's allocation would refuse a second officer anyway.
 */
export function createAllocationService(db: Database) {
  async function list(query: repo.AllocationListQuery) {
    const { rows, total } = await repo.listScrutinisedAdvertisements(db, query);
    const counts = await repo.formCountsOf(
      db,
      rows.map((row) => row.advertisementId),
    );
    const byId = new Map(counts.map((row) => [row.advertisementId, row]));
    return {
      items: rows.map((row) => toAllocationAdvertisement(row, byId.get(row.advertisementId))),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async function detail(advertisementId: number): Promise<TAllocationDetail> {
    const [{ items }, officers, scrutinyOfficers] = await Promise.all([
      list({ advertisementId, page: 1, pageSize: 1 }),
      repo.officerCountsOf(db, repo.ofAdvertisement(advertisementId)),
      repo.scrutinyOfficers(db),
    ]);
    if (!items[0]) throw new AppError('NOT_FOUND');
    return {
      advertisement: items[0],
      officers: officers.map(toOfficerForms),
      scrutinyOfficers: scrutinyOfficers.map(toOfficer),
    };
  }

  /** Gives the forms no officer has yet: a number each, or evenly by what each has left. */
  async function allocate(advertisementId: number, input: TAllocationInput, actorUserId: number) {
    await db.transaction(async (tx) => {
      await lockedForScrutiny(tx, advertisementId);
      await requireOfficers(
        tx,
        input.officers.map((officer) => officer.userId),
      );
      const waiting = await repo.unallocatedForms(tx, advertisementId);
      if (waiting.length === 0) throw conflict('scrutiny.nothingToAllocate');
      const held = await repo.allocatedForms(tx, advertisementId);
      const pendingOf = (userId: number) =>
        held.filter((form) => form.userId === userId && !form.decided).length;
      const byOfficer = givenOrRefused(
        allocateForms(
          waiting,
          input.officers.map((officer) => ({ ...officer, pending: pendingOf(officer.userId) })),
        ),
      );
      await repo.insertAllocations(tx, advertisementId, byOfficer, actorUserId);
      await recordAudit(tx, {
        actorUserId,
        action: 'scrutiny.allocate',
        entity: 'advertisement',
        entityId: String(advertisementId),
        before: null,
        after: { forms: waiting.length, byOfficer: formsByOfficer(byOfficer) },
      });
    });
    return detail(advertisementId);
  }

  /** Moves the forms an officer has not decided to others; decided forms stay where they were. */
  async function reallocate(
    advertisementId: number,
    input: TReallocationInput,
    actorUserId: number,
  ) {
    await db.transaction(async (tx) => {
      await lockedForScrutiny(tx, advertisementId);
      await requireOfficers(
        tx,
        input.officers.map((officer) => officer.userId),
      );
      const held = await repo.allocatedForms(tx, advertisementId);
      if (!held.some((form) => form.userId === input.fromUserId && !form.decided))
        throw conflict('scrutiny.nothingToReallocate');
      const byOfficer = givenOrRefused(reallocateForms(held, input.fromUserId, input.officers));
      await repo.moveAllocations(tx, byOfficer, actorUserId);
      await recordAudit(tx, {
        actorUserId,
        action: 'scrutiny.reallocate',
        entity: 'advertisement',
        entityId: String(advertisementId),
        before: { fromUserId: input.fromUserId },
        after: { byOfficer: formsByOfficer(byOfficer) },
      });
    });
    return detail(advertisementId);
  }

  /**
   * Closes scrutiny of an advertisement once its applications and payments are over and every
   * form is decided: from then on its decisions are frozen and roll numbers may be given.
   */
  async function finalise(advertisementId: number, actorUserId: number) {
    await db.transaction(async (tx) => {
      const advertisement = await lockedForScrutiny(tx, advertisementId);
      // The last day anyone may still pay: publishing sets it; an advertisement seeded without
      // it (the demo's) ends with its double-fee deadline.
      const lastPaymentDate =
        advertisement.doubleFeePaymentLastDate ?? advertisement.doubleFeeDeadline;
      if (!lastPaymentDate || todayIso() <= lastPaymentDate) throw conflict('scrutiny.windowOpen');
      const { undecided, paymentsBeingVerified } = await repo.undecidedOf(tx, advertisementId);
      if (undecided > 0) throw conflict('scrutiny.formsUndecided');
      if (paymentsBeingVerified > 0) throw conflict('scrutiny.paymentsAwaiting');
      await repo.markFinalised(tx, advertisementId, actorUserId);
      await recordAudit(tx, {
        actorUserId,
        action: 'scrutiny.finalise',
        entity: 'advertisement',
        entityId: String(advertisementId),
        before: { finalised: false },
        after: { finalised: true },
      });
    });
    return detail(advertisementId);
  }

  /** Every officer's forms (of a fiscal year's advertisements), with the total. */
  async function report(fiscalYear?: string): Promise<TAllocationReport> {
    const officers = await repo.officerCountsOf(db, repo.ofFiscalYear(fiscalYear));
    return {
      officers: officers.map((row) => ({
        ...toOfficerForms(row),
        advertisements: row.advertisements,
      })),
      total: totalOf(officers),
    };
  }

  /** One officer's forms by advertisement. */
  async function individualReport(
    userId: number,
    fiscalYear?: string,
  ): Promise<TIndividualAllocationReport> {
    const [officer] = await repo.staffMember(db, userId);
    if (!officer) throw new AppError('NOT_FOUND');
    const rows = await repo.advertisementCountsOfOfficer(db, userId, fiscalYear);
    return {
      officer: toOfficer(officer),
      advertisements: rows.map((row) => ({
        advertisementId: row.advertisementId,
        code: row.code,
        postEn: row.postEn,
        postNe: row.postNe,
        finalisedAt: row.finalisedAt?.toISOString() ?? null,
        ...countsOf(row),
      })),
      total: totalOf(rows),
    };
  }

  return { list, detail, allocate, reallocate, finalise, report, individualReport };
}
