import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TVacancyFormula } from '@niyukti/shared';
import { auditLog, classes, services, vacancyFormulas } from '../../db/schema';
import { signIn } from '../../test/people';
import { aStaffMemberWith, firstSignIn, internal } from '../../test/staff';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: ReturnType<typeof internal>;
/** A VDC holder who may read only. */
let reader: ReturnType<typeof internal>;
/** A class of its own for each test, so each starts without formulas. */
let nextClass = 0;
let serviceId: number;

beforeAll(async () => {
  t = await startTestApp();
  const adminToken = await signIn(t.app, 'admin', 'Admin@2082');
  admin = internal(t.app, adminToken);
  const made = await aStaffMemberWith(t.app, adminToken, ['VDC'], {
    actions: { VDC: ['read'] },
  });
  reader = internal(t.app, await firstSignIn(t.app, made.input.username, made.input.password));
  [{ id: serviceId }] = (await t.database.db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.nameEn, 'Nepal Administration Service'))) as [{ id: number }];
});
afterAll(async () => t?.close());

async function aClass() {
  nextClass += 1;
  const [row] = await t.database.db
    .insert(classes)
    .values({
      code: `VF${nextClass}`,
      nameEn: `Formula Class ${nextClass}`,
      nameNe: `सूत्र श्रेणी ${nextClass}`,
    })
    .returning();
  return { classId: row!.id, serviceId };
}

type Place = Awaited<ReturnType<typeof aClass>>;
const query = (place: Place) => `classId=${place.classId}&serviceId=${place.serviceId}`;
const formulasOf = async (phase: string, place: Place) =>
  (await admin('GET', `/distribution/${phase}/formulas?${query(place)}`)).json()
    .data as TVacancyFormula[];
const add = (phase: string, body: Record<string, unknown>) =>
  admin('POST', `/distribution/${phase}/formulas`, body);
const issuesOf = (response: { json(): { data: { issues: unknown[] } } }) =>
  response.json().data.issues;

describe('the formulas of phases 1 and 2 (VDC)', () => {
  it('the demo holds the federal shares: gazetted third 70/30, and 55/45 in phase 2', async () => {
    const [g3] = await t.database.db.select().from(classes).where(eq(classes.code, 'G3'));
    const demo = { classId: g3!.id, serviceId };
    expect(
      (await formulasOf('phase-one', demo)).map((f) => [f.heading, f.priority, f.percent]),
    ).toEqual([
      ['open', 1, 70],
      ['seniority', 2, 30],
    ]);
    expect(
      (await formulasOf('phase-two', demo)).map((f) => [f.heading, f.priority, f.percent]),
    ).toEqual([
      ['openForAll', 1, 55],
      ['inclusive', 2, 45],
    ]);
  });

  it('adds a class’s headings by priority (Devanagari digits too), audited; phases apart', async () => {
    const place = await aClass();
    const seniority = await add('phase-one', {
      ...place,
      heading: 'seniority',
      priority: '२',
      percent: '३०',
    });
    expect(seniority.statusCode, seniority.body).toBe(201);
    expect(seniority.json().message.en).toBe('The formula has been saved.');
    expect(
      (await add('phase-one', { ...place, heading: 'open', priority: 1, percent: 70 })).statusCode,
    ).toBe(201);
    expect((await formulasOf('phase-one', place)).map((f) => [f.heading, f.percent])).toEqual([
      ['open', 70],
      ['seniority', 30],
    ]);
    expect(await formulasOf('phase-two', place)).toEqual([]);
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'distribution.vacancyFormula.create'),
          eq(auditLog.entityId, String(seniority.json().data.id)),
        ),
      );
    expect(audited!.after).toMatchObject({ heading: 'seniority', percent: 30, phase: 'phase-one' });
  });

  it('refuses what the rules forbid, and saves nothing', async () => {
    const place = await aClass();
    await add('phase-two', { ...place, heading: 'openForAll', priority: 1, percent: 55 });
    const refusals: [Record<string, unknown>, number, unknown][] = [
      [
        { heading: 'inclusive', priority: 2, percent: 46 },
        400,
        { path: 'percent', message: 'distribution.headingsOver100' },
      ],
      [
        { heading: 'openForAll', priority: 2, percent: 10 },
        409,
        { path: 'heading', message: 'distribution.headingUsed' },
      ],
      [
        { heading: 'inclusive', priority: 1, percent: 45 },
        409,
        { path: 'priority', message: 'distribution.headingPriorityUsed' },
      ],
      [
        { heading: 'seniority', priority: 2, percent: 45 },
        400,
        { path: 'heading', message: 'validation.invalid' },
      ],
      [
        { heading: 'inclusive', priority: 5, percent: 45 },
        400,
        { path: 'priority', message: 'distribution.priorityRangeFour' },
      ],
      [
        { heading: 'inclusive', priority: 2, percent: 0 },
        400,
        { path: 'percent', message: 'distribution.percentRange' },
      ],
      [
        { heading: 'inclusive', priority: 2, percent: 44.5 },
        400,
        { path: 'percent', message: 'distribution.percentRange' },
      ],
    ];
    for (const [body, status, issue] of refusals) {
      const refused = await add('phase-two', { ...place, ...body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(status);
      expect(issuesOf(refused)).toContainEqual(issue);
    }
    const unknownClass = await add('phase-two', {
      classId: 999_999,
      serviceId,
      heading: 'inclusive',
      priority: 2,
      percent: 45,
    });
    expect(issuesOf(unknownClass)).toEqual([
      { path: 'classId', message: 'validation.unknownReference' },
    ]);
    expect((await formulasOf('phase-two', place)).map((f) => f.heading)).toEqual(['openForAll']);
  });

  it('changes a formula counting the others only; deletes it; another phase’s id is not found', async () => {
    const place = await aClass();
    const open = (
      await add('phase-one', { ...place, heading: 'open', priority: 1, percent: 40 })
    ).json().data as TVacancyFormula;
    await add('phase-one', { ...place, heading: 'seniority', priority: 2, percent: 40 });
    const body = { ...place, heading: 'open', priority: 1, percent: 60 };
    const changed = await admin('PUT', `/distribution/phase-one/formulas/${open.id}`, body);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ percent: 60 });
    const over = await admin('PUT', `/distribution/phase-one/formulas/${open.id}`, {
      ...body,
      percent: 61,
    });
    expect(issuesOf(over)).toEqual([{ path: 'percent', message: 'distribution.headingsOver100' }]);
    expect(
      (await admin('PUT', `/distribution/phase-two/formulas/${open.id}`, body)).statusCode,
    ).toBe(404);
    expect((await admin('DELETE', `/distribution/phase-two/formulas/${open.id}`)).statusCode).toBe(
      404,
    );
    const deleted = await admin('DELETE', `/distribution/phase-one/formulas/${open.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await formulasOf('phase-one', place)).map((f) => f.heading)).toEqual(['seniority']);
  });

  it('two saves at once: the same heading gives one 201 and one 409; shares past 100 one 400', async () => {
    const place = await aClass();
    const same = await Promise.all([
      add('phase-one', { ...place, heading: 'open', priority: 1, percent: 40 }),
      add('phase-one', { ...place, heading: 'open', priority: 2, percent: 40 }),
    ]);
    expect(same.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const over = await Promise.all([
      add('phase-one', { ...place, heading: 'internal', priority: 3, percent: 40 }),
      add('phase-one', { ...place, heading: 'seniority', priority: 4, percent: 40 }),
    ]);
    expect(over.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const saved = await t.database.db
      .select()
      .from(vacancyFormulas)
      .where(eq(vacancyFormulas.classId, place.classId));
    expect(saved.reduce((sum, row) => sum + row.percent, 0)).toBe(80);
  });

  it('the limit: none set, then set and replaced; out of range refused', async () => {
    const place = await aClass();
    const url = `/distribution/phase-one/limit`;
    expect((await admin('GET', `${url}?${query(place)}`)).json().data).toEqual({
      phase: 'phase-one',
      ...place,
      limit: null,
    });
    const set = await admin('PUT', url, { ...place, limit: '३' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.limit).toBe(3);
    expect(set.json().message.ne).toBe('वितरण सीमा सुरक्षित गरियो।');
    await admin('PUT', url, { ...place, limit: 2 });
    expect((await admin('GET', `${url}?${query(place)}`)).json().data.limit).toBe(2);
    expect(
      (await admin('GET', `/distribution/phase-two/limit?${query(place)}`)).json().data.limit,
    ).toBeNull();
    const zero = await admin('PUT', url, { ...place, limit: 0 });
    expect(issuesOf(zero)).toEqual([{ path: 'limit', message: 'distribution.limitRange' }]);
    expect((await admin('GET', `/distribution/phase-three/limit?${query(place)}`)).statusCode).toBe(
      400,
    );
  });

  it('a reader reads but cannot change; nobody without VDC reads', async () => {
    const place = await aClass();
    expect(
      (await reader('GET', `/distribution/phase-one/formulas?${query(place)}`)).statusCode,
    ).toBe(200);
    const body = { ...place, heading: 'open', priority: 1, percent: 70 };
    expect((await reader('POST', '/distribution/phase-one/formulas', body)).statusCode).toBe(403);
    expect(
      (await reader('PUT', '/distribution/phase-one/limit', { ...place, limit: 2 })).statusCode,
    ).toBe(403);
    const clerk = await aStaffMemberWith(
      t.app,
      await signIn(t.app, 'admin', 'Admin@2082'),
      ['ALC'],
      {},
    );
    const other = internal(
      t.app,
      await firstSignIn(t.app, clerk.input.username, clerk.input.password),
    );
    expect(
      (await other('GET', `/distribution/phase-one/formulas?${query(place)}`)).statusCode,
    ).toBe(403);
  });
});
