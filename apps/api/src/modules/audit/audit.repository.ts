import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listPage } from '../../db/paging';
import { auditLog, users } from '../../db/schema';
import { containsPattern } from '../../db/like-pattern';

export interface AuditQuery {
  page: number;
  pageSize: number;
  /** Matches the action, the entity, its id or the actor's username. */
  search?: string;
  entity?: string;
}

function conditionOf(query: AuditQuery): SQL | undefined {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  return and(
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    pattern
      ? or(
          ilike(auditLog.action, pattern),
          ilike(auditLog.entity, pattern),
          ilike(auditLog.entityId, pattern),
          ilike(users.username, pattern),
        )
      : undefined,
  );
}

/** Staff actions, newest first, with who did them. */
export async function listAuditEntries(executor: Executor, query: AuditQuery) {
  const where = conditionOf(query);
  const listed = executor
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorUserId: auditLog.actorUserId,
      actorUsername: users.username,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(where)
    .$dynamic();
  return listPage(executor, listed, [desc(auditLog.id)], query);
}
