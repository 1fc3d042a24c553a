import type { FastifyInstance } from 'fastify';
import type { TCreateStaffUser, TRoleInput } from '@niyukti/shared';
import { bearer, signIn } from './people';

let counter = 0;
const unique = () => `${process.pid % 1000}x${++counter}`;

export const aRole = (overrides: Partial<TRoleInput> = {}): TRoleInput => ({
  title: `Role ${unique()}`,
  description: 'A test role',
  type: 'internal',
  privileges: [],
  modules: [],
  actions: {},
  ...overrides,
});

export function aStaffUser(roleIds: number[], overrides: Partial<TCreateStaffUser> = {}) {
  const n = unique();
  return {
    firstName: 'Gita',
    middleName: 'Kumari',
    lastName: 'Adhikari',
    username: `gita_${n}`,
    email: `gita.${n}@psc.example`,
    password: 'Staff2082ok',
    confirmPassword: 'Staff2082ok',
    roleIds,
    ...overrides,
  };
}

/** Calls an internal route as `token`, JSON in and out. */
export function internal(app: FastifyInstance, token: string) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/internal${url}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/**
 * Creates a role with `privileges` (all six actions on each, unless `role.actions` says
 * otherwise) and a user holding only it, as the admin, through the API.
 */
export async function aStaffMemberWith(
  app: FastifyInstance,
  adminToken: string,
  privileges: TRoleInput['privileges'],
  role: Partial<TRoleInput> = {},
) {
  const call = internal(app, adminToken);
  const created = await call('POST', '/roles', aRole({ ...role, privileges }));
  if (created.statusCode !== 201) throw new Error(`role: ${created.body}`);
  const input = aStaffUser([created.json().data.id]);
  const user = await call('POST', '/users', input);
  if (user.statusCode !== 201) throw new Error(`user: ${user.body}`);
  return { input, role: created.json().data, user: user.json().data };
}

/** A staff member with one role holding only `privileges`, password already changed: a token. */
export async function aSignedInStaffMemberWith(
  app: FastifyInstance,
  adminToken: string,
  privileges: TRoleInput['privileges'],
  role: Partial<TRoleInput> = {},
): Promise<string> {
  const { input } = await aStaffMemberWith(app, adminToken, privileges, role);
  const first = await signIn(app, input.username, input.password);
  const newPassword = 'Changed2082ok';
  const changed = await app.inject({
    method: 'POST',
    url: '/oauth/password/change',
    headers: bearer(first),
    payload: { oldPassword: input.password, newPassword, confirmPassword: newPassword },
  });
  if (changed.statusCode !== 200) throw new Error(`change failed: ${changed.body}`);
  return changed.json().data.access_token as string;
}

/**
 * Signs in a user the admin just made and replaces the temporary password, as they would on
 * their first visit; returns the token of the session that follows.
 */
export async function firstSignIn(app: FastifyInstance, username: string, password: string) {
  const first = await signIn(app, username, password);
  const changed = await app.inject({
    method: 'POST',
    url: '/oauth/password/change',
    headers: bearer(first),
    payload: {
      oldPassword: password,
      newPassword: 'Changed2082ok',
      confirmPassword: 'Changed2082ok',
    },
  });
  if (changed.statusCode !== 200) throw new Error(`password change: ${changed.body}`);
  return changed.json().data.access_token as string;
}
