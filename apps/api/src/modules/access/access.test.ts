import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { bearer, requestToken, signIn } from '../../test/people';
import { aRole, aStaffMemberWith, aStaffUser, internal } from '../../test/staff';

let t: TestApp;
let admin: ReturnType<typeof internal>;
let clerk: ReturnType<typeof internal>;

beforeAll(async () => {
  t = await startTestApp();
  admin = internal(t.app, await signIn(t.app, 'admin', 'Admin@2082'));
  clerk = internal(t.app, await signIn(t.app, 'clerk', 'Clerk@2082'));
});
afterAll(async () => t?.close());

async function auditRows(action: string, entityId: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
}

describe('roles and modules (UM)', () => {
  it('creates a module, finds it by name, refuses a duplicate title', async () => {
    const created = await admin('POST', '/modules', { title: 'Scrutiny desk', description: 'x' });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const found = await admin('GET', '/modules?search=rutiny');
    expect(found.json().data.map((m: { id: number }) => m.id)).toContain(id);
    expect((await admin('GET', '/modules?search=nothing-like-it')).json().data).toEqual([]);
    const duplicate = await admin('POST', '/modules', { title: 'Scrutiny desk' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message.en).toMatch(/module with this title/);
    expect((await admin('POST', '/modules', { title: '' })).statusCode).toBe(400);
    expect((await clerk('GET', '/modules')).statusCode).toBe(403);
    expect(await auditRows('module.create', String(id))).toHaveLength(1);
  });

  it('creates, reads, replaces a role with privileges and module permissions', async () => {
    const module = (await admin('POST', '/modules', { title: 'Payments desk' })).json().data;
    const input = aRole({
      privileges: ['SC', 'UM'],
      modules: [
        {
          moduleId: module.id,
          read: true,
          create: true,
          update: false,
          delete: false,
          approve: false,
          reject: false,
        },
      ],
    });
    const created = await admin('POST', '/roles', input);
    expect(created.statusCode).toBe(201);
    const role = created.json().data;
    expect(role.privileges).toEqual(['SC', 'UM']);
    expect(role.modules[0]).toMatchObject({
      moduleId: module.id,
      title: 'Payments desk',
      read: true,
      create: true,
      approve: false,
    });

    const read = await admin('GET', `/roles/${role.id}`);
    expect(read.json().data).toEqual(role);
    expect((await admin('GET', '/roles')).json().data.map((r: { id: number }) => r.id)).toContain(
      role.id,
    );

    const replaced = await admin('PUT', `/roles/${role.id}`, {
      ...input,
      title: `${input.title} v2`,
      privileges: ['BU'],
      modules: [],
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data).toMatchObject({
      title: `${input.title} v2`,
      privileges: ['BU'],
      modules: [],
    });
    const [audit] = await auditRows('role.update', String(role.id));
    expect(audit?.before).toMatchObject({ title: input.title, privileges: ['SC', 'UM'] });
    expect(audit?.after).toMatchObject({ privileges: ['BU'] });

    const modules = await admin('PUT', `/roles/${role.id}/modules`, [
      { moduleId: module.id, read: true, approve: true },
    ]);
    expect(modules.statusCode).toBe(200);
    expect(modules.json().data.modules[0]).toMatchObject({
      read: true,
      approve: true,
      create: false,
    });
    expect(await auditRows('role.modules', String(role.id))).toHaveLength(1);
  });

  it('refuses unknown privilege codes, unknown modules, duplicate titles and missing roles', async () => {
    const bad = await admin('POST', '/roles', aRole({ privileges: ['XX' as 'SC'] }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.issues[0].message).toBe('validation.privilegeCode');
    const noModule = await admin(
      'POST',
      '/roles',
      aRole({
        modules: [
          {
            moduleId: 999999,
            read: true,
            create: false,
            update: false,
            delete: false,
            approve: false,
            reject: false,
          },
        ],
      }),
    );
    expect(noModule.statusCode).toBe(400);
    const input = aRole();
    expect((await admin('POST', '/roles', input)).statusCode).toBe(201);
    const duplicate = await admin('POST', '/roles', input);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('CONFLICT');
    expect((await admin('GET', '/roles/999999')).statusCode).toBe(404);
    expect((await admin('PUT', '/roles/999999', aRole())).statusCode).toBe(404);
    expect((await admin('PUT', '/roles/999999/modules', [])).statusCode).toBe(404);
    expect(
      (await admin('PUT', '/roles/1/modules', [{ moduleId: 1 }, { moduleId: 1 }])).statusCode,
    ).toBe(400);
    expect((await clerk('POST', '/roles', aRole())).statusCode).toBe(403);
  });
});

describe('staff users (UM)', () => {
  it('creates a user who signs in, must change the password, and holds the role privileges', async () => {
    const { input, user, role } = await aStaffMemberWith(
      t.app,
      await signIn(t.app, 'admin', 'Admin@2082'),
      ['SC', 'BU'],
    );
    expect(user).toMatchObject({
      username: input.username,
      fullName: 'Gita Kumari Adhikari',
      mustChangePassword: true,
      roles: [{ id: role.id, title: role.title }],
    });
    expect(user).not.toHaveProperty('passwordHash');

    const token = await requestToken(t.app, input.username, input.password);
    expect(token.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/oauth/me',
      headers: bearer(token.json().access_token),
    });
    expect(me.json().data).toMatchObject({
      type: 'staff',
      privileges: ['BU', 'SC'],
      mustChangePassword: true,
    });

    const detail = await admin('GET', `/users/${user.id}`);
    expect(detail.json().data).toMatchObject({ id: user.id, privileges: ['BU', 'SC'], blocks: [] });
    const [audit] = await auditRows('user.create', String(user.id));
    expect(audit?.before).toBeNull();
    expect(audit?.after).toMatchObject({ username: input.username, roleIds: [role.id] });
    expect(JSON.stringify(audit?.after)).not.toMatch(/Staff2082ok|argon/);
  });

  it('applies the spec rules and reports duplicates by name', async () => {
    const roleId = (await admin('POST', '/roles', aRole())).json().data.id;
    const weak = await admin(
      'POST',
      '/users',
      aStaffUser([roleId], { password: 'short1A', confirmPassword: 'short1A' }),
    );
    expect(weak.json().data.issues[0]).toEqual({
      path: 'password',
      message: 'validation.passwordTooShort',
    });
    const mismatch = await admin(
      'POST',
      '/users',
      aStaffUser([roleId], { confirmPassword: 'Other2082ok' }),
    );
    expect(mismatch.json().data.issues[0]).toEqual({
      path: 'confirmPassword',
      message: 'validation.passwordMismatch',
    });
    const noRole = await admin('POST', '/users', aStaffUser([]));
    expect(noRole.json().data.issues[0]).toEqual({
      path: 'roleIds',
      message: 'validation.roleRequired',
    });
    const badEmail = await admin('POST', '/users', aStaffUser([roleId], { email: 'not-mail' }));
    expect(badEmail.json().data.issues[0].path).toBe('email');
    const unknownRole = await admin('POST', '/users', aStaffUser([999999]));
    expect(unknownRole.statusCode).toBe(400);

    const first = aStaffUser([roleId]);
    expect((await admin('POST', '/users', first)).statusCode).toBe(201);
    const sameName = await admin(
      'POST',
      '/users',
      aStaffUser([roleId], { username: first.username.toUpperCase() }),
    );
    expect([sameName.statusCode, sameName.json().code]).toEqual([409, 'DUPLICATE_USERNAME']);
    const sameMail = await admin('POST', '/users', aStaffUser([roleId], { email: first.email }));
    expect([sameMail.statusCode, sameMail.json().code]).toEqual([409, 'DUPLICATE_EMAIL']);
    expect((await clerk('POST', '/users', aStaffUser([roleId]))).statusCode).toBe(403);
  });

  it('lists staff only, paged, searched by name, username or e-mail and filtered by role', async () => {
    const roleId = (await admin('POST', '/roles', aRole())).json().data.id;
    const made = await admin('POST', '/users', aStaffUser([roleId], { lastName: 'Zzyzx' }));
    const id = made.json().data.id;
    const byName = (await admin('GET', '/users?page=1&pageSize=10&search=zzyzx')).json().data;
    expect(byName.items.map((u: { id: number }) => u.id)).toEqual([id]);
    expect(byName.total).toBe(1);
    const byRole = (await admin('GET', `/users?roleId=${roleId}`)).json().data;
    expect(byRole.items.map((u: { id: number }) => u.id)).toEqual([id]);
    const byMail = (await admin('GET', `/users?search=${made.json().data.email}`)).json().data;
    expect(byMail.total).toBe(1);
    const all = (await admin('GET', '/users?page=1&pageSize=10')).json().data;
    expect(all.items.every((u: { roles: unknown[] }) => Array.isArray(u.roles))).toBe(true);
    expect(all.items.map((u: { username: string }) => u.username)).toContain('admin');
    expect((await admin('GET', '/users?pageSize=7')).statusCode).toBe(400);
    expect((await clerk('GET', '/users')).statusCode).toBe(403);
    expect((await admin('GET', '/users/999999')).statusCode).toBe(404);
  });

  it('edits the username and the roles, with audit rows', async () => {
    const adminToken = await signIn(t.app, 'admin', 'Admin@2082');
    const { user, input } = await aStaffMemberWith(t.app, adminToken, ['SC']);
    const renamed = await admin('PUT', `/users/${user.id}/username`, {
      username: `${input.username}_new`,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.username).toBe(`${input.username}_new`);
    const [audit] = await auditRows('user.username', String(user.id));
    expect(audit).toMatchObject({
      before: { username: input.username },
      after: { username: `${input.username}_new` },
    });
    const taken = await admin('PUT', `/users/${user.id}/username`, { username: 'admin' });
    expect(taken.json().code).toBe('DUPLICATE_USERNAME');
    expect((await admin('PUT', `/users/${user.id}/username`, { username: 'a b' })).statusCode).toBe(
      400,
    );

    const other = (await admin('POST', '/roles', aRole({ privileges: ['PUM'] }))).json().data;
    const changed = await admin('PUT', `/users/${user.id}/roles`, { roleIds: [other.id] });
    expect(changed.json().data.roles).toEqual([{ id: other.id, title: other.title }]);
    expect((await admin('GET', `/users/${user.id}`)).json().data.privileges).toEqual(['PUM']);
    const [rolesAudit] = await auditRows('user.roles', String(user.id));
    expect(rolesAudit?.after).toEqual({ roleIds: [other.id] });
    expect((await admin('PUT', `/users/${user.id}/roles`, { roleIds: [] })).statusCode).toBe(400);
    expect(
      (await clerk('PUT', `/users/${user.id}/roles`, { roleIds: [other.id] })).statusCode,
    ).toBe(403);
  });
});
