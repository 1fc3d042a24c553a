import { z } from 'zod';
import { and, count, desc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  ZCandidateLocks,
  ZCandidateLockView,
  ZId,
  ZPageQuery,
  type TCandidateLocks,
  type TCandidateLockView,
  type TPageQuery,
} from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import type { Database, Executor } from '../../db/client';
import { candidates, users } from '../../db/schema';
import { containsPattern } from '../../db/like-pattern';
import { recordAudit } from '../../platform/audit/record-audit';
import { currentUser } from '../../platform/auth/guards';
import { guarded } from '../../platform/auth/guarded-route';
import { AppError } from '../../platform/errors/app-error';
import { envelopeOf, ok, pageOf } from '../../platform/errors/envelope';
import { notifyLockChanges } from '../notifications/events';

const lockColumns = {
  userId: candidates.userId,
  masterId: candidates.masterId,
  username: users.username,
  fullName: sql<string>`concat_ws(' ', ${users.firstName}, ${users.middleName}, ${users.lastName})`,
  profileLockedAt: candidates.profileLockedAt,
  documentsLockedAt: candidates.documentsLockedAt,
};

type LockRow = { profileLockedAt: Date | null; documentsLockedAt: Date | null } & Omit<
  TCandidateLockView,
  'profileLockedAt' | 'documentsLockedAt'
>;

const toView = (row: LockRow): TCandidateLockView => ({
  ...row,
  profileLockedAt: row.profileLockedAt?.toISOString() ?? null,
  documentsLockedAt: row.documentsLockedAt?.toISOString() ?? null,
});

async function findByMasterId(executor: Executor, masterId: number, lock = false) {
  const query = executor
    .select(lockColumns)
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(eq(candidates.masterId, masterId));
  const [row] = await (lock ? query.for('update', { of: candidates }) : query);
  return row;
}

/** Candidates with either lock, newest lock first; searched by name, username or master id. */
async function listLocked(db: Database, query: TPageQuery) {
  const search = query.search
    ? or(
        ilike(users.username, containsPattern(query.search)),
        ilike(lockColumns.fullName, containsPattern(query.search)),
        /^\d{1,9}$/.test(query.search) ? eq(candidates.masterId, Number(query.search)) : undefined,
      )
    : undefined;
  const where = and(
    or(isNotNull(candidates.profileLockedAt), isNotNull(candidates.documentsLockedAt)),
    search,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(lockColumns)
      .from(candidates)
      .innerJoin(users, eq(users.id, candidates.userId))
      .where(where)
      .orderBy(desc(sql`greatest(${candidates.profileLockedAt}, ${candidates.documentsLockedAt})`))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ value: count() })
      .from(candidates)
      .innerJoin(users, eq(users.id, candidates.userId))
      .where(where),
  ]);
  return {
    items: rows.map(toView),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Sets both locks; a lock already on keeps its time, so the list shows when it began. */
async function setLocks(
  db: Database,
  masterId: number,
  locks: TCandidateLocks,
  actorUserId: number,
) {
  return db.transaction(async (tx) => {
    const before = await findByMasterId(tx, masterId, true);
    if (!before) throw new AppError('NOT_FOUND', null, MESSAGES['access.userNotFound']);
    const now = new Date();
    await tx
      .update(candidates)
      .set({
        profileLockedAt: locks.profileLocked ? (before.profileLockedAt ?? now) : null,
        documentsLockedAt: locks.documentsLocked ? (before.documentsLockedAt ?? now) : null,
      })
      .where(eq(candidates.masterId, masterId));
    const after = toView((await findByMasterId(tx, masterId))!);
    await recordAudit(tx, {
      actorUserId,
      action: 'candidate.locks',
      entity: 'candidate',
      entityId: String(masterId),
      before: toView(before),
      after,
    });
    await notifyLockChanges(tx, before.userId, before, after);
    return after;
  });
}

/** LUP: lock or unlock a candidate's profile and documents, and list who is locked. */
export function profileLockRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['profile'];
    app.get(
      '/candidates/locks',
      {
        ...guarded('LUP', 'read'),
        schema: {
          tags,
          summary: 'Candidates whose profile or documents are locked, paged and searchable (LUP)',
          querystring: ZPageQuery,
          response: { 200: envelopeOf(pageOf(ZCandidateLockView)) },
        },
      },
      async (request) => ok(await listLocked(context.db, request.query)),
    );
    app.get(
      '/candidates/:masterId/locks',
      {
        ...guarded('LUP', 'read'),
        schema: {
          tags,
          summary: 'The locks of one candidate, by master id (LUP)',
          params: z.object({ masterId: ZId }),
          response: { 200: envelopeOf(ZCandidateLockView) },
        },
      },
      async (request) => {
        const row = await findByMasterId(context.db, request.params.masterId);
        if (!row) throw new AppError('NOT_FOUND', null, MESSAGES['access.userNotFound']);
        return ok(toView(row));
      },
    );
    app.put(
      '/candidates/:masterId/locks',
      {
        ...guarded('LUP', 'update'),
        schema: {
          tags,
          summary: 'Lock or unlock the profile and the documents of a candidate (LUP)',
          params: z.object({ masterId: ZId }),
          body: ZCandidateLocks,
          response: { 200: envelopeOf(ZCandidateLockView) },
        },
      },
      async (request) =>
        ok(
          await setLocks(
            context.db,
            request.params.masterId,
            request.body,
            currentUser(request).userId,
          ),
          MESSAGES['profile.locksSaved'],
        ),
    );
  };
}
