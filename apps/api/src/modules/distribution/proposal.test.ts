import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDistributionProposal } from '@niyukti/shared';
import { classes, quotas, services } from '../../db/schema';
import { signIn } from '../../test/people';
import { anApprovedRequisition } from '../../test/requisitions';
import { aStaffMemberWith, firstSignIn, internal } from '../../test/staff';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let officer: ReturnType<typeof internal>;
let admin: ReturnType<typeof internal>;
const category: Record<string, number> = {};
/** The Section Officer advertisement of 2076: 560 posts, 176 of them reserved. */
const SPLIT_2076 = [58, 48, 39, 15, 9, 7];
const GROUPS = [
  'WOMEN',
  'ADIBASI_JANAJATI',
  'MADHESI',
  'DALIT',
  'PERSONS_WITH_DISABILITY',
  'BACKWARD_AREA',
];

beforeAll(async () => {
  t = await startTestApp();
  officer = internal(t.app, await signIn(t.app, 'distribution', 'Distribution@2082'));
  admin = internal(t.app, await signIn(t.app, 'admin', 'Admin@2082'));
  for (const row of await t.database.db.select().from(quotas)) category[row.code] = row.id;
});
afterAll(async () => t?.close());

const proposalOf = async (id: number) => {
  const answer = await officer('GET', `/distribution/requisitions/${id}/proposal`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as TDistributionProposal;
};
const seats = (phase: TDistributionProposal['phases'][number]) =>
  phase.parts.map((part) => part.seats);

describe('the requisitions waiting for distribution (PD)', () => {
  it('lists the approved ones of every office, newest first; a filed one is not there', async () => {
    const approved = await anApprovedRequisition(t, 4);
    const filed = await anApprovedRequisition(t, 3, { approve: false });
    const answer = await officer('GET', '/distribution/requisitions?pageSize=100');
    expect(answer.statusCode, answer.body).toBe(200);
    const items = answer.json().data.items as { id: number; status: string }[];
    expect(items[0]).toMatchObject({ id: approved, status: 'approved', gazetted: true });
    expect(items.map((item) => item.id)).not.toContain(filed);
    expect(items.every((item) => item.status === 'approved')).toBe(true);
    // The ministry (RQ) does not distribute.
    const ministry = internal(t.app, await signIn(t.app, 'ministry', 'Ministry@2082'));
    expect((await ministry('GET', '/distribution/requisitions')).statusCode).toBe(403);
  });
});

describe('auto-generate quota (PD)', () => {
  it('splits 560 Section Officers as in 2076, through the phase-3 row staff set for 176', async () => {
    const id = await anApprovedRequisition(t, 560);
    const byFormula = await proposalOf(id);
    expect(byFormula.phases.map((p) => [p.phase, p.posts, p.source])).toEqual([
      ['phase-one', 560, 'formula'],
      ['phase-two', 392, 'formula'],
      ['phase-three', 176, 'formula'],
    ]);
    expect(seats(byFormula.phases[0]!)).toEqual([392, 168]);
    expect(byFormula.phases[0]!.parts.map((p) => p.nameNe)).toEqual([
      'खुला प्रतियोगिता',
      'ज्येष्ठताका आधारमा बढुवा',
    ]);
    expect(seats(byFormula.phases[1]!)).toEqual([216, 176]);
    expect(seats(byFormula.phases[2]!)).toEqual([58, 47, 39, 16, 9, 7]);
    expect(byFormula.phases[2]!.parts[1]).toMatchObject({ percent: 27, exact: 47.52 });

    const row = await admin('PUT', '/distribution/phase-three/table-rows/176', {
      entries: GROUPS.map((code, index) => ({
        categoryId: category[code],
        actualValue: SPLIT_2076[index],
      })),
    });
    expect(row.statusCode, row.body).toBe(200);
    const byTable = await proposalOf(id);
    const reserved = byTable.phases[2]!;
    expect(reserved.source).toBe('table');
    expect(seats(reserved)).toEqual(SPLIT_2076);
    // The formula's own answer beside the table's.
    expect(reserved.parts.map((p) => p.formulaSeats)).toEqual([58, 47, 39, 16, 9, 7]);
    expect(byTable.quotas.map((q) => [q.nameEn, q.seats])).toEqual([
      ['Open', 216],
      ['Women', 58],
      ['Adibasi/Janajati', 48],
      ['Madhesi', 39],
      ['Dalit', 15],
      ['Persons with disability', 9],
      ['Backward area', 7],
    ]);
  });

  it('below phase 1’s limit every post goes to open competition, the formula beside', async () => {
    const id = await anApprovedRequisition(t, 2, { postNameEn: 'Nayab Subba' });
    const [nonGazetted] = await t.database.db.select().from(classes).where(eq(classes.code, 'NG1'));
    const [administration] = await t.database.db
      .select()
      .from(services)
      .where(eq(services.nameEn, 'Nepal Administration Service'));
    const place = { classId: nonGazetted!.id, serviceId: administration!.id };
    expect(
      (await admin('PUT', '/distribution/phase-one/limit', { ...place, limit: 3 })).statusCode,
    ).toBe(200);
    const [phaseOne, phaseTwo] = (await proposalOf(id)).phases;
    expect(phaseOne).toMatchObject({ source: 'limit', limit: 3, posts: 2 });
    expect(seats(phaseOne!)).toEqual([2, 0, 0]);
    expect(phaseOne!.parts.map((p) => p.formulaSeats)).toEqual([1, 0, 1]);
    expect(phaseTwo!.posts).toBe(2);
  });

  it('only an approved requisition: a filed one is a 409 naming its state', async () => {
    const id = await anApprovedRequisition(t, 5, { approve: false });
    const answer = await officer('GET', `/distribution/requisitions/${id}/proposal`);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message.en).toBe(
      'Only an approved requisition is distributed; this one is waiting for approval.',
    );
    expect((await officer('GET', '/distribution/requisitions/999999/proposal')).statusCode).toBe(
      404,
    );
  });

  it('needs PD: a VDC holder without it is refused', async () => {
    const id = await anApprovedRequisition(t, 5);
    const made = await aStaffMemberWith(t.app, await signIn(t.app, 'admin', 'Admin@2082'), ['VDC']);
    const configurer = internal(
      t.app,
      await firstSignIn(t.app, made.input.username, made.input.password),
    );
    expect((await configurer('GET', `/distribution/requisitions/${id}/proposal`)).statusCode).toBe(
      403,
    );
  });

  it('refuses while a phase’s formula is not whole, naming the phase (last: it changes the demo)', async () => {
    const id = await anApprovedRequisition(t, 10);
    const [g3] = await t.database.db.select().from(classes).where(eq(classes.code, 'G3'));
    const [administration] = await t.database.db
      .select()
      .from(services)
      .where(eq(services.nameEn, 'Nepal Administration Service'));
    const query = `classId=${g3!.id}&serviceId=${administration!.id}`;
    const formulas = (await admin('GET', `/distribution/phase-two/formulas?${query}`)).json()
      .data as { id: number; heading: string }[];
    const inclusive = formulas.find((f) => f.heading === 'inclusive')!;
    expect(
      (await admin('DELETE', `/distribution/phase-two/formulas/${inclusive.id}`)).statusCode,
    ).toBe(200);
    const answer = await officer('GET', `/distribution/requisitions/${id}/proposal`);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().data).toEqual({ phase: 'phase-two' });
    expect(answer.json().message.ne).toContain('दोस्रो चरणको सूत्रको जोड');
  });
});
