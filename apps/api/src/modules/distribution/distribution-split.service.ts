// Saving and deciding a requisition's distribution (decision 148). Every step is one transaction
// that locks the requisition, then its distribution, so a double click, a retry or two officers
// at once take one step and the other meets the state it left.
import {
  advertisementCodeOf,
  DISTRIBUTION_STATUS_LABELS,
  MESSAGES,
  PHASE_HEADING_LABELS,
  REQUISITION_STATUS_LABELS,
  sumMatches,
  type DistributionStatus,
  type MessageKey,
  type RequisitionStatus,
  type TDistribution,
  type TDistributionPage,
  type TDistributionQuota,
  type TSaveDistribution,
  type UnadvertisedHeading,
} from '@niyukti/shared';
import type { Database, Executor } from '../../db/client';
import { takeAdvertisementNumber } from '../../db/number-sequences';
import { recordAudit } from '../../platform/audit/record-audit';
import { AppError } from '../../platform/errors/app-error';
import { messageWith, stateInSentence } from '../../platform/errors/message-with';
import { codeTaken, createDistributedAdvertisements, findClassFee } from '../advertisements/index';
import { lockRequisitionToDistribute, recordDistributionStep } from '../requisitions/index';
import * as repo from './distribution-split.repository';
import { logApprovedDistribution } from './distribution-history.service';
import { findRequisition } from './proposal.repository';
import { createProposalService } from './proposal.service';

function wrongRequisitionState(status: RequisitionStatus): AppError {
  return new AppError(
    'CONFLICT',
    { status },
    messageWith('distribution.requisitionNotApproved', {
      status: stateInSentence(REQUISITION_STATUS_LABELS[status]),
    }),
  );
}

function wrongState(
  key: 'distribution.cannotSave' | 'distribution.cannotDecide',
  status: DistributionStatus,
) {
  return new AppError(
    'CONFLICT',
    { status },
    messageWith(key, { status: stateInSentence(DISTRIBUTION_STATUS_LABELS[status]) }),
  );
}

interface RowIssue {
  path: string;
  message: MessageKey;
}

function refused(code: 'CONFLICT' | 'VALIDATION_FAILED', issues: RowIssue[]): AppError {
  return new AppError(code, { issues }, MESSAGES[issues[0]!.message]);
}

/** An issued code reads the same in both languages. */
const sameInBoth = (text: string) => ({ en: text, ne: text });

/** A part's name: its quota's, or the label of the phase-1 heading it keeps seats for. */
export function nameOfPart(row: {
  heading: UnadvertisedHeading | null;
  quotaEn: string | null;
  quotaNe: string | null;
}) {
  const label = row.heading ? PHASE_HEADING_LABELS[row.heading] : null;
  return { nameEn: label?.en ?? row.quotaEn ?? '', nameNe: label?.ne ?? row.quotaNe ?? '' };
}

function toPart(row: repo.DistributionPartRow): TDistributionQuota {
  return {
    quotaId: row.quotaId,
    heading: row.heading,
    ...nameOfPart(row),
    advertisementNumber: row.advertisementNumber,
    seats: row.seats,
    advertisementId: row.advertisementId,
  };
}

/**
 * The seats the rows give each part (by part id): each quota type once, and only the types the
 * distribution has (its quotas numbered, its headings); then the sum of the requisition's posts.
 */
function seatsByPart(
  input: TSaveDistribution,
  parts: readonly repo.DistributionPartRow[],
  totalVacancy: number,
): Map<number, number> {
  const issues: RowIssue[] = [];
  const seats = new Map<number, number>();
  input.rows.forEach((row, index) => {
    const part = parts.find((candidate) =>
      row.quotaId != null ? candidate.quotaId === row.quotaId : candidate.heading === row.heading,
    );
    const path = `rows.${index}.quotaId`;
    if (!part) issues.push({ path, message: 'distribution.quotaNotNumbered' });
    else if (seats.has(part.id)) issues.push({ path, message: 'distribution.quotaRepeated' });
    else seats.set(part.id, row.seats);
  });
  if (issues.length === 0 && !sumMatches(input.rows, totalVacancy))
    issues.push({ path: 'rows', message: 'distribution.sumMustEqualTotal' });
  if (issues.length > 0) throw refused('VALIDATION_FAILED', issues);
  return seats;
}

export function createDistributionSplitService(db: Database) {
  const proposals = createProposalService(db);

  function toView(row: repo.DistributionViewRow, parts: repo.DistributionPartRow[]): TDistribution {
    const d = row.distribution;
    return {
      id: d.id,
      requisitionId: d.requisitionId,
      requisitionNumber: row.requisitionNumber,
      postEn: row.postEn,
      postNe: row.postNe,
      demandOfficeEn: row.demandOfficeEn,
      demandOfficeNe: row.demandOfficeNe,
      totalVacancy: row.totalVacancy,
      fiscalYear: d.fiscalYear,
      status: d.status,
      decisionRemarks: d.decisionRemarks,
      quotas: parts.filter((part) => part.distributionId === d.id).map(toPart),
    };
  }

  async function viewOf(executor: Executor, row: repo.DistributionViewRow | undefined) {
    if (!row) return null;
    return toView(row, await repo.listParts(executor, [row.distribution.id]));
  }

  async function requisitionToDistribute(tx: Executor, requisitionId: number) {
    const requisition = await lockRequisitionToDistribute(tx, requisitionId);
    if (!requisition) throw new AppError('NOT_FOUND');
    return requisition;
  }

  /** GET …/requisitions/{id}/distribution: null before its numbers are generated. */
  async function get(requisitionId: number): Promise<TDistribution | null> {
    const row = await repo.findView(db, repo.byRequisition(requisitionId));
    if (!row && !(await findRequisition(db, requisitionId))) throw new AppError('NOT_FOUND');
    return viewOf(db, row);
  }

  /**
   * "Generate advertisement number": a number of the requisition's fiscal year for each quota the
   * configured split may give seats to (whatever it gives now), and a part without one for each
   * way of filling posts no advertisement carries. Asked again, it answers what it gave.
   */
  async function generateNumbers(requisitionId: number, actorUserId: number) {
    return db.transaction(async (tx) => {
      const requisition = await requisitionToDistribute(tx, requisitionId);
      const existing = await repo.findView(tx, repo.byRequisition(requisitionId));
      if (existing) return { created: false, distribution: (await viewOf(tx, existing))! };
      if (requisition.status !== 'approved') throw wrongRequisitionState(requisition.status);
      const { quotas, kept } = await proposals.propose(requisitionId, tx);
      const created = await repo.insertDistribution(tx, {
        requisitionId,
        fiscalYear: requisition.fiscalYear,
        numberedBy: actorUserId,
      });
      const numbers: Record<number, string> = {};
      for (const quota of quotas) {
        numbers[quota.quotaId] = await takeAdvertisementNumber(tx, requisition.fiscalYear);
        await repo.insertPart(tx, {
          distributionId: created.id,
          quotaId: quota.quotaId,
          advertisementNumber: numbers[quota.quotaId],
        });
      }
      for (const part of kept)
        await repo.insertPart(tx, { distributionId: created.id, heading: part.heading });
      await recordAudit(tx, {
        actorUserId,
        action: 'distribution.number',
        entity: 'distribution',
        entityId: String(created.id),
        before: null,
        after: { requisitionId, numbers, kept: kept.map((part) => part.heading) },
      });
      const view = await viewOf(tx, await repo.findView(tx, repo.byId(created.id)));
      return { created: true, distribution: view! };
    });
  }

  /** Save the split and send it for approval; allowed until it is approved. */
  async function save(requisitionId: number, input: TSaveDistribution, actorUserId: number) {
    await db.transaction(async (tx) => {
      const requisition = await requisitionToDistribute(tx, requisitionId);
      const distribution = await repo.lockDistribution(tx, repo.byRequisition(requisitionId));
      if (!distribution)
        throw refused('CONFLICT', [{ path: 'rows', message: 'distribution.generateNumbersFirst' }]);
      if (distribution.status === 'approved')
        throw wrongState('distribution.cannotSave', distribution.status);
      const parts = await repo.listParts(tx, [distribution.id]);
      const seats = seatsByPart(input, parts, requisition.totalVacancy);
      // A part left out of the split gets no seats; a quota's number then stays unused.
      for (const part of parts) await repo.setPart(tx, part.id, { seats: seats.get(part.id) ?? 0 });
      await repo.updateDistribution(tx, distribution.id, {
        status: 'submitted',
        submittedAt: new Date(),
      });
      if (distribution.status !== 'submitted')
        await recordDistributionStep(tx, requisitionId, {
          status: 'distributed',
          action: 'distribute',
          actorUserId,
        });
      await recordAudit(tx, {
        actorUserId,
        action: 'distribution.save',
        entity: 'distribution',
        entityId: String(distribution.id),
        before: { status: distribution.status, seats: parts.map((p) => [p.id, p.seats]) },
        after: { status: 'submitted', seats: [...seats] },
      });
    });
    return (await get(requisitionId))!;
  }

  /** The saved distributions waiting for a decision, the longest waiting first. */
  async function listForApproval(query: {
    page: number;
    pageSize: number;
    search?: string;
  }): Promise<TDistributionPage> {
    const { rows, total } = await repo.listViews(db, 'submitted', query);
    const parts = await repo.listParts(
      db,
      rows.map((row) => row.distribution.id),
    );
    return {
      items: rows.map((row) => toView(row, parts)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** Locks the requisition then the distribution, which must be waiting for a decision. */
  async function lockToDecide(tx: Executor, id: number) {
    const found = await repo.findRequisitionOf(tx, id);
    if (!found) throw new AppError('NOT_FOUND');
    const requisition = await requisitionToDistribute(tx, found.requisitionId);
    const distribution = (await repo.lockDistribution(tx, repo.byId(id)))!;
    if (distribution.status !== 'submitted')
      throw wrongState('distribution.cannotDecide', distribution.status);
    return { requisition, distribution };
  }

  /** Approve: one pending advertisement per quota with seats, under its reserved number. */
  async function approve(id: number, remarks: string, actorUserId: number) {
    const requisitionId = await db.transaction(async (tx) => {
      const { requisition, distribution } = await lockToDecide(tx, id);
      const fee = await findClassFee(tx, requisition.postId);
      if (!fee) throw refused('CONFLICT', [{ path: 'remarks', message: 'distribution.noFee' }]);
      const parts = await repo.listParts(tx, [id]);
      const advertised = parts.flatMap((part) =>
        part.quotaId !== null && part.advertisementNumber !== null && (part.seats ?? 0) > 0
          ? [{ ...part, quotaId: part.quotaId, advertisementNumber: part.advertisementNumber }]
          : [],
      );
      for (const part of advertised)
        if (await codeTaken(tx, part.advertisementNumber))
          throw new AppError(
            'CONFLICT',
            null,
            messageWith('distribution.codeTaken', {
              code: sameInBoth(advertisementCodeOf(part.advertisementNumber)),
            }),
          );
      const ids = await createDistributedAdvertisements(
        tx,
        {
          requisitionId: requisition.id,
          requisitionNumber: requisition.number,
          postId: requisition.postId,
          organizationId: requisition.organizationId,
          fiscalYear: requisition.fiscalYear,
        },
        advertised.map((part) => ({
          quotaId: part.quotaId,
          advertisementNumber: part.advertisementNumber,
          seats: part.seats ?? 0,
        })),
        fee,
        actorUserId,
      );
      for (const [index, part] of advertised.entries())
        await repo.setPart(tx, part.id, { advertisementId: ids[index]! });
      await logApprovedDistribution(
        tx,
        {
          id,
          postId: requisition.postId,
          demandOfficeId: requisition.demandOfficeId,
          fiscalYear: requisition.fiscalYear,
          requisitionNumber: requisition.number,
          totalVacancy: requisition.totalVacancy,
        },
        parts.map((part) => ({
          quotaId: part.quotaId,
          heading: part.heading,
          seats: part.seats ?? 0,
        })),
        actorUserId,
      );
      await repo.updateDistribution(tx, id, {
        status: 'approved',
        decisionRemarks: remarks,
        decidedAt: new Date(),
      });
      await recordDistributionStep(tx, requisition.id, {
        status: 'advertised',
        action: 'advertise',
        actorUserId,
        remarks,
      });
      await recordAudit(tx, {
        actorUserId,
        action: 'distribution.approve',
        entity: 'distribution',
        entityId: String(id),
        before: { status: distribution.status },
        after: { status: 'approved', remarks, advertisementIds: ids },
      });
      return requisition.id;
    });
    return (await get(requisitionId))!;
  }

  /** Reject: back to the distribution officer with what to correct; the requisition waits again. */
  async function reject(id: number, remarks: string, actorUserId: number) {
    const requisitionId = await db.transaction(async (tx) => {
      const { requisition, distribution } = await lockToDecide(tx, id);
      await repo.updateDistribution(tx, id, {
        status: 'rejected',
        decisionRemarks: remarks,
        decidedAt: new Date(),
      });
      await recordDistributionStep(tx, requisition.id, {
        status: 'approved',
        action: 'returnDistribution',
        actorUserId,
        remarks,
      });
      await recordAudit(tx, {
        actorUserId,
        action: 'distribution.reject',
        entity: 'distribution',
        entityId: String(id),
        before: { status: distribution.status },
        after: { status: 'rejected', remarks },
      });
      return requisition.id;
    });
    return (await get(requisitionId))!;
  }

  return { get, generateNumbers, save, listForApproval, approve, reject };
}
