import type { PermissionAction, PrivilegeCode } from '@niyukti/shared';

/**
 * The action a route performs on its privilege code: one action, or — for a route whose body
 * names the decision (approve, hold or reject) — the action of each value of that body field.
 */
export type RouteAction = PermissionAction | ActionByField;

export interface ActionByField {
  /** The body field that names the decision. */
  field: string;
  /** The action each value of the field performs. */
  actions: Readonly<Record<string, PermissionAction>>;
}

/** The actions a route may perform: one, or each its body may name. */
export const actionsOf = (action: RouteAction): PermissionAction[] =>
  typeof action === 'string' ? [action] : [...new Set(Object.values(action.actions))];

/** Who may call a route, as its guard decides; the OpenAPI document and its checks read it. */
export type RouteAccess =
  /** No sign-in. */
  | { who: 'anyone' }
  /** Any signed-in user, also one who still has to change the temporary password. */
  | { who: 'signed-in' }
  | { who: 'candidate' }
  /** The candidate, or a staff member holding `privilege` acting for one (profile routes). */
  | { who: 'candidate-or-staff'; privilege: PrivilegeCode; action: PermissionAction }
  | { who: 'staff'; privilege: PrivilegeCode; action: RouteAction }
  /**
   * Every signed-in staff user, reading only: what shows counts and never a candidate's personal
   * data (the reports the spec lists without a privilege code; decision 152).
   */
  | { who: 'any-staff'; action: 'read' };

type Hook = (...args: never[]) => unknown;

const accessOfGuard = new WeakMap<Hook, RouteAccess>();

/** Marks a guard hook with the access it grants, so a route's access can be read off its hooks. */
export function declareGuard<H extends Hook>(guard: H, access: RouteAccess): H {
  accessOfGuard.set(guard, access);
  return guard;
}

const hooksOf = (hooks: unknown): Hook[] =>
  (Array.isArray(hooks) ? hooks : hooks ? [hooks] : []) as Hook[];

/**
 * The access of a route, from the declared guard among its `onRequest` and `preHandler` hooks.
 * A route without one is open to anyone; the API tests call every route documented as open
 * without a token, so a route that checks its caller some other way cannot pass for public.
 */
export function accessOfRoute(route: { onRequest?: unknown; preHandler?: unknown }): RouteAccess {
  for (const hook of [...hooksOf(route.onRequest), ...hooksOf(route.preHandler)]) {
    const access = accessOfGuard.get(hook);
    if (access) return access;
  }
  return { who: 'anyone' };
}
