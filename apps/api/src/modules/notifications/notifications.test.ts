import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { firstVacancyToApply } from '../../test/vacancies';
import { aCandidate, bearer, signIn } from '../../test/people';
import { aCompleteCandidate } from '../../test/complete-profile';
import { payInEsewaSandbox } from '../../test/esewa-payer';
import { aSignedInStaffMemberWith } from '../../test/staff';
import { fillTemplate, notify } from './notify';

let t: TestApp;
let lupToken: string;
let clerkToken: string;
let clerkUserId: number;

beforeAll(async () => {
  t = await startTestApp();
  const admin = await signIn(t.app, 'admin', 'Admin@2082');
  lupToken = await aSignedInStaffMemberWith(t.app, admin, ['LUP']);
  clerkToken = await signIn(t.app, 'clerk', 'Clerk@2082');
  const me = await t.app.inject({ method: 'GET', url: '/oauth/me', headers: bearer(clerkToken) });
  clerkUserId = me.json().data.id;
});
afterAll(async () => t?.close());

interface Listed {
  id: number;
  kind: string;
  title: { en: string; ne: string };
  body: { en: string; ne: string };
  link: string | null;
  readAt: string | null;
}

async function listOf(token: string, query = 'page=1&pageSize=10') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/notifications?${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    items: Listed[];
    total: number;
    page: number;
    pageSize: number;
    unreadCount: number;
  };
}

const post = (token: string, url: string) =>
  t.app.inject({ method: 'POST', url: `/api/notifications${url}`, headers: bearer(token) });

const setLocks = (masterId: number, profileLocked: boolean, documentsLocked: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/internal/candidates/${masterId}/locks`,
    headers: bearer(lupToken),
    payload: { profileLocked, documentsLocked },
  });

async function apply(token: string) {
  const { advertisementId, examCentreId } = await firstVacancyToApply(t, token);
  return t.app.inject({
    method: 'POST',
    url: '/api/candidate/applications',
    headers: bearer(token),
    payload: { advertisementId, examCentreId },
  });
}

describe('notifications of real events', () => {
  it('tells the candidate when staff lock and unlock the profile or the documents', async () => {
    const candidate = await aCandidate(t);
    expect((await listOf(candidate.token)).items).toEqual([]);

    expect((await setLocks(candidate.masterId, true, false)).statusCode).toBe(200);
    let list = await listOf(candidate.token);
    expect(list.items.map((n) => n.kind)).toEqual(['profileLocked']);
    expect(list.unreadCount).toBe(1);
    expect(list.items[0]).toMatchObject({
      title: { en: 'Profile locked', ne: 'प्रोफाइल लक गरियो' },
      link: '/user/profile',
      readAt: null,
    });
    expect(list.items[0]!.body.en).toContain('contact the commission');

    // Saving the same locks again changes nothing, so tells nothing.
    await setLocks(candidate.masterId, true, false);
    expect((await listOf(candidate.token)).total).toBe(1);

    await setLocks(candidate.masterId, false, true);
    list = await listOf(candidate.token);
    expect(list.items.map((n) => n.kind).sort()).toEqual(
      ['documentsLocked', 'profileLocked', 'profileUnlocked'].sort(),
    );
    expect(list.unreadCount).toBe(3);
  });

  it('tells the candidate an application was received, once even when the submit is doubled', async () => {
    const candidate = await aCompleteCandidate(t);
    const [a, b] = await Promise.all([apply(candidate.token), apply(candidate.token)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const list = await listOf(candidate.token);
    expect(list.items).toHaveLength(1);
    const [received] = list.items;
    expect(received).toMatchObject({ kind: 'applicationSubmitted', link: '/vacancy-applied' });
    expect(received!.body.en).toContain('Section Officer (advertisement 16613/082-83)');
    expect(received!.body.en).toContain('Rs. 1,500.00');
    expect(received!.body.ne).toContain('शाखा अधिकृत (विज्ञापन नं. १६६१३/०८२-८३)');
    expect(received!.body.ne).toContain('रु. १,५००.००');
  });

  it('tells the candidate the payment was verified, once however often eSewa returns', async () => {
    const candidate = await aCompleteCandidate(t);
    const applied = await apply(candidate.token);
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/candidate/applications/${applied.json().data.id}/payments/esewa`,
      headers: bearer(candidate.token),
    });
    const redirect = await payInEsewaSandbox(t.app, start.json().data);
    const confirm = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/candidate/payments/esewa/confirm',
        headers: bearer(candidate.token),
        payload: { params: { data: redirect.searchParams.get('data') } },
      });
    expect((await confirm()).json().data.paymentStatus).toBe('paid');
    expect((await confirm()).statusCode).toBe(200);
    const kinds = (await listOf(candidate.token)).items.map((n) => n.kind);
    expect(kinds).toEqual(['paymentVerified', 'applicationSubmitted']);
  });
});

describe('my notifications', () => {
  it('pages newest first and counts the unread, for staff too', async () => {
    for (let i = 1; i <= 12; i += 1)
      await notify(t.database.db, clerkUserId, {
        kind: 'applicationSubmitted',
        params: { post: { en: `Post ${i}`, ne: `पद ${i}` }, advertisementNumber: i, fee: i },
      });
    const first = await listOf(clerkToken, 'page=1&pageSize=5');
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 5, unreadCount: 12 });
    expect(first.items.map((n) => n.body.en.match(/Post (\d+)/)![1])).toEqual([
      '12',
      '11',
      '10',
      '9',
      '8',
    ]);
    const last = await listOf(clerkToken, 'page=3&pageSize=5');
    expect(last.items.map((n) => n.body.en.match(/Post (\d+)/)![1])).toEqual(['2', '1']);
    const searched = await listOf(clerkToken, 'page=1&pageSize=10&search=Post 11');
    expect(searched.total).toBe(1);
    const searchedNe = await listOf(clerkToken, 'page=1&pageSize=10&search=पद १२');
    expect(searchedNe.total).toBe(1);

    const badSize = await t.app.inject({
      method: 'GET',
      url: '/api/notifications?pageSize=500',
      headers: bearer(clerkToken),
    });
    expect(badSize.statusCode).toBe(400);
  });

  it('marks one read, keeping the first time, then all read', async () => {
    const [newest] = (await listOf(clerkToken)).items;
    const read = await post(clerkToken, `/${newest!.id}/read`);
    expect(read.statusCode).toBe(200);
    const readAt = read.json().data.readAt;
    expect(readAt).not.toBeNull();
    expect((await post(clerkToken, `/${newest!.id}/read`)).json().data.readAt).toBe(readAt);
    let list = await listOf(clerkToken);
    expect(list.unreadCount).toBe(11);
    expect(list.items[0]!.readAt).toBe(readAt);

    const all = await post(clerkToken, '/read-all');
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toEqual({ marked: 11, unreadCount: 0 });
    expect(all.json().message.ne).toMatch(/[\u0900-\u097F]/);
    list = await listOf(clerkToken);
    expect(list.unreadCount).toBe(0);
    expect(list.items.every((n) => n.readAt !== null)).toBe(true);
  });

  it('never shows or marks another person’s notification', async () => {
    const owner = await aCandidate(t);
    const other = await aCandidate(t);
    await setLocks(owner.masterId, true, false);
    const [mine] = (await listOf(owner.token)).items;
    expect((await listOf(other.token)).total).toBe(0);

    const refused = await post(other.token, `/${mine!.id}/read`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('NOT_FOUND');
    expect((await post(clerkToken, `/${mine!.id}/read`)).statusCode).toBe(404);
    expect((await post(other.token, '/read-all')).json().data.marked).toBe(0);
    expect((await listOf(owner.token)).unreadCount).toBe(1);
    expect((await post(owner.token, '/99999999/read')).statusCode).toBe(404);
  });

  it('asks who is calling', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/notifications' });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/notifications/read-all' })).statusCode,
    ).toBe(401);
  });
});

describe('fillTemplate', () => {
  it('fills both languages, with Devanagari digits in Nepali for shared values', () => {
    const params = {
      post: { en: 'Engineer', ne: 'इन्जिनियर' },
      advertisementNumber: '16802/082-83',
    };
    expect(fillTemplate('{post} ({advertisementNumber}) {missing}', params, 'en')).toBe(
      'Engineer (16802/082-83) {missing}',
    );
    expect(fillTemplate('{post} ({advertisementNumber})', params, 'ne')).toBe(
      'इन्जिनियर (१६८०२/०८२-८३)',
    );
  });
});
