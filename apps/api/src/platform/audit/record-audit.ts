import type { AuditAction } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  /** Null for the system's own jobs (the payment reconciliation, the scheduled publish). */
  actorUserId: number | null;
  action: AuditAction;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/** Who did what to which record, with the state before and after; written in the same transaction. */
export async function recordAudit(executor: Executor, entry: AuditEntry) {
  await executor.insert(auditLog).values(entry);
}
