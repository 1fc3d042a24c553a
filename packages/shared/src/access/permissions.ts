// What a role may do with a privilege code (back-office.md §3 Role, §6): the code names the area,
// the action what is done in it. Every internal route declares both; the API checks both.
// No zod here: the web app's entry checks permissions on every page, and must not carry zod.
import type { PrivilegeCode } from './privileges';

/** The six actions of a role's module permissions, in the order of the role screens. */
export const PERMISSION_ACTIONS = [
  'read',
  'create',
  'update',
  'delete',
  'approve',
  'reject',
] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/** The actions held on each privilege code (a code not listed is not held). */
export type TPermissions = Partial<Record<PrivilegeCode, PermissionAction[]>>;

/** Actions as a bitmask (bit i = PERMISSION_ACTIONS[i]): the compact form access tokens carry. */
export function actionsToMask(actions: readonly PermissionAction[]): number {
  return PERMISSION_ACTIONS.reduce(
    (mask, action, bit) => (actions.includes(action) ? mask | (1 << bit) : mask),
    0,
  );
}

export function maskToActions(mask: number): PermissionAction[] {
  return PERMISSION_ACTIONS.filter((_, bit) => (mask & (1 << bit)) !== 0);
}

/** Keeps the actions in PERMISSION_ACTIONS order, so payloads do not depend on click order. */
export const inActionOrder = (actions: readonly PermissionAction[]): PermissionAction[] =>
  PERMISSION_ACTIONS.filter((action) => actions.includes(action));

/**
 * Whether `privileges` with `permissions` allow `action` on `code`. Without `permissions` at all
 * (a token or a session from before actions existed) a held code allows every action: that is
 * what it meant then, and the migration gave every role all six actions on its codes.
 */
export function allows(
  privileges: readonly string[],
  permissions: TPermissions | undefined,
  code: PrivilegeCode,
  action: PermissionAction,
): boolean {
  if (!privileges.includes(code)) return false;
  if (permissions === undefined) return true;
  return permissions[code]?.includes(action) ?? false;
}
