import { todayIso, type ScrutinyStatus, type TScrutinyDecision } from '@niyukti/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors/app-error';
import { recordAudit } from '../../platform/audit/record-audit';
import { findApplication, recordApplicationEvent } from '../applications/index';
import { vouchersOfApplications } from '../payments/index';
import { toScrutinyRow } from './scrutiny.mapper';
import * as repo from './scrutiny.repository';

export function createScrutinyService(db: Database) {
  async function listApplications(query: repo.ScrutinyListQuery) {
    const today = todayIso();
    const { rows, total } = await repo.listForScrutiny(db, query);
    const vouchers = await vouchersOfApplications(
      db,
      rows.map((row) => row.id),
    );
    return {
      items: rows.map((row) => toScrutinyRow(row, today, vouchers.get(row.id))),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** Approve, hold or reject with a remark; the candidate's timeline and the audit log both record it. */
  async function decide(applicationId: number, decision: TScrutinyDecision, actorUserId: number) {
    await db.transaction(async (tx) => {
      const before = await repo.lockApplication(tx, applicationId);
      if (!before) throw new AppError('NOT_FOUND');
      const status: ScrutinyStatus = decision.decision;
      await repo.setScrutinyOutcome(tx, applicationId, status, decision.remarks);
      await recordApplicationEvent(tx, {
        applicationId,
        kind: 'scrutiny',
        actorUserId,
        detail: { from: before.scrutinyStatus, to: status, remarks: decision.remarks },
      });
      await recordAudit(tx, {
        actorUserId,
        action: 'scrutiny.decide',
        entity: 'application',
        entityId: String(applicationId),
        before: { scrutinyStatus: before.scrutinyStatus, scrutinyRemarks: before.scrutinyRemarks },
        after: { scrutinyStatus: status, scrutinyRemarks: decision.remarks },
      });
    });
    const row = await findApplication(db, applicationId);
    const vouchers = await vouchersOfApplications(db, [applicationId]);
    return toScrutinyRow(row!, todayIso(), vouchers.get(applicationId));
  }

  return { listApplications, decide };
}
