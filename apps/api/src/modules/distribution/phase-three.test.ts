import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPhaseThreeCategory, TPhaseThreeFormula } from '@niyukti/shared';
import { auditLog, phaseThreeFormulas, quotas } from '../../db/schema';
import { signIn } from '../../test/people';
import { aStaffMemberWith, firstSignIn, internal } from '../../test/staff';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: ReturnType<typeof internal>;
/** A VDC holder who may read only. */
let reader: ReturnType<typeof internal>;
const URL = '/distribution/phase-three';

beforeAll(async () => {
  t = await startTestApp();
  const adminToken = await signIn(t.app, 'admin', 'Admin@2082');
  admin = internal(t.app, adminToken);
  const made = await aStaffMemberWith(t.app, adminToken, ['VDC'], {
    actions: { VDC: ['read'] },
  });
  reader = internal(t.app, await firstSignIn(t.app, made.input.username, made.input.password));
});
afterAll(async () => t?.close());

const formulas = async () =>
  (await admin('GET', `${URL}/formulas`)).json().data as TPhaseThreeFormula[];
const categories = async () =>
  (await admin('GET', `${URL}/categories`)).json().data as TPhaseThreeCategory[];
const issuesOf = (response: { json(): { data: { issues: unknown[] } } }) =>
  response.json().data.issues;

async function quotaId(code: string) {
  const [row] = await t.database.db.select().from(quotas).where(eq(quotas.code, code));
  return row!.id;
}

describe('the phase-3 formula (VDC)', () => {
  it('the demo holds the federal shares, by priority, adding up to 100', async () => {
    const demo = await formulas();
    expect(demo.map((f) => [f.categoryNameEn, f.priority, f.percentage])).toEqual([
      ['Women', 1, 33],
      ['Adibasi/Janajati', 2, 27],
      ['Madhesi', 3, 22],
      ['Dalit', 4, 9],
      ['Persons with disability', 5, 5],
      ['Backward area', 6, 4],
    ]);
    expect(demo.reduce((sum, f) => sum + f.percentage, 0)).toBe(100);
    const listed = await categories();
    const women = listed.find((category) => category.categoryNameEn === 'Women')!;
    expect(women.formulaId).toBe(demo[0]!.id);
    // Open and internal competition are quotas but not inclusive groups: no category.
    expect(listed.map((category) => category.categoryNameEn)).not.toContain('Open');
    expect(listed).toHaveLength(6);
  });

  it('changes a share to two decimals, refuses a total over 100, and audits', async () => {
    const [women, janajati] = await formulas();
    const changed = await admin('PUT', `${URL}/formulas/${women!.id}`, {
      categoryId: women!.categoryId,
      priority: 1,
      percentage: '३२.५',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.percentage).toBe(32.5);
    const over = await admin('PUT', `${URL}/formulas/${janajati!.id}`, {
      categoryId: janajati!.categoryId,
      priority: 2,
      percentage: '28', // 32.5 + 28 + 22 + 9 + 5 + 4 = 100.5
    });
    expect(over.statusCode).toBe(400);
    expect(issuesOf(over)).toEqual([{ path: 'percentage', message: 'distribution.totalOver100' }]);
    expect((await formulas())[1]!.percentage).toBe(27);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'distribution.formula.update'),
          eq(auditLog.entityId, String(women!.id)),
        ),
      );
    expect(row?.after).toMatchObject({ percentage: 32.5 });
    await admin('PUT', `${URL}/formulas/${women!.id}`, {
      categoryId: women!.categoryId,
      priority: 1,
      percentage: 33,
    });
  });

  it('one formula per category and one category per priority (409), the rules of §5 (400)', async () => {
    const [women, janajati] = await formulas();
    const sameCategory = await admin('PUT', `${URL}/formulas/${janajati!.id}`, {
      categoryId: women!.categoryId,
      priority: 2,
      percentage: 27,
    });
    expect(sameCategory.statusCode).toBe(409);
    expect(issuesOf(sameCategory)).toEqual([
      { path: 'categoryId', message: 'distribution.categoryUsed' },
    ]);
    const samePriority = await admin('PUT', `${URL}/formulas/${janajati!.id}`, {
      categoryId: janajati!.categoryId,
      priority: 1,
      percentage: 27,
    });
    expect(samePriority.statusCode).toBe(409);
    expect(issuesOf(samePriority)).toEqual([
      { path: 'priority', message: 'distribution.priorityUsed' },
    ]);
    const open = await admin('POST', `${URL}/formulas`, {
      categoryId: await quotaId('OPEN'),
      priority: 6,
      percentage: 1,
    });
    expect(issuesOf(open)).toEqual([
      { path: 'categoryId', message: 'validation.unknownReference' },
    ]);
    const bad = await admin('POST', `${URL}/formulas`, {
      categoryId: await quotaId('WOMEN'),
      priority: 7,
      percentage: '33.333',
    });
    expect(bad.statusCode).toBe(400);
    expect(issuesOf(bad)).toEqual(
      expect.arrayContaining([
        { path: 'priority', message: 'distribution.priorityRange' },
        { path: 'percentage', message: 'distribution.percentage' },
      ]),
    );
  });

  it('deletes a share and adds it again; a reader may read and nothing else', async () => {
    const backward = (await formulas()).find((f) => f.categoryNameEn === 'Backward area')!;
    expect((await reader('GET', `${URL}/formulas`)).statusCode).toBe(200);
    expect((await reader('DELETE', `${URL}/formulas/${backward.id}`)).statusCode).toBe(403);
    expect((await admin('DELETE', `${URL}/formulas/${backward.id}`)).statusCode).toBe(200);
    expect((await categories()).find((c) => c.id === backward.categoryId)!.formulaId).toBeNull();
    const again = await admin('POST', `${URL}/formulas`, {
      categoryId: backward.categoryId,
      priority: 6,
      percentage: '4',
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(await t.database.db.select().from(phaseThreeFormulas)).toHaveLength(6);
    expect((await admin('DELETE', `${URL}/formulas/999999`)).statusCode).toBe(404);
  });
});
