import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_ACTIONS, PRIVILEGE_CODES, PRIVILEGE_DESCRIPTIONS } from '@niyukti/shared';
import { startTestApp, type TestApp } from '../../test/test-app';
import { bearer, signIn } from '../../test/people';
import {
  aRole,
  aSignedInStaffMemberWith,
  aStaffMemberWith,
  aStaffUser,
  internal,
} from '../../test/staff';

// A role holds privilege codes and, on each, some of the six actions; the modules of the codes
// keep them (docs/decisions.md). Granting a code without actions grants all six.

let t: TestApp;
let adminToken: string;
let admin: ReturnType<typeof internal>;

beforeAll(async () => {
  t = await startTestApp();
  adminToken = await signIn(t.app, 'admin', 'Admin@2082');
  admin = internal(t.app, adminToken);
});
afterAll(async () => t?.close());

const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/oauth/me', headers: bearer(token) })).json().data;
const menuKeys = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/oauth/menu', headers: bearer(token) }))
    .json()
    .data.map((item: { key: string }) => item.key);

describe('the modules of the privilege codes', () => {
  it('lists one module per code, titled in both languages, before any other module', async () => {
    const added = (await admin('POST', '/modules', { title: 'Reception desk' })).json().data;
    expect(added).toMatchObject({ code: null, title: 'Reception desk', titleNe: '' });
    const modules = (await admin('GET', '/modules')).json().data;
    const coded = modules.filter((m: { code: string | null }) => m.code !== null);
    expect(coded.map((m: { code: string }) => m.code).sort()).toEqual([...PRIVILEGE_CODES].sort());
    for (const module of coded) {
      const code = module.code as keyof typeof PRIVILEGE_DESCRIPTIONS;
      expect(module.title, code).toBe(PRIVILEGE_DESCRIPTIONS[code].en);
      expect(module.titleNe, code).toBe(PRIVILEGE_DESCRIPTIONS[code].ne);
      expect(module.description, code).not.toBe('');
      expect(module.descriptionNe, code).toMatch(/[\u0900-\u097F]/);
    }
    expect(modules.findIndex((m: { id: number }) => m.id === added.id)).toBeGreaterThanOrEqual(
      coded.length,
    );
    const found = (await admin('GET', '/modules?search=रुजु')).json().data;
    expect(found.map((m: { code: string }) => m.code)).toContain('SC');
  });
});

describe('actions through the role API', () => {
  it('gives all six actions to a code granted without actions, and the actions named otherwise', async () => {
    const input = aRole({ privileges: ['SC', 'AR'], actions: { SC: ['approve', 'read'] } });
    const created = await admin('POST', '/roles', input);
    expect(created.statusCode).toBe(201);
    const role = created.json().data;
    expect(role.actions).toEqual({ SC: ['read', 'approve'], AR: [...PERMISSION_ACTIONS] });
    expect(role.modules).toEqual([]);
    expect((await admin('GET', `/roles/${role.id}`)).json().data).toEqual(role);

    const replaced = await admin('PUT', `/roles/${role.id}`, {
      ...input,
      privileges: ['SC'],
      actions: {},
    });
    expect(replaced.json().data.actions).toEqual({ SC: [...PERMISSION_ACTIONS] });

    // The other modules' permissions are replaced on their own; the codes' actions stay.
    const desk = (await admin('POST', '/modules', { title: 'Archive desk' })).json().data;
    const modules = await admin('PUT', `/roles/${role.id}/modules`, [
      { moduleId: desk.id, read: true },
    ]);
    expect(modules.statusCode).toBe(200);
    expect(modules.json().data.actions).toEqual({ SC: [...PERMISSION_ACTIONS] });
    expect(modules.json().data.modules).toMatchObject([{ moduleId: desk.id, read: true }]);
  });

  it('refuses actions on a code the role does not hold, and a code module among the modules', async () => {
    const stray = await admin(
      'POST',
      '/roles',
      aRole({ privileges: [], actions: { SC: ['read'] } }),
    );
    expect(stray.statusCode).toBe(400);
    expect(stray.json().data.issues[0]).toMatchObject({
      path: 'actions',
      message: 'validation.actionsWithoutPrivilege',
    });
    const scrutiny = (await admin('GET', '/modules?search=SC'))
      .json()
      .data.find((m: { code: string }) => m.code === 'SC');
    for (const [method, url, body] of [
      ['POST', '/roles', aRole({ modules: [{ moduleId: scrutiny.id, read: true } as never] })],
      ['PUT', '/roles/1/modules', [{ moduleId: scrutiny.id, read: true }]],
    ] as const) {
      const refused = await admin(method, url, body);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().data.issues[0].message, url).toBe('validation.privilegeModule');
    }
  });
});

describe('actions in the token and the menu', () => {
  it('carries each code with its actions; the menu needs read', async () => {
    const readOnly = await aSignedInStaffMemberWith(t.app, adminToken, ['SC', 'UM'], {
      actions: { SC: ['read'], UM: ['approve'] },
    });
    expect((await me(readOnly)).permissions).toEqual({ SC: ['read'], UM: ['approve'] });
    const menu = await menuKeys(readOnly);
    expect(menu).toContain('scrutiny');
    expect(menu).not.toContain('userList');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/internal/users',
      headers: bearer(readOnly),
    });
    expect(list.statusCode).toBe(403);
  });

  it('allows what any of the roles holding the code allows', async () => {
    const reader = await aStaffMemberWith(t.app, adminToken, ['UM'], { actions: { UM: ['read'] } });
    const creator = await aStaffMemberWith(t.app, adminToken, ['UM'], {
      actions: { UM: ['create'] },
    });
    const input = aStaffUser([reader.role.id, creator.role.id]);
    expect((await admin('POST', '/users', input)).statusCode).toBe(201);
    const first = await signIn(t.app, input.username, input.password);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/oauth/password/change',
      headers: bearer(first),
      payload: {
        oldPassword: input.password,
        newPassword: 'Both2082ok',
        confirmPassword: 'Both2082ok',
      },
    });
    const token = changed.json().data.access_token as string;
    expect((await me(token)).permissions).toEqual({ UM: ['read', 'create'] });
  });

  it('the demo auditor reads scrutiny and reports and decides nothing', async () => {
    const auditor = await signIn(t.app, 'auditor', 'Auditor@2082');
    expect((await me(auditor)).permissions).toEqual({
      AR: ['read'],
      RBG: ['read'],
      SA: ['read'],
      SC: ['read'],
      SR: ['read'],
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/internal/scrutiny/applications',
      headers: bearer(auditor),
    });
    expect(list.statusCode).toBe(200);
    const decision = await t.app.inject({
      method: 'POST',
      url: '/api/internal/scrutiny/applications/1/decision',
      headers: bearer(auditor),
      payload: { decision: 'approved', remarks: 'ok' },
    });
    expect([decision.statusCode, decision.json().code]).toEqual([403, 'FORBIDDEN']);
    // With the counts-only reports every staff user reads (decision 152), and the allocation
    // list and report, which SA read shows (changing them needs more than read), and the
    // scrutiny reports (SR, RBG, AR), which are read only.
    expect(await menuKeys(auditor)).toEqual([
      'dashboard',
      'vacancyDistributionReport',
      'vacancyCountByQuotaReport',
      'registeredCandidates',
      'reportByClass',
      'reportByAdvertisementNumber',
      'reapplicationReport',
      'applicationReport',
      'searchApplicant',
      'applicationStatus',
      'scrutiny',
      'scrutinyAllocation',
      'allocationReport',
      'scrutinyReport',
      'reportByGender',
      'advertisementReport',
    ]);
    const allocating = await t.app.inject({
      method: 'POST',
      url: '/api/internal/scrutiny/allocations/1',
      headers: bearer(auditor),
      payload: { officers: [{ userId: 1 }] },
    });
    expect([allocating.statusCode, allocating.json().code]).toEqual([403, 'FORBIDDEN']);
  });
});
