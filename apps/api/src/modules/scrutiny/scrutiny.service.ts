import {
  MESSAGES,
  allows,
  todayIso,
  type ScrutinyStatus,
  type TPermissions,
  type TScrutinyDecision,
} from '@niyukti/shared';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../platform/errors/app-error';
import { recordAudit } from '../../platform/audit/record-audit';
import {
  findApplication,
  recordApplicationEvent,
  type ApplicationRow,
} from '../applications/index';
import { vouchersOfApplications } from '../payments/index';
import { toScrutinyRow } from './scrutiny.mapper';
import { allocationOf } from './allocation.repository';
import * as repo from './scrutiny.repository';
import { listExtrasOf } from './candidate-details.repository';
import { readAll } from '../../db/read-all';

/** Who is looking: an officer sees and decides the forms given to them; one with SA, every form. */
export interface ScrutinyViewer {
  userId: number;
  privileges: readonly string[];
  permissions?: TPermissions;
}

export const seesEveryForm = (viewer: ScrutinyViewer) =>
  allows(viewer.privileges, viewer.permissions, 'SA', 'read');

/** Refuses a decision on a finalised advertisement (409) or on another officer's form (403). */
async function requireDecidable(tx: Executor, applicationId: number, viewer: ScrutinyViewer) {
  const allocation = await allocationOf(tx, applicationId);
  if (!allocation) throw new AppError('NOT_FOUND');
  if (allocation.finalisedAt) throw new AppError('CONFLICT', null, MESSAGES['scrutiny.frozen']);
  if (!seesEveryForm(viewer) && allocation.officerUserId !== viewer.userId)
    throw new AppError('FORBIDDEN', null, MESSAGES['scrutiny.notYourForm']);
}

/** Forms as the list shows them: with their vouchers, class and candidates' applications. */
async function scrutinyRowsOf(executor: Executor, rows: ApplicationRow[]) {
  const today = todayIso();
  const ids = rows.map((row) => row.id);
  const [vouchers, extras] = await readAll(executor, [
    () => vouchersOfApplications(executor, ids),
    () => listExtrasOf(executor, ids, today),
  ]);
  return rows.map((row) => toScrutinyRow(row, today, extras.get(row.id)!, vouchers.get(row.id)));
}

/** One form as the list shows it. */
export async function scrutinyRowOf(executor: Executor, applicationId: number) {
  const row = await findApplication(executor, applicationId);
  const [shown] = await scrutinyRowsOf(executor, [row!]);
  return shown!;
}

export function createScrutinyService(db: Database) {
  async function listApplications(query: repo.ScrutinyListQuery, viewer: ScrutinyViewer) {
    const { rows, total } = await repo.listForScrutiny(db, {
      ...query,
      officerUserId: seesEveryForm(viewer) ? undefined : viewer.userId,
    });
    return {
      items: await scrutinyRowsOf(db, rows),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** Approve, hold or reject with a remark; the candidate's timeline and the audit log both record it. */
  async function decide(
    applicationId: number,
    decision: TScrutinyDecision,
    viewer: ScrutinyViewer,
  ) {
    const actorUserId = viewer.userId;
    await db.transaction(async (tx) => {
      const before = await repo.lockApplication(tx, applicationId);
      if (!before) throw new AppError('NOT_FOUND');
      await requireDecidable(tx, applicationId, viewer);
      // What is decided stays decided: the form keeps its snapshot for good.
      await repo.keptSnapshotOf(tx, before);
      const status: ScrutinyStatus = decision.decision;
      const held = status === 'hold';
      const hold = {
        holdReason: held ? decision.holdReason! : null,
        holdUntil: held ? decision.holdUntil! : null,
      };
      await repo.setScrutinyOutcome(tx, applicationId, {
        status,
        remarks: decision.remarks,
        ...hold,
      });
      await recordApplicationEvent(tx, {
        applicationId,
        kind: 'scrutiny',
        actorUserId,
        detail: { from: before.scrutinyStatus, to: status, remarks: decision.remarks, ...hold },
      });
      await recordAudit(tx, {
        actorUserId,
        action: 'scrutiny.decide',
        entity: 'application',
        entityId: String(applicationId),
        before: {
          scrutinyStatus: before.scrutinyStatus,
          scrutinyRemarks: before.scrutinyRemarks,
          holdReason: before.holdReason,
          holdUntil: before.holdUntil,
        },
        after: { scrutinyStatus: status, scrutinyRemarks: decision.remarks, ...hold },
      });
    });
    return scrutinyRowOf(db, applicationId);
  }

  return { listApplications, decide };
}
