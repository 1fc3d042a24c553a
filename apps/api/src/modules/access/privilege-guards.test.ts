import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivilegeCode, type PrivilegeCode } from '@niyukti/shared';
import { startTestApp, type TestApp } from '../../test/test-app';
import { aCandidate, bearer, signIn } from '../../test/people';
import { aSignedInStaffMemberWith as signedInStaff } from '../../test/staff';

// The API refuses: every route under /api/internal declares its privilege through `guarded`,
// which also writes it into the OpenAPI document as `x-privilege`. The document is therefore the
// list of internal routes with their codes; a route added without `guarded` fails this file.

interface InternalRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  privilege: string | undefined;
}

let t: TestApp;
let routes: InternalRoute[];
let adminToken: string;

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
  routes = Object.entries(document.paths as Record<string, Record<string, Record<string, unknown>>>)
    .filter(([url]) => url.startsWith('/api/internal/'))
    .flatMap(([url, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase() as InternalRoute['method'],
        url,
        privilege: operation['x-privilege'] as string | undefined,
      })),
    );
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

const aSignedInStaffMemberWith = (code: PrivilegeCode) => signedInStaff(t.app, adminToken, [code]);
