import type { PermissionAction, PrivilegeCode } from '@niyukti/shared';
import { requireActionOfBody, requireAnyStaffReading, requirePrivilege } from './guards';
import type { ActionByField, RouteAction } from './route-access';

/**
 * Options for every internal route: `{ ...guarded('SC', 'read'), schema: … }`: the privilege
 * code of the area and the action the route performs in it, by what it does (an approval is
 * `approve` whatever its HTTP method; docs/decisions.md has the table). The guard runs on
 * `onRequest`, before the body is parsed or validated, so a caller without the privilege
 * learns nothing about the route's input and costs no parsing. The guard carries its code and
 * action (route-access.ts), so the OpenAPI document says who may call what as `x-privilege` and
 * `x-action`, and the guard test can enumerate every internal route with what it needs.
 *
 * A route whose body names its decision passes `byBody(field, actions)`: `onRequest` lets
 * through whoever may take any of its decisions, and a preHandler (after validation) checks the
 * one the body names.
 */
export function guarded(code: PrivilegeCode, action: RouteAction) {
  const onRequest = requirePrivilege(code, action);
  return typeof action === 'string'
    ? { onRequest }
    : { onRequest, preHandler: requireActionOfBody(code, action) };
}

/** The action of a route that takes the decision its body's `field` names. */
export const byBody = (
  field: string,
  actions: Readonly<Record<string, PermissionAction>>,
): ActionByField => ({ field, actions });

/**
 * Options for an internal route every staff user may read, with no privilege code: only for what
 * shows counts, never a candidate's personal data (decision 152). Reading is the only action.
 */
export function anyStaff(_action: 'read') {
  return { onRequest: requireAnyStaffReading };
}
