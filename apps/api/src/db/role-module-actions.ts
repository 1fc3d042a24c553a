import { PERMISSION_ACTIONS, type PermissionAction } from '@niyukti/shared';
import type { roleModules } from './schema';

// A role's actions in a module are six boolean columns of `role_modules`; this is the one place
// that knows which column holds which action, for every repository that reads or writes them.

type RoleModuleRow = typeof roleModules.$inferSelect;

export const ACTION_COLUMNS = {
  read: 'canRead',
  create: 'canCreate',
  update: 'canUpdate',
  delete: 'canDelete',
  approve: 'canApprove',
  reject: 'canReject',
} as const satisfies Record<PermissionAction, keyof RoleModuleRow>;

/** The actions a role_modules row grants, in PERMISSION_ACTIONS order. */
export const actionsOfRoleModule = (row: RoleModuleRow): PermissionAction[] =>
  PERMISSION_ACTIONS.filter((action) => row[ACTION_COLUMNS[action]]);

/** The role_modules row that grants `actions` (and no other) to a role in a module. */
export function roleModuleRow(
  roleId: number,
  moduleId: number,
  actions: readonly PermissionAction[],
): typeof roleModules.$inferInsert {
  const row: typeof roleModules.$inferInsert = { roleId, moduleId };
  for (const action of PERMISSION_ACTIONS) row[ACTION_COLUMNS[action]] = actions.includes(action);
  return row;
}
