import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { adToBs, todayIso } from '@niyukti/shared';
import {
  advertisementEvents,
  advertisements,
  examCentres,
  mailOutbox,
  posts,
  quotas,
} from '../db/schema';
import { publishDueAdvertisements } from '../modules/advertisements/scheduled-publish.job';
import { startTestApp, type TestApp } from '../test/test-app';
import { DEFAULT_TEST_REDIS_URL, redisForTests } from '../test/redis';
import { aCandidate, bearer, multipartBody, signIn } from '../test/people';
import { aSignedInStaffMemberWith, internal } from '../test/staff';
import { aLiveAdvertisement } from '../test/advertisements';
import { deliverDueMail, enqueueMail, type MailTransport } from './mail/outbox';

// Two API instances behind one load balancer: one PostgreSQL database, one Redis, each with
// its own connection pool and Redis client. What one instance counts, the other must see, and
// a job item must be done by one of them only. PostgreSQL only (PGlite is one process's).

const redis = await redisForTests();

/** Asks until `seen` holds; the news travels through Redis in milliseconds, the caches live a minute. */
async function until(seen: () => Promise<boolean>) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await seen()) return;
    await sleep(20);
  }
  throw new Error('the other instance never heard of the change');
}

/** A notice shown today, both calendars. */
const noticeDates = () => ({
  startDateAd: todayIso(),
  startDateBs: adToBs(todayIso()),
  endDateAd: todayIso(),
  endDateBs: adToBs(todayIso()),
});
const onPostgres = process.env.DATABASE_URL !== undefined;

const BASIC = `Basic ${Buffer.from('niyukti-web:niyukti-web-secret').toString('base64')}`;

const passwordGrant = (t: TestApp, remoteAddress: string, username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress,
    headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });

/** Refused at once for lack of client credentials (no argon2), but counted by the limit. */
const bareTokenRequest = (t: TestApp, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'grant_type=password&username=someone&password=x',
  });

/**
 * An address in a /64 of the documentation range that no other test, file or run uses (Redis
 * outlives a test run, and the files of a run share it): a random one of 2^32 networks.
 */
const anAddress = () =>
  `2001:db8:${randomInt(0x10000).toString(16)}:${randomInt(0x10000).toString(16)}::1`;

describe.skipIf(!onPostgres || !redis)('two instances on one database and one Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = {
      RATE_LIMIT_ENABLED: 'true',
      REDIS_URL: process.env.REDIS_URL ?? DEFAULT_TEST_REDIS_URL,
    };
    first = await startTestApp(env);
    second = await startTestApp(env, { sameDatabaseAs: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    redis?.disconnect();
  });

  it('share the sign-in rate limit: requests spread over both are refused after 20 in all', async () => {
    const client = anAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++)
      statuses.push((await bareTokenRequest(i % 2 ? second : first, client)).statusCode);
    expect(statuses).toEqual([...Array<number>(20).fill(401), 429, 429]);
    // Another client is not held back by it, on either instance.
    expect((await bareTokenRequest(first, anAddress())).statusCode).toBe(401);
  });

  it('share the wrong-password lock: failures on either instance add up', async () => {
    const { registration, password } = await aCandidate(first);
    const stranger = anAddress();
    const codes: string[] = [];
    for (let i = 0; i < 5; i++)
      codes.push(
        (
          await passwordGrant(i % 2 ? second : first, stranger, registration.username, 'Guess-1')
        ).json().code,
      );
    expect(codes).toEqual([...Array<string>(4).fill('INVALID_CREDENTIALS'), 'ACCOUNT_LOCKED']);
    expect(
      (await passwordGrant(second, stranger, registration.username, password)).json().code,
    ).toBe('ACCOUNT_LOCKED');
    expect(
      (await passwordGrant(second, anAddress(), registration.username, password)).statusCode,
    ).toBe(200);
  });

  it('deliver each due mail once when both deliver at the same moment', async () => {
    await first.database.db.delete(mailOutbox);
    const count = 60;
    for (let i = 0; i < count; i++)
      await enqueueMail(first.database.db, { to: `m${i}@example.com`, subject: 'x', text: 'y' });
    const deliveredBy = { first: [] as string[], second: [] as string[] };
    // A transport that takes a moment, so each instance's batch is still locked (and being
    // sent) while the other one claims its own.
    const transportOf = (sent: string[]): MailTransport => ({
      send: async (mail) => {
        await sleep(5);
        sent.push(mail.to);
      },
    });
    const drain = async (t: TestApp, sent: string[]) => {
      while ((await deliverDueMail(t.database.db, transportOf(sent))) > 0);
    };
    // Both pools have a connection open before the race starts.
    await Promise.all([first, second].map((t) => t.database.db.execute(sql`select 1`)));
    await Promise.all([drain(first, deliveredBy.first), drain(second, deliveredBy.second)]);

    const all = [...deliveredBy.first, ...deliveredBy.second];
    expect(all).toHaveLength(count);
    expect(new Set(all).size).toBe(count);
    expect(deliveredBy.first.length).toBeGreaterThan(0);
    expect(deliveredBy.second.length).toBeGreaterThan(0);
    const rows = await second.database.db.select().from(mailOutbox);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('hear each other’s changes: a vacancy gone live on one, a notice added on one, show on the other at once', async () => {
    const { registration, password } = await aCandidate(first);
    const token = await signIn(second.app, registration.username, password);
    const read = (url: string) => second.app.inject({ method: 'GET', url, headers: bearer(token) });
    const list = '/api/candidate/vacancies?page=1&pageSize=50';
    const idsOn = async () =>
      ((await read(list)).json().data.items as { id: number }[]).map((item) => item.id);
    const before = await idsOn();
    // The second keeps its answer (for a minute): only the first's news can change it now.
    expect((await read(list)).headers['x-cache']).toBe('hit');
    const figures = (await read('/api/candidate/dashboard')).json().data;

    const admin = await signIn(first.app, 'admin', 'Admin@2082');
    const staff = {
      pa: internal(first.app, await aSignedInStaffMemberWith(first.app, admin, ['PA'])),
      rng: internal(first.app, await aSignedInStaffMemberWith(first.app, admin, ['RNG'])),
    };
    const [post] = await first.database.db.select().from(posts).limit(1);
    const [quota] = await first.database.db.select().from(quotas).limit(1);
    const [centre] = await first.database.db.select().from(examCentres).limit(1);
    const live = await aLiveAdvertisement(staff, {
      code: `TWO-${process.pid}-${randomInt(1e6)}`,
      advertisementNumber: `${randomInt(1e5)}/082-83`,
      postId: post!.id,
      quotaId: quota!.id,
      vacancyCount: 9,
      examCentreIds: [centre!.id],
    });
    await until(async () => (await idsOn()).includes(live.id));
    expect(await idsOn()).toHaveLength(before.length + 1);
    expect((await read(`/api/candidate/vacancies/${live.id}`)).statusCode).toBe(200);
    expect((await read('/api/candidate/dashboard')).json().data).toMatchObject({
      liveAdvertisements: figures.liveAdvertisements + 1,
      totalVacancies: figures.totalVacancies + 9,
    });

    const notices = () => second.app.inject({ method: 'GET', url: '/api/public/notices' });
    await notices();
    expect((await notices()).headers['x-cache']).toBe('hit');
    const title = `Told across instances ${randomInt(1e6)}`;
    const masterData = await signIn(first.app, 'masterdata', 'Master@2082');
    const image = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#1c7ed6' },
    })
      .jpeg()
      .toBuffer();
    const body = multipartBody(
      { data: JSON.stringify({ title, description: 'Shown at once.', ...noticeDates() }) },
      { image: { bytes: image, fileName: 'n.jpg' } },
    );
    const added = await first.app.inject({
      method: 'POST',
      url: '/api/internal/notices',
      headers: { ...body.headers, ...bearer(masterData) },
      payload: body.payload,
    });
    expect(added.statusCode, added.body).toBe(201);
    await until(async () =>
      ((await notices()).json().data as { title: string }[]).some((n) => n.title === title),
    );
  });

  it('publish each scheduled advertisement once when both tick at the same moment', async () => {
    const db = first.database.db;
    // Every advertisement of the demo becomes pending, due an hour ago.
    await db.update(advertisements).set({
      status: 'pending',
      publishedAt: null,
      scheduledPublishAt: new Date(Date.now() - 3_600_000),
    });
    const due = (await db.select({ id: advertisements.id }).from(advertisements)).length;
    const tick = async (t: TestApp) => {
      let published = 0;
      for (let n = -1; n !== 0; published += n) n = await publishDueAdvertisements(t.database.db);
      return published;
    };
    const [byFirst, bySecond] = await Promise.all([tick(first), tick(second)]);

    const events = await db
      .select({ id: advertisementEvents.advertisementId })
      .from(advertisementEvents)
      .where(eq(advertisementEvents.remarks, 'scheduled'));
    expect(due).toBeGreaterThan(0);
    expect(byFirst + bySecond).toBe(due);
    expect(events).toHaveLength(due);
    expect(new Set(events.map((e) => e.id)).size).toBe(due);
  });
});
