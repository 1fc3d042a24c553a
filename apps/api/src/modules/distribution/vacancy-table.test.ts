import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDistributionProposal, TVacancyTableRow } from '@niyukti/shared';
import { auditLog, classes, posts, services, vacancyTableValues } from '../../db/schema';
import { signIn } from '../../test/people';
import { anApprovedRequisition } from '../../test/requisitions';
import { aStaffMemberWith, firstSignIn, internal } from '../../test/staff';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: ReturnType<typeof internal>;
/** A VDC holder who may read only. */
let reader: ReturnType<typeof internal>;
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

/** A class of its own with phase 1 at 70/30 (open first), so each test starts with no rows. */
async function aClassWithFormula() {
  nextClass += 1;
  const [row] = await t.database.db
    .insert(classes)
    .values({
      code: `VT${nextClass}`,
      nameEn: `Table Class ${nextClass}`,
      nameNe: `तालिका श्रेणी ${nextClass}`,
    })
    .returning();
  const place = { classId: row!.id, serviceId };
  for (const [heading, priority, percent] of [
    ['open', 1, 70],
    ['seniority', 2, 30],
  ] as const) {
    const added = await admin('POST', '/distribution/phase-one/formulas', {
      ...place,
      heading,
      priority,
      percent,
    });
    expect(added.statusCode, added.body).toBe(201);
  }
  return place;
}

type Place = Awaited<ReturnType<typeof aClassWithFormula>>;
const query = (place: Place) => `classId=${place.classId}&serviceId=${place.serviceId}`;
const rowsOf = async (place: Place, phase = 'phase-one') => {
  const answer = await admin('GET', `/distribution/${phase}/table-rows?${query(place)}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as TVacancyTableRow[];
};
const saveRow = (
  place: Place,
  vacancyNumber: number | string,
  entries: { heading: string; actualValue: number | string }[],
  as = admin,
) => as('PUT', `/distribution/phase-one/table-rows/${vacancyNumber}?${query(place)}`, { entries });

describe('the tables of phases 1 and 2 (VDC)', () => {
  it('generates the formula’s row, saves staff’s counts beside the decimal values, audited', async () => {
    const place = await aClassWithFormula();
    const generated = await admin(
      'GET',
      `/distribution/phase-one/generated-row?${query(place)}&vacancyNumber=७`,
    );
    expect(generated.statusCode, generated.body).toBe(200);
    expect(generated.json().data).toEqual({
      vacancyNumber: 7,
      entries: [
        { heading: 'open', percent: 70, decimalValue: 4.9, actualValue: 5 },
        { heading: 'seniority', percent: 30, decimalValue: 2.1, actualValue: 2 },
      ],
    });
    // Staff give seniority the seat the formula gave open competition (Devanagari digits too).
    const saved = await saveRow(place, 7, [
      { heading: 'seniority', actualValue: '३' },
      { heading: 'open', actualValue: 4 },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const row: TVacancyTableRow = {
      vacancyNumber: 7,
      total: 7,
      entries: [
        { heading: 'open', percent: 70, decimalValue: 4.9, actualValue: 4 },
        { heading: 'seniority', percent: 30, decimalValue: 2.1, actualValue: 3 },
      ],
    };
    expect(saved.json().data).toEqual(row);
    expect(await rowsOf(place)).toEqual([row]);
    // The other phase, and another class, have no rows.
    expect(await rowsOf(place, 'phase-two')).toEqual([]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'vacancy_table'),
          eq(auditLog.entityId, `phase-one/${place.classId}/${serviceId}/7`),
        ),
      );
    expect(audit).toMatchObject({ action: 'distribution.table.save', before: null });

    // Saved again, the row is replaced, not doubled.
    const again = await saveRow(place, 7, [
      { heading: 'open', actualValue: 5 },
      { heading: 'seniority', actualValue: 2 },
    ]);
    expect(again.statusCode, again.body).toBe(200);
    expect((await rowsOf(place))[0]!.entries.map((entry) => entry.actualValue)).toEqual([5, 2]);
  });

  it('refuses a row that does not add up, or names a heading without a formula, changing nothing', async () => {
    const place = await aClassWithFormula();
    const short = await saveRow(place, 7, [
      { heading: 'open', actualValue: 4 },
      { heading: 'seniority', actualValue: 2 },
    ]);
    expect(short.statusCode).toBe(400);
    expect(short.json().data.issues).toEqual([
      { path: 'entries', message: 'distribution.rowSumMismatch' },
    ]);
    // Internal competition has no formula in this class; open is given twice.
    const strange = await saveRow(place, 3, [
      { heading: 'internal', actualValue: 1 },
      { heading: 'open', actualValue: 1 },
      { heading: 'open', actualValue: 1 },
    ]);
    expect(strange.statusCode).toBe(400);
    expect(strange.json().data.issues).toEqual([
      { path: 'entries.0.heading', message: 'validation.invalid' },
      { path: 'entries.2.heading', message: 'validation.invalid' },
    ]);
    // Phase 2's heading in phase 1's table, and a count over the vacancy count.
    const wrongPhase = await saveRow(place, 2, [{ heading: 'inclusive', actualValue: 2 }]);
    expect(wrongPhase.statusCode).toBe(400);
    const over = await saveRow(place, 0, [{ heading: 'open', actualValue: 0 }]);
    expect(over.statusCode).toBe(400);
    expect(over.json().data.issues[0]).toMatchObject({ path: 'vacancyNumber' });
    const stored = await t.database.db
      .select()
      .from(vacancyTableValues)
      .where(eq(vacancyTableValues.classId, place.classId));
    expect(stored).toEqual([]);
  });

  it('a reader may look but not save or delete; deleting removes the row, a second time 404', async () => {
    const place = await aClassWithFormula();
    const counts = [
      { heading: 'open', actualValue: 1 },
      { heading: 'seniority', actualValue: 1 },
    ];
    expect((await saveRow(place, 2, counts, reader)).statusCode).toBe(403);
    expect((await saveRow(place, 2, counts)).statusCode).toBe(200);
    const readerRows = await reader('GET', `/distribution/phase-one/table-rows?${query(place)}`);
    expect(readerRows.json().data).toHaveLength(1);
    const path = `/distribution/phase-one/table-rows/2?${query(place)}`;
    expect((await reader('DELETE', path)).statusCode).toBe(403);
    expect((await admin('DELETE', path)).statusCode).toBe(200);
    expect(await rowsOf(place)).toEqual([]);
    expect((await admin('DELETE', path)).statusCode).toBe(404);
  });
});

describe('the proposal follows a phase’s table', () => {
  it('a phase-2 row for the open posts is used, the formula’s answer beside it', async () => {
    // Section Officer (gazetted third, demo 70/30 then 55/45): 10 posts give 7 open.
    const id = await anApprovedRequisition(t, 10);
    const [post] = await t.database.db
      .select()
      .from(posts)
      .where(eq(posts.nameEn, 'Section Officer'));
    const place = { classId: post!.classId, serviceId: post!.serviceId };
    const saved = await admin('PUT', `/distribution/phase-two/table-rows/7?${query(place)}`, {
      entries: [
        { heading: 'openForAll', actualValue: 3 },
        { heading: 'inclusive', actualValue: 4 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const officer = internal(t.app, await signIn(t.app, 'distribution', 'Distribution@2082'));
    const answer = await officer('GET', `/distribution/requisitions/${id}/proposal`);
    expect(answer.statusCode, answer.body).toBe(200);
    const [phaseOne, phaseTwo, phaseThree] = (answer.json().data as TDistributionProposal).phases;
    expect(phaseOne).toMatchObject({ source: 'formula', posts: 10 });
    expect(phaseTwo).toMatchObject({ source: 'table', posts: 7 });
    expect(phaseTwo!.parts.map((part) => [part.heading, part.seats, part.formulaSeats])).toEqual([
      ['openForAll', 3, 4],
      ['inclusive', 4, 3],
    ]);
    expect(phaseThree!.posts).toBe(4);
  });
});
