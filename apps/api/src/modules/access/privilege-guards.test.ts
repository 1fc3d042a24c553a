import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PERMISSION_ACTIONS,
  PRIVILEGE_CODES,
  isPrivilegeCode,
  type PermissionAction,
  type PrivilegeCode,
} from '@niyukti/shared';
import { holdFields } from '../../test/scrutiny-forms';
import { startTestApp, type TestApp } from '../../test/test-app';
import { aCandidate, bearer, signIn } from '../../test/people';
import { aSignedInStaffMemberWith as signedInStaff } from '../../test/staff';

// The API refuses: every route under /api/internal declares its privilege and its action through
// `guarded`, which also writes them into the OpenAPI document as `x-privilege` and `x-action`.
// The document is therefore the list of internal routes with what they need; a route added
// without `guarded` fails this file.

interface InternalRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  privilege: string | undefined;
}

/** The actions a route may perform: one, or each its body may name (`x-action` is then a list). */
const actionsOfRoute = (operation: Record<string, unknown>): string[] => {
  const action = operation['x-action'];
  return Array.isArray(action) ? (action as string[]) : typeof action === 'string' ? [action] : [];
};

let t: TestApp;
let routes: InternalRoute[];
/** The routes declared `anyStaff('read')`: no code, every staff user, reading only. */
let anyStaffRoutes: InternalRoute[];
/** The actions of each route, by `METHOD url`. */
const actionsOf = new Map<string, string[]>();
let adminToken: string;
const keyOf = (route: InternalRoute) => `${route.method} ${route.url}`;

/** Path parameters point at records that do not exist, so a permitted call changes nothing. */
const concrete = (url: string) => url.replace(/\{[^}]+\}/g, '999999');

async function call(route: InternalRoute, token: string | null) {
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  return t.app.inject({
    method: route.method,
    url: concrete(route.url),
    headers: token ? bearer(token) : {},
    ...(hasBody ? { payload: {} } : {}),
  });
}

beforeAll(async () => {
  t = await startTestApp();
  adminToken = await signIn(t.app, 'admin', 'Admin@2082');
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const internalRoutes = Object.entries(
    document.paths as Record<string, Record<string, Record<string, unknown>>>,
  )
    .filter(([url]) => url.startsWith('/api/internal/'))
    .flatMap(([url, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase() as InternalRoute['method'],
        url,
        privilege: operation['x-privilege'] as string | undefined,
        access: operation['x-access'] as string,
      })),
    );
  const strip = ({ access: _access, ...route }: (typeof internalRoutes)[number]) => route;
  // The counts-only reports every staff user reads are declared apart (decision 152).
  routes = internalRoutes.filter((route) => route.access !== 'any-staff').map(strip);
  anyStaffRoutes = internalRoutes.filter((route) => route.access === 'any-staff').map(strip);
  for (const [url, operations] of Object.entries(
    document.paths as Record<string, Record<string, Record<string, unknown>>>,
  ))
    for (const [method, operation] of Object.entries(operations))
      actionsOf.set(`${method.toUpperCase()} ${url}`, actionsOfRoute(operation));
});
afterAll(async () => t?.close());

describe('every internal route is gated by a privilege', () => {
  it('finds the internal routes, each declaring a known privilege code', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/internal/users', privilege: 'UM' });
    expect(routes).toContainEqual({
      method: 'POST',
      url: '/api/internal/scrutiny/applications/{id}/decision',
      privilege: 'SC',
    });
    const undeclared = routes.filter((r) => !r.privilege || !isPrivilegeCode(r.privilege));
    expect(undeclared).toEqual([]);
  });

  it('asks for a sign-in on every route (401 without a token)', async () => {
    for (const route of routes) {
      const response = await call(route, null);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('refuses a candidate on every route (403 FORBIDDEN)', async () => {
    const candidate = await aCandidate(t);
    for (const route of routes) {
      const response = await call(route, candidate.token);
      expect([response.statusCode, response.json().code], `${route.method} ${route.url}`).toEqual([
        403,
        'FORBIDDEN',
      ]);
    }
  });

  it('refuses staff without privileges (the clerk) on every route (403 FORBIDDEN)', async () => {
    const clerk = await signIn(t.app, 'clerk', 'Clerk@2082');
    for (const route of routes) {
      const response = await call(route, clerk);
      expect([response.statusCode, response.json().code], `${route.method} ${route.url}`).toEqual([
        403,
        'FORBIDDEN',
      ]);
    }
  });

  it("lets a user holding only the route's own privilege through, and no other code", async () => {
    const codes = [...new Set(routes.map((r) => r.privilege as PrivilegeCode))];
    const tokens = new Map<PrivilegeCode, string>();
    for (const code of codes) tokens.set(code, await aSignedInStaffMemberWith(code));
    for (const route of routes) {
      const own = await call(route, tokens.get(route.privilege as PrivilegeCode)!);
      expect(own.statusCode, `${route.method} ${route.url} as ${route.privilege}`).not.toBe(403);
      const otherCode = codes.find((code) => code !== route.privilege);
      if (!otherCode) continue;
      const other = await call(route, tokens.get(otherCode)!);
      expect(other.statusCode, `${route.method} ${route.url} as ${otherCode}`).toBe(403);
    }
  });
});

describe('the routes every staff user may read (counts only, no privilege code; decisions 152, 157, 158)', () => {
  it('are the dashboard and the reports of counts, each declared to read (a count again is a POST that changes no record)', () => {
    expect(anyStaffRoutes.map(keyOf).sort()).toEqual([
      'GET /api/internal/dashboard',
      'GET /api/internal/reports/by-advertisement-number',
      'GET /api/internal/reports/by-advertisement-number.xlsx',
      'GET /api/internal/reports/by-class',
      'GET /api/internal/reports/by-class.xlsx',
      'GET /api/internal/reports/re-applications',
      'GET /api/internal/reports/re-applications.xlsx',
      'GET /api/internal/reports/registered-candidates',
      'GET /api/internal/reports/registered-candidates.xlsx',
      'GET /api/internal/reports/vacancy-count-by-quota',
      'GET /api/internal/reports/vacancy-count-by-quota.xlsx',
      'GET /api/internal/reports/vacancy-distribution',
      'GET /api/internal/reports/vacancy-distribution.xlsx',
      'POST /api/internal/reports/registered-candidates/count-again',
    ]);
    for (const route of anyStaffRoutes) expect(actionsOf.get(keyOf(route))).toEqual(['read']);
  });

  it('refuses a stranger and a candidate, and lets the clerk without privileges read', async () => {
    const candidate = await aCandidate(t);
    const clerk = await signIn(t.app, 'clerk', 'Clerk@2082');
    for (const route of anyStaffRoutes) {
      const url = `${route.url}?fiscalYear=2083-84`;
      const as = (token: string | null) =>
        t.app.inject({ method: route.method, url, headers: token ? bearer(token) : {} });
      expect((await as(null)).statusCode, route.url).toBe(401);
      expect((await as(candidate.token)).statusCode, route.url).toBe(403);
      expect((await as(clerk)).statusCode, route.url).toBe(200);
    }
  });
});

const aSignedInStaffMemberWith = (code: PrivilegeCode) => signedInStaff(t.app, adminToken, [code]);

/**
 * A staff member whose one role holds every privilege code with only `action` on each: what a
 * route lets through then depends on its action alone (its code is held).
 */
const aSignedInStaffMemberWithOnly = (action: PermissionAction) =>
  signedInStaff(t.app, adminToken, [...PRIVILEGE_CODES], {
    actions: Object.fromEntries(PRIVILEGE_CODES.map((code) => [code, [action]])),
  });

describe('every internal route is gated by its action too', () => {
  let only: Map<PermissionAction, string>;
  beforeAll(async () => {
    only = new Map();
    for (const action of PERMISSION_ACTIONS)
      only.set(action, await aSignedInStaffMemberWithOnly(action));
  });

  it('declares one of the six actions on every route', () => {
    expect(actionsOf.get('GET /api/internal/scrutiny/applications')).toEqual(['read']);
    expect(actionsOf.get('POST /api/internal/roll-numbers/generate')).toEqual(['create']);
    expect(actionsOf.get('POST /api/internal/scrutiny/applications/{id}/decision')).toEqual([
      'approve',
      'update',
      'reject',
    ]);
    const undeclared = routes.filter((route) => {
      const actions = actionsOf.get(keyOf(route)) ?? [];
      return (
        actions.length === 0 ||
        actions.some((a) => !(PERMISSION_ACTIONS as readonly string[]).includes(a))
      );
    });
    expect(undeclared).toEqual([]);
  });

  it('refuses read-only holders of the code (403 FORBIDDEN) on every route that does more than read, and lets them read', async () => {
    const readOnly = only.get('read')!;
    let reads = 0;
    for (const route of routes) {
      const response = await call(route, readOnly);
      const where = `${keyOf(route)} read-only`;
      if (actionsOf.get(keyOf(route))!.includes('read')) {
        reads++;
        expect(response.statusCode, where).not.toBe(403);
      } else expect([response.statusCode, response.json().code], where).toEqual([403, 'FORBIDDEN']);
    }
    expect(reads).toBeGreaterThan(10);
    expect(reads).toBeLessThan(routes.length);
  });

  it("lets a holder of the code with the route's action through, and refuses every other action", async () => {
    for (const route of routes) {
      const actions = actionsOf.get(keyOf(route))!;
      for (const action of PERMISSION_ACTIONS) {
        const response = await call(route, only.get(action)!);
        const where = `${keyOf(route)} with only ${action}`;
        if (actions.includes(action)) expect(response.statusCode, where).not.toBe(403);
        else expect([response.statusCode, response.json().code], where).toEqual([403, 'FORBIDDEN']);
      }
    }
  });

  it('checks the decision a body names against its action (approve, hold, reject)', async () => {
    const decide = (token: string, url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
    const scrutiny = '/api/internal/scrutiny/applications/999999/decision';
    const approveOnly = only.get('approve')!;
    // Allowed: reaches the handler, which finds no such application.
    expect(
      (await decide(approveOnly, scrutiny, { decision: 'approved', remarks: 'ok' })).statusCode,
    ).toBe(404);
    // A hold names its reason and day (holdFields): the body is valid, only the action differs.
    for (const body of [{ decision: 'rejected' }, { decision: 'hold', ...holdFields() }]) {
      const refused = await decide(approveOnly, scrutiny, { ...body, remarks: 'no' });
      expect([refused.statusCode, refused.json().code], body.decision).toEqual([403, 'FORBIDDEN']);
    }
    expect(
      (
        await decide(only.get('update')!, scrutiny, {
          decision: 'hold',
          remarks: 'wait',
          ...holdFields(),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await decide(only.get('reject')!, scrutiny, { decision: 'rejected', remarks: 'no' }))
        .statusCode,
    ).toBe(404);
    const voucher = '/api/internal/payment-vouchers/999999/decision';
    const rejectOnly = only.get('reject')!;
    expect(
      (await decide(rejectOnly, voucher, { decision: 'reject', remarks: 'Unreadable' })).statusCode,
    ).toBe(404);
    const refused = await decide(rejectOnly, voucher, { decision: 'approve' });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
  });
});
