import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { bearer, signIn } from '../../test/people';
import { aRole, aStaffMemberWith, internal } from '../../test/staff';

// Rules that keep staff from locking themselves (or the commission) out by accident.

let t: TestApp;
let adminToken: string;
let admin: ReturnType<typeof internal>;

beforeAll(async () => {
  t = await startTestApp();
  adminToken = await signIn(t.app, 'admin', 'Admin@2082');
  admin = internal(t.app, adminToken);
});
afterAll(async () => t?.close());

/** A fresh administrator holding UM through one role of its own: a token and ids. */
async function aUserManager() {
  const { input, role, user } = await aStaffMemberWith(t.app, adminToken, ['UM', 'BU']);
  const first = await signIn(t.app, input.username, input.password);
  const changed = await t.app.inject({
    method: 'POST',
    url: '/oauth/password/change',
    headers: bearer(first),
    payload: {
      oldPassword: input.password,
      newPassword: 'Manager2082ok',
      confirmPassword: 'Manager2082ok',
    },
  });
  const token = changed.json().data.access_token as string;
  return {
    token,
    call: internal(t.app, token),
    roleId: role.id as number,
    userId: user.id as number,
  };
}

describe('an administrator keeps user management', () => {
  it('refuses replacing one’s own roles with roles without UM, and changes nothing', async () => {
    const manager = await aUserManager();
    const withoutUm = (await admin('POST', '/roles', aRole({ privileges: ['SC'] }))).json().data;
    const refused = await manager.call('PUT', `/users/${manager.userId}/roles`, {
      roleIds: [withoutUm.id],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message.en).toMatch(/user management \(UM\)/);
    expect(refused.json().message.ne).toMatch(/[\u0900-\u097F]/);
    const detail = await admin('GET', `/users/${manager.userId}`);
    expect(detail.json().data.roles.map((r: { id: number }) => r.id)).toEqual([manager.roleId]);
  });

  it('allows one’s own roles to change while UM stays, and another admin to remove it', async () => {
    const manager = await aUserManager();
    const extra = (await admin('POST', '/roles', aRole({ privileges: ['SC'] }))).json().data;
    const both = [manager.roleId, extra.id];
    expect(
      (await manager.call('PUT', `/users/${manager.userId}/roles`, { roleIds: both })).statusCode,
    ).toBe(200);
    const byOther = await admin('PUT', `/users/${manager.userId}/roles`, { roleIds: [extra.id] });
    expect(byOther.statusCode).toBe(200);
  });

  it('refuses taking UM out of the only role that gives it to oneself', async () => {
    const manager = await aUserManager();
    const role = (await manager.call('GET', `/roles/${manager.roleId}`)).json().data;
    const refused = await manager.call('PUT', `/roles/${manager.roleId}`, {
      title: role.title,
      description: role.description,
      type: role.type,
      privileges: ['BU'],
      modules: [],
    });
    expect(refused.statusCode).toBe(409);
    const after = (await admin('GET', `/roles/${manager.roleId}`)).json().data;
    expect(after.privileges).toEqual(expect.arrayContaining(['UM', 'BU']));
  });

  it('refuses keeping UM on one’s own role without update, which changing roles takes', async () => {
    const manager = await aUserManager();
    const role = (await manager.call('GET', `/roles/${manager.roleId}`)).json().data;
    const refused = await manager.call('PUT', `/roles/${manager.roleId}`, {
      title: role.title,
      description: role.description,
      type: role.type,
      privileges: ['UM', 'BU'],
      actions: { UM: ['read', 'create'] },
      modules: [],
    });
    expect(refused.statusCode).toBe(409);
    const after = (await admin('GET', `/roles/${manager.roleId}`)).json().data;
    expect(after.actions.UM).toContain('update');
    const keeping = await manager.call('PUT', `/roles/${manager.roleId}`, {
      title: role.title,
      description: role.description,
      type: role.type,
      privileges: ['UM', 'BU'],
      actions: { UM: ['read', 'update'] },
      modules: [],
    });
    expect(keeping.statusCode).toBe(200);
  });
});

describe('blocks that make sense', () => {
  it('refuses blocking oneself', async () => {
    const manager = await aUserManager();
    const refused = await manager.call('POST', `/users/${manager.userId}/blocks`, {
      startsOn: '2026-03-01',
      endsOn: '2026-03-05',
      reason: 'Testing',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message.en).toBe('You cannot block your own account.');
    expect((await admin('GET', `/users/${manager.userId}/blocks`)).json().data).toEqual([]);
  });

  it('refuses a block overlapping an active one, allows it after lifting or on other dates', async () => {
    const { user } = await aStaffMemberWith(t.app, adminToken, ['SC']);
    const block = (period: [string, string]) =>
      admin('POST', `/users/${user.id}/blocks`, {
        startsOn: period[0],
        endsOn: period[1],
        reason: 'Leave',
      });
    const first = await block(['2026-03-10', '2026-03-20']);
    expect(first.statusCode).toBe(201);
    for (const period of [
      ['2026-03-20', '2026-03-25'],
      ['2026-03-01', '2026-03-10'],
      ['2026-03-12', '2026-03-13'],
      ['2026-03-01', '2026-03-31'],
    ] as [string, string][]) {
      const overlapping = await block(period);
      expect(overlapping.statusCode, period.join('..')).toBe(409);
      expect(overlapping.json().message.ne).toMatch(/[\u0900-\u097F]/);
    }
    expect((await block(['2026-03-21', '2026-03-25'])).statusCode).toBe(201);
    await admin('DELETE', `/users/${user.id}/blocks/${first.json().data.id}`);
    expect((await block(['2026-03-12', '2026-03-13'])).statusCode).toBe(201);
    expect((await admin('GET', `/users/${user.id}/blocks`)).json().data).toHaveLength(3);
  });

  it('of two simultaneous overlapping blocks, exactly one is made', async () => {
    const { user } = await aStaffMemberWith(t.app, adminToken, ['SC']);
    const answers = await Promise.all(
      ['Leave', 'Misuse', 'Audit'].map((reason) =>
        admin('POST', `/users/${user.id}/blocks`, {
          startsOn: '2026-04-01',
          endsOn: '2026-04-10',
          reason,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await admin('GET', `/users/${user.id}/blocks`)).json().data).toHaveLength(1);
  });
});
