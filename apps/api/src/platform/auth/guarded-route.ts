import type { PrivilegeCode } from '@niyukti/shared';
import { requirePrivilege } from './guards';

/**
 * Options for every internal route: `{ ...guarded('SC'), schema: … }`. The guard runs on
 * `onRequest`, before the body is parsed or validated, so a caller without the privilege
 * learns nothing about the route's input and costs no parsing. The guard carries its code
 * (route-access.ts), so the OpenAPI document says who may call what as `x-privilege`, and the
 * guard test can enumerate every internal route with the code it needs.
 */
export function guarded(code: PrivilegeCode) {
  return { onRequest: requirePrivilege(code) };
}
