import {
  MESSAGES,
  type ErrorCode,
  type TCreateStaffUser,
  type TStaffUserDetail,
  type TStaffUserQuery,
} from '@niyukti/shared';
import type { Database, Executor } from '../../db/client';
import { violatedUniqueConstraint } from '../../db/unique-violation';
import { hashPassword } from '../../platform/auth/passwords';
import { AppError } from '../../platform/errors/app-error';
import { recordAudit } from '../../platform/audit/record-audit';
import { listBlocksOfUser } from './blocks.repository';
import { auditableUser, toStaffUserSummary, toUserBlock } from './access.mapper';
import { countRoles } from './roles.repository';
import { assertActorKeepsUserManagement } from './own-access';
import * as repo from './users.repository';
import { readAll } from '../../db/read-all';

const DUPLICATE_BY_CONSTRAINT: Record<string, ErrorCode> = {
  users_username_lower_key: 'DUPLICATE_USERNAME',
  users_email_lower_key: 'DUPLICATE_EMAIL',
};

/** A unique index lost to a concurrent write becomes the person-facing duplicate code. */
function rethrowDuplicate(error: unknown): never {
  const constraint = violatedUniqueConstraint(error);
  if (constraint !== null) throw new AppError(DUPLICATE_BY_CONSTRAINT[constraint] ?? 'CONFLICT');
  throw error;
}

async function assertRolesExist(executor: Executor, roleIds: number[]) {
  if ((await countRoles(executor, roleIds)) !== roleIds.length)
    throw new AppError(
      'VALIDATION_FAILED',
      { issues: [{ path: 'roleIds', message: 'validation.id' }] },
      MESSAGES['validation.id'],
    );
}

/** The organization a new user is given: the one named (it must exist), or the commission. */
async function organizationOf(executor: Executor, organizationId: number | undefined) {
  if (organizationId === undefined) return (await repo.findCommission(executor)).id;
  const [found] = await repo.findOrganizations(executor, [organizationId]);
  if (!found)
    throw new AppError(
      'VALIDATION_FAILED',
      { issues: [{ path: 'organizationId', message: 'validation.unknownReference' }] },
      MESSAGES['validation.unknownReference'],
    );
  return found.id;
}

export function createUsersService(db: Database) {
  /** Each user with their roles and organization, in two queries whatever the number of users. */
  async function summariesOf(executor: Executor, rows: repo.UserRow[]) {
    const [roles, organizations] = await readAll(executor, [
      () =>
        repo.findRolesOfUsers(
          executor,
          rows.map((row) => row.id),
        ),
      () =>
        repo.findOrganizations(
          executor,
          rows.map((row) => row.organizationId!),
        ),
    ]);
    return rows.map((row) =>
      toStaffUserSummary(
        row,
        roles.filter((r) => r.userId === row.id).map(({ id, title }) => ({ id, title })),
        organizations.find((organization) => organization.id === row.organizationId)!,
      ),
    );
  }

  async function summaryOf(executor: Executor, row: repo.UserRow) {
    const [summary] = await summariesOf(executor, [row]);
    return summary!;
  }

  async function listStaffUsers(query: TStaffUserQuery) {
    const { rows, total } = await repo.listStaffUsers(db, query);
    const items = await summariesOf(db, rows);
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  async function findStaffUser(executor: Executor, id: number, lock = false) {
    const row = await repo.findUser(executor, id, { lock });
    if (!row || row.kind !== 'staff') throw new AppError('NOT_FOUND');
    return row;
  }

  async function getStaffUser(id: number): Promise<TStaffUserDetail> {
    const row = await findStaffUser(db, id);
    const [summary, privileges, blocks] = await readAll(db, [
      () => summaryOf(db, row),
      () => repo.findPrivilegesOfUser(db, id),
      () => listBlocksOfUser(db, id),
    ]);
    return { ...summary, privileges, blocks: blocks.map((b) => toUserBlock(b)) };
  }

  /** The admin sets the first password; the user must replace it at the first sign-in. */
  async function createStaffUser(input: TCreateStaffUser, actorUserId: number) {
    const passwordHash = await hashPassword(input.password);
    try {
      const created = await db.transaction(async (tx) => {
        await assertRolesExist(tx, input.roleIds);
        const organizationId = await organizationOf(tx, input.organizationId);
        const row = await repo.insertStaffUser(tx, {
          organizationId,
          firstName: input.firstName,
          middleName: input.middleName ?? null,
          lastName: input.lastName,
          username: input.username,
          email: input.email,
          passwordHash,
        });
        await repo.replaceRolesOfUser(tx, row.id, input.roleIds);
        await recordAudit(tx, {
          actorUserId,
          action: 'user.create',
          entity: 'user',
          entityId: String(row.id),
          before: null,
          after: auditableUser(row, input.roleIds),
        });
        return row;
      });
      return await summaryOf(db, created);
    } catch (error) {
      rethrowDuplicate(error);
    }
  }

  async function changeUsername(id: number, username: string, actorUserId: number) {
    try {
      await db.transaction(async (tx) => {
        const before = await findStaffUser(tx, id, true);
        await repo.setUsername(tx, id, username);
        await recordAudit(tx, {
          actorUserId,
          action: 'user.username',
          entity: 'user',
          entityId: String(id),
          before: { username: before.username },
          after: { username },
        });
      });
    } catch (error) {
      rethrowDuplicate(error);
    }
    return summaryOf(db, await findStaffUser(db, id));
  }

  async function setRolesOfUser(id: number, roleIds: number[], actorUserId: number) {
    await db.transaction(async (tx) => {
      await findStaffUser(tx, id, true);
      await assertRolesExist(tx, roleIds);
      const before = await repo.findRolesOfUsers(tx, [id]);
      await repo.replaceRolesOfUser(tx, id, roleIds);
      if (id === actorUserId) await assertActorKeepsUserManagement(tx, actorUserId);
      await recordAudit(tx, {
        actorUserId,
        action: 'user.roles',
        entity: 'user',
        entityId: String(id),
        before: { roleIds: before.map((r) => r.id).sort((a, b) => a - b) },
        after: { roleIds: [...roleIds].sort((a, b) => a - b) },
      });
    });
    return summaryOf(db, await findStaffUser(db, id));
  }

  async function setOrganizationOfUser(id: number, organizationId: number, actorUserId: number) {
    await db.transaction(async (tx) => {
      const before = await findStaffUser(tx, id, true);
      await organizationOf(tx, organizationId);
      await repo.setOrganization(tx, id, organizationId);
      await recordAudit(tx, {
        actorUserId,
        action: 'user.organization',
        entity: 'user',
        entityId: String(id),
        before: { organizationId: before.organizationId },
        after: { organizationId },
      });
    });
    return summaryOf(db, await findStaffUser(db, id));
  }

  return {
    listStaffUsers,
    getStaffUser,
    createStaffUser,
    changeUsername,
    setRolesOfUser,
    setOrganizationOfUser,
  };
}
