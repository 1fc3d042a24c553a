import {
  allows,
  type PermissionAction,
  type PrivilegeCode,
  type TCurrentUser,
} from '@niyukti/shared';
import { useAuth } from './auth-context';

/**
 * True when the user is staff holding `code` with `action` on it (back-office.md §3, §6;
 * docs/decisions.md 111–114). Without `permissions` (an older server) a held code allows every
 * action, as the API treats tokens from before actions. The UI hides; the API refuses.
 */
export function can(
  user: TCurrentUser | null,
  code: PrivilegeCode,
  action: PermissionAction,
): boolean {
  return !!user && user.type === 'staff' && allows(user.privileges, user.permissions, code, action);
}

/** `can` for the signed-in user: `const may = useCan(); may('SC', 'approve')`. */
export function useCan(): (code: PrivilegeCode, action: PermissionAction) => boolean {
  const { user } = useAuth();
  return (code, action) => can(user, code, action);
}
