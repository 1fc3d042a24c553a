import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { adToBs, toDevanagariDigits, todayIso } from '@niyukti/shared';
import { auditLog } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import {
  aCandidate,
  refreshToken,
  requestToken,
  signIn,
  temporaryPasswordOf,
} from '../../test/people';
import { aSignedInStaffMemberWith, aStaffMemberWith, internal } from '../../test/staff';

let t: TestApp;
let adminToken: string;
let admin: ReturnType<typeof internal>;
let clerk: ReturnType<typeof internal>;

beforeAll(async () => {
  t = await startTestApp();
  adminToken = await signIn(t.app, 'admin', 'Admin@2082');
  admin = internal(t.app, adminToken);
  clerk = internal(t.app, await signIn(t.app, 'clerk', 'Clerk@2082'));
});
afterAll(async () => t?.close());

const auditOf = (action: string, entityId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

describe('blocks (BU)', () => {
  it('blocks a candidate between two dates, lists it, and lifts it keeping the record', async () => {
    const candidate = await aCandidate(t);
    const userId = candidate.userId;
    const today = todayIso();
    const created = await admin('POST', `/users/${userId}/blocks`, {
      startsOn: today,
      endsOn: '2030-12-31',
      reason: 'Forged documents',
    });
    expect(created.statusCode).toBe(201);
    const block = created.json().data;
    expect(block).toMatchObject({
      userId,
      startsOn: today,
      startsOnBs: adToBs(today),
      active: true,
      liftedAt: null,
    });

    const listed = await admin('GET', `/users/${userId}/blocks`);
    expect(listed.json().data.map((b: { id: number }) => b.id)).toEqual([block.id]);

    const lifted = await admin('DELETE', `/users/${userId}/blocks/${block.id}`);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json().data).toMatchObject({ id: block.id, active: false });
    expect(lifted.json().data.liftedAt).not.toBeNull();
    expect((await admin('GET', `/users/${userId}/blocks`)).json().data).toHaveLength(1);

    const [blockAudit] = await auditOf('user.block', String(block.id));
    expect(blockAudit).toMatchObject({ before: null, after: { reason: 'Forged documents' } });
    const [liftAudit] = await auditOf('user.unblock', String(block.id));
    expect(liftAudit?.before).toMatchObject({ liftedAt: null });
    expect((liftAudit?.after as { liftedAt: string | null }).liftedAt).not.toBeNull();
  });

  it('finds one account by username, e-mail or Devanagari master id for BU, else "User not found"', async () => {
    const candidate = await aCandidate(t);
    const blocker = internal(t.app, await aSignedInStaffMemberWith(t.app, adminToken, ['BU']));
    for (const query of [
      candidate.registration.username.toUpperCase(),
      candidate.registration.email,
      toDevanagariDigits(candidate.masterId),
    ]) {
      const found = await blocker('GET', `/user-search?query=${encodeURIComponent(query)}`);
      expect(found.statusCode).toBe(200);
      expect(found.json().data).toMatchObject({
        username: candidate.registration.username,
        kind: 'candidate',
        masterId: candidate.masterId,
        blocks: [],
      });
    }
    const missing = await blocker('GET', '/user-search?query=nobody-at-all');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toEqual({ en: 'User not found', ne: 'प्रयोगकर्ता भेटिएन' });
    const empty = await blocker('GET', '/user-search?query=%20');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.issues).toContainEqual({
      path: 'query',
      message: 'validation.required',
    });
    expect(
      (await clerk('GET', `/user-search?query=${candidate.registration.username}`)).statusCode,
    ).toBe(403);
  });

  it('blocks staff too, and refuses bad dates, unknown users and people without BU', async () => {
    const { user } = await aStaffMemberWith(t.app, adminToken, ['SC']);
    const ok = await admin('POST', `/users/${user.id}/blocks`, {
      startsOn: '2026-01-01',
      endsOn: '2026-01-01',
      reason: 'Leave',
    });
    expect(ok.statusCode).toBe(201);
    const tooFar = await admin('POST', `/users/${user.id}/blocks`, {
      startsOn: '2026-01-01',
      endsOn: '2099-12-31',
      reason: 'x',
    });
    expect(tooFar.json().data.issues[0]).toEqual({
      path: 'endsOn',
      message: 'validation.dateOutsideCalendar',
    });
    const reversed = await admin('POST', `/users/${user.id}/blocks`, {
      startsOn: '2026-02-01',
      endsOn: '2026-01-01',
      reason: 'x',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().data.issues[0]).toEqual({
      path: 'endsOn',
      message: 'validation.endBeforeStart',
    });
    const missing = await admin('POST', `/users/${user.id}/blocks`, {
      startsOn: '2026-02-01',
      reason: 'x',
    });
    expect(missing.json().data.issues[0]).toEqual({
      path: 'endsOn',
      message: 'validation.required',
    });
    expect(
      (
        await admin('POST', '/users/999999/blocks', {
          startsOn: '2026-01-01',
          endsOn: '2026-01-02',
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect((await admin('DELETE', `/users/${user.id}/blocks/999999`)).statusCode).toBe(404);
    expect((await admin('GET', '/users/999999/blocks')).statusCode).toBe(404);
    expect((await clerk('GET', `/users/${user.id}/blocks`)).statusCode).toBe(403);
    expect(
      (await clerk('DELETE', `/users/${user.id}/blocks/${ok.json().data.id}`)).statusCode,
    ).toBe(403);
    expect((await admin('GET', `/users/${user.id}`)).json().data.blocks).toHaveLength(1);
  });
});

describe('internal password reset (PUM)', () => {
  it('mails a temporary password, forces a change, ends sessions, never returns the password', async () => {
    const { input, user } = await aStaffMemberWith(t.app, adminToken, ['SC']);
    const before = await requestToken(t.app, input.username, input.password);
    const oldRefresh = before.json().refresh_token as string;

    const reset = await admin('POST', `/users/${user.id}/password-reset`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data).toEqual({
      userId: user.id,
      mailedTo: expect.stringMatching(/^gi\*\*\*@psc\.example$/),
    });

    const temporary = await temporaryPasswordOf(t, input.email);
    expect(reset.body).not.toContain(temporary);
    expect((await requestToken(t.app, input.username, input.password)).json().error).toBe(
      'invalid_grant',
    );
    expect((await refreshToken(t.app, oldRefresh)).json().error).toBe('invalid_grant');
    const fresh = await requestToken(t.app, input.username, temporary);
    expect(fresh.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/oauth/me',
      headers: { authorization: `Bearer ${fresh.json().access_token}` },
    });
    expect(me.json().data.mustChangePassword).toBe(true);

    const [audit] = await auditOf('user.passwordReset', String(user.id));
    expect(audit?.after).toMatchObject({ mustChangePassword: true, sessionsRevoked: true });
    expect(JSON.stringify(audit)).not.toContain(temporary);
  });

  it('mails in both languages and refuses unknown users and people without PUM', async () => {
    const { input, user } = await aStaffMemberWith(t.app, adminToken, []);
    await admin('POST', `/users/${user.id}/password-reset`);
    const { mailOutbox } = await import('../../db/schema');
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, input.email));
    expect(mail?.text).toMatch(/अस्थायी पासवर्ड/);
    expect(mail?.text).toMatch(/Temporary password/);
    expect((await admin('POST', '/users/999999/password-reset')).statusCode).toBe(404);
    expect((await clerk('POST', `/users/${user.id}/password-reset`)).statusCode).toBe(403);
  });
});
