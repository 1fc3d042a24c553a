import {
  MESSAGES,
  PERMISSION_ACTIONS,
  inActionOrder,
  type MessageKey,
  type PrivilegeCode,
  type TPermissions,
  type TCreateModule,
  type TModulePermission,
  type TRoleInput,
} from '@niyukti/shared';
import type { Database, Executor } from '../../db/client';
import { violatedUniqueConstraint } from '../../db/unique-violation';
import { AppError } from '../../platform/errors/app-error';
import { toModule, toRoleDetail, toRoleSummary } from './access.mapper';
import { recordAudit } from '../../platform/audit/record-audit';
import { assertActorKeepsUserManagement } from './own-access';
import * as repo from './roles.repository';
import { readAll } from '../../db/read-all';

function rethrowDuplicate(error: unknown, message: MessageKey): never {
  if (violatedUniqueConstraint(error) !== null)
    throw new AppError('CONFLICT', null, MESSAGES[message]);
  throw error;
}

const invalidModules = (message: 'validation.id' | 'validation.privilegeModule') =>
  new AppError('VALIDATION_FAILED', { issues: [{ path: 'modules', message }] }, MESSAGES[message]);

/**
 * `modules` names modules without a privilege code: the module of a code is given through the
 * role's privileges and their actions, so one grant cannot be said two ways.
 */
async function assertModulesExist(executor: Executor, permissions: TModulePermission[]) {
  const ids = permissions.map((p) => p.moduleId);
  const found = await repo.findModuleCodes(executor, ids);
  if (found.length !== ids.length) throw invalidModules('validation.id');
  if (found.some((m) => m.code !== null)) throw invalidModules('validation.privilegeModule');
}

/** Each code the role holds with its actions: as given, or all six when none are given. */
const actionsToWrite = (input: TRoleInput) =>
  input.privileges.map((code) => ({
    code,
    actions: inActionOrder(input.actions[code] ?? PERMISSION_ACTIONS),
  }));

/** The actions of each held code (a code without its module row holds none). */
async function actionsOfRole(executor: Executor, id: number, privileges: PrivilegeCode[]) {
  const rows = await repo.findActionsOfRoles(executor, [id]);
  const actions: TPermissions = {};
  for (const code of privileges) actions[code] = rows.find((r) => r.code === code)?.actions ?? [];
  return actions;
}

export function createRolesService(db: Database) {
  async function detailOf(executor: Executor, id: number) {
    const role = await repo.findRole(executor, id);
    if (!role) throw new AppError('NOT_FOUND');
    const [privilegeRows, modules] = await readAll(executor, [
      () => repo.findPrivilegesOfRoles(executor, [id]),
      () => repo.findModulesOfRole(executor, id),
    ]);
    const privileges = privilegeRows.map((p) => p.code as PrivilegeCode);
    return toRoleDetail(role, privileges, await actionsOfRole(executor, id, privileges), modules);
  }

  async function listRoles() {
    const roles = await repo.listRoles(db);
    const privileges = await repo.findPrivilegesOfRoles(
      db,
      roles.map((r) => r.id),
    );
    return roles.map((role) =>
      toRoleSummary(
        role,
        privileges.filter((p) => p.roleId === role.id).map((p) => p.code),
      ),
    );
  }

  async function writeGrants(executor: Executor, roleId: number, input: TRoleInput) {
    await assertModulesExist(executor, input.modules);
    await repo.replacePrivilegesOfRole(executor, roleId, input.privileges);
    await repo.replaceActionsOfRole(executor, roleId, actionsToWrite(input));
    await repo.replaceModulesOfRole(executor, roleId, input.modules);
  }

  async function createRole(input: TRoleInput, actorUserId: number) {
    try {
      const id = await db.transaction(async (tx) => {
        const role = await repo.insertRole(tx, input);
        await writeGrants(tx, role.id, input);
        const after = await detailOf(tx, role.id);
        await recordAudit(tx, {
          actorUserId,
          action: 'role.create',
          entity: 'role',
          entityId: String(role.id),
          before: null,
          after,
        });
        return role.id;
      });
      return await detailOf(db, id);
    } catch (error) {
      rethrowDuplicate(error, 'access.duplicateRoleTitle');
    }
  }

  /** Title, description, type, privileges and module permissions are all replaced at once. */
  async function updateRole(id: number, input: TRoleInput, actorUserId: number) {
    try {
      await db.transaction(async (tx) => {
        if (!(await repo.findRole(tx, id, { lock: true }))) throw new AppError('NOT_FOUND');
        const before = await detailOf(tx, id);
        await repo.updateRole(tx, id, input);
        await writeGrants(tx, id, input);
        await assertActorKeepsUserManagement(tx, actorUserId);
        await recordAudit(tx, {
          actorUserId,
          action: 'role.update',
          entity: 'role',
          entityId: String(id),
          before,
          after: await detailOf(tx, id),
        });
      });
    } catch (error) {
      rethrowDuplicate(error, 'access.duplicateRoleTitle');
    }
    return detailOf(db, id);
  }

  async function setModulesOfRole(
    id: number,
    permissions: TModulePermission[],
    actorUserId: number,
  ) {
    await db.transaction(async (tx) => {
      if (!(await repo.findRole(tx, id, { lock: true }))) throw new AppError('NOT_FOUND');
      await assertModulesExist(tx, permissions);
      const before = await detailOf(tx, id);
      await repo.replaceModulesOfRole(tx, id, permissions);
      await recordAudit(tx, {
        actorUserId,
        action: 'role.modules',
        entity: 'role',
        entityId: String(id),
        before: before.modules,
        after: (await detailOf(tx, id)).modules,
      });
    });
    return detailOf(db, id);
  }

  async function searchModules(search: string | undefined) {
    return (await repo.searchModules(db, search)).map(toModule);
  }

  async function createModule(input: TCreateModule, actorUserId: number) {
    try {
      return await db.transaction(async (tx) => {
        const row = await repo.insertModule(tx, input);
        await recordAudit(tx, {
          actorUserId,
          action: 'module.create',
          entity: 'module',
          entityId: String(row.id),
          before: null,
          after: toModule(row),
        });
        return toModule(row);
      });
    } catch (error) {
      rethrowDuplicate(error, 'access.duplicateModuleTitle');
    }
  }

  return {
    listRoles,
    getRole: (id: number) => detailOf(db, id),
    createRole,
    updateRole,
    setModulesOfRole,
    searchModules,
    createModule,
  };
}
