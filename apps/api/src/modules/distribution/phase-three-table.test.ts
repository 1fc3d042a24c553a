import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGeneratedRow, TPhaseThreeTableRow, TPhaseThreeTableValue } from '@niyukti/shared';
import { phaseThreeTableValues, quotas } from '../../db/schema';
import { signIn } from '../../test/people';
import { aStaffMemberWith, firstSignIn, internal } from '../../test/staff';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: ReturnType<typeof internal>;
let reader: ReturnType<typeof internal>;
const URL = '/distribution/phase-three';
/** The demo's categories by code: the federal shares, women first. */
const id: Record<string, number> = {};
const CODES = [
  'WOMEN',
  'ADIBASI_JANAJATI',
  'MADHESI',
  'DALIT',
  'PERSONS_WITH_DISABILITY',
  'BACKWARD_AREA',
];

beforeAll(async () => {
  t = await startTestApp();
  const adminToken = await signIn(t.app, 'admin', 'Admin@2082');
  admin = internal(t.app, adminToken);
  const made = await aStaffMemberWith(t.app, adminToken, ['VDC'], {
    actions: { VDC: ['read'] },
  });
  reader = internal(t.app, await firstSignIn(t.app, made.input.username, made.input.password));
  for (const row of await t.database.db.select().from(quotas)) id[row.code] = row.id;
});
afterAll(async () => t?.close());

const issuesOf = (response: { json(): { data: { issues: unknown[] } } }) =>
  response.json().data.issues;
const rows = async () =>
  (await admin('GET', `${URL}/table-rows`)).json().data as TPhaseThreeTableRow[];
/** The Section Officer advertisement of 2076: 176 reserved posts split 58/48/39/15/9/7. */
const SECTION_OFFICER_2076 = [58, 48, 39, 15, 9, 7];

describe('the phase-3 table (VDC)', () => {
  it('generates a row from the formula: decimal values and the fractions by priority', async () => {
    const answer = await admin('GET', `${URL}/table-rows/generated?vacancyNumber=176`);
    expect(answer.statusCode, answer.body).toBe(200);
    const generated = answer.json().data as TGeneratedRow;
    expect(
      generated.entries.map((e) => [e.categoryId, e.percentage, e.decimalValue, e.actualValue]),
    ).toEqual([
      [id.WOMEN, 33, 58.08, 58],
      [id.ADIBASI_JANAJATI, 27, 47.52, 47],
      [id.MADHESI, 22, 38.72, 39],
      [id.DALIT, 9, 15.84, 16],
      [id.PERSONS_WITH_DISABILITY, 5, 8.8, 9],
      [id.BACKWARD_AREA, 4, 7.04, 7],
    ]);
    expect((await admin('GET', `${URL}/table-rows/generated?vacancyNumber=0`)).statusCode).toBe(
      400,
    );
  });

  it('saves the 2076 row whole; a row that does not add up is refused and changes nothing', async () => {
    const entries = CODES.map((code, index) => ({
      categoryId: id[code],
      actualValue: SECTION_OFFICER_2076[index],
    }));
    const short = await admin('PUT', `${URL}/table-rows/176`, {
      entries: entries.map((e, index) => (index === 0 ? { ...e, actualValue: 57 } : e)),
    });
    expect(short.statusCode).toBe(400);
    expect(issuesOf(short)).toEqual([{ path: 'entries', message: 'distribution.rowSumMismatch' }]);
    const twice = await admin('PUT', `${URL}/table-rows/176`, {
      entries: [...entries.slice(0, 5), { ...entries[0], actualValue: 7 }],
    });
    expect(issuesOf(twice)).toContainEqual({
      path: 'entries.5.categoryId',
      message: 'validation.invalid',
    });
    expect(await rows()).toEqual([]);

    const saved = await admin('PUT', `${URL}/table-rows/176`, { entries });
    expect(saved.statusCode, saved.body).toBe(200);
    const row = saved.json().data as TPhaseThreeTableRow;
    expect(row).toMatchObject({ vacancyNumber: 176, total: 176, used: true });
    expect(row.entries[String(id.ADIBASI_JANAJATI)]).toMatchObject({
      percentage: 27,
      decimalValue: 47.52,
      actualValue: 48,
    });
    // Saving the row again replaces it.
    const again = await admin('PUT', `${URL}/table-rows/176`, {
      entries: entries.map((e, index) =>
        index < 2 ? { ...e, actualValue: index === 0 ? 59 : 47 } : e,
      ),
    });
    expect((again.json().data as TPhaseThreeTableRow).entries[String(id.WOMEN)]!.actualValue).toBe(
      59,
    );
    expect(
      await t.database.db
        .select()
        .from(phaseThreeTableValues)
        .where(eq(phaseThreeTableValues.vacancyNumber, 176)),
    ).toHaveLength(6);
  });

  it('one value at a time: added, a second for the same category and number is a 409, changed, deleted', async () => {
    const body = { categoryId: id.WOMEN, vacancyNumber: 3, actualValue: '१' };
    const added = await admin('POST', `${URL}/table-values`, body);
    expect(added.statusCode, added.body).toBe(201);
    const value = added.json().data as TPhaseThreeTableValue;
    expect(value).toMatchObject({
      vacancyNumber: 3,
      percentage: 33,
      decimalValue: 0.99,
      actualValue: 1,
    });
    const again = await admin('POST', `${URL}/table-values`, body);
    expect(again.statusCode).toBe(409);
    expect(issuesOf(again)).toEqual([
      { path: 'categoryId', message: 'distribution.tableValueUsed' },
    ]);
    const over = await admin('POST', `${URL}/table-values`, {
      ...body,
      categoryId: id.DALIT,
      actualValue: 4,
    });
    expect(issuesOf(over)).toEqual([
      { path: 'actualValue', message: 'distribution.actualOverVacancy' },
    ]);
    const open = await admin('POST', `${URL}/table-values`, { ...body, categoryId: id.OPEN });
    expect(issuesOf(open)).toEqual([
      { path: 'categoryId', message: 'validation.unknownReference' },
    ]);
    // A row of one category out of six does not add up: listed, but not used.
    const [partial] = (await rows()).filter((row) => row.vacancyNumber === 3);
    expect(partial).toMatchObject({ total: 1, used: false });

    const changed = await admin('PUT', `${URL}/table-values/${value.id}`, {
      ...body,
      actualValue: 2,
    });
    expect(changed.json().data.actualValue).toBe(2);
    expect((await admin('DELETE', `${URL}/table-values/${value.id}`)).statusCode).toBe(200);
    expect((await admin('DELETE', `${URL}/table-values/${value.id}`)).statusCode).toBe(404);
  });

  it('a category whose formula is gone keeps its counts without a percentage, and gets no new ones', async () => {
    const formulas = (await admin('GET', `${URL}/formulas`)).json().data as {
      id: number;
      categoryId: number;
    }[];
    const backward = formulas.find((f) => f.categoryId === id.BACKWARD_AREA)!;
    await admin('POST', `${URL}/table-values`, {
      categoryId: id.BACKWARD_AREA,
      vacancyNumber: 9,
      actualValue: 1,
    });
    expect((await admin('DELETE', `${URL}/formulas/${backward.id}`)).statusCode).toBe(200);
    const listed = (await admin('GET', `${URL}/table-values`)).json()
      .data as TPhaseThreeTableValue[];
    expect(listed.find((v) => v.vacancyNumber === 9)).toMatchObject({
      percentage: null,
      decimalValue: null,
    });
    const refused = await admin('POST', `${URL}/table-values`, {
      categoryId: id.BACKWARD_AREA,
      vacancyNumber: 10,
      actualValue: 1,
    });
    expect(issuesOf(refused)).toEqual([
      { path: 'categoryId', message: 'distribution.categoryWithoutFormula' },
    ]);
  });

  it('a reader reads the table but cannot change it', async () => {
    expect((await reader('GET', `${URL}/table-rows`)).statusCode).toBe(200);
    expect((await reader('GET', `${URL}/table-rows/generated?vacancyNumber=5`)).statusCode).toBe(
      200,
    );
    expect((await reader('PUT', `${URL}/table-rows/5`, { entries: [] })).statusCode).toBe(403);
  });
});
