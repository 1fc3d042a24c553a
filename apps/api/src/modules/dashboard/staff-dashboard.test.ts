import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDaysIso, todayIso, type TStaffDashboard } from '@niyukti/shared';
import { advertisements, users } from '../../db/schema';
import { aCandidate, signIn } from '../../test/people';
import { applicationsTo, aScrutinisedAdvertisement, holdFields } from '../../test/scrutiny-forms';
import { internal } from '../../test/staff';
import { startTestApp, type TestApp } from '../../test/test-app';

// The back office's figures over HTTP: read, then a known season's day is added to what the
// demo holds (applications today, forms given to an officer and decided, a payment the provider
// has not confirmed, an advertisement closing in three days), and read again.

let t: TestApp;
type Call = ReturnType<typeof internal>;
let allocator: Call;
let officer: Call;
let clerk: Call;
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp();
  allocator = internal(t.app, await signIn(t.app, 'scrutiny', 'Scrutiny@2082'));
  officer = internal(t.app, await signIn(t.app, 'officer1', 'Officer@2082'));
  clerk = internal(t.app, await signIn(t.app, 'clerk', 'Clerk@2082'));
}, 120_000);
afterAll(async () => t?.close());

async function figures(by: Call = clerk) {
  const answer = await by('GET', '/dashboard');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as TStaffDashboard;
}

it('counts today, the season, the officers’ forms, payments to verify and what closes this week', async () => {
  const admin = internal(t.app, await signIn(t.app, 'admin', 'Admin@2082'));
  const before = await figures();
  const advertisement = await aScrutinisedAdvertisement(db(), admin);
  const forms = await applicationsTo(db(), advertisement.id, 5);
  const [unpaid] = await applicationsTo(db(), advertisement.id, 1, 'unpaid');
  const inThreeDays = addDaysIso(todayIso(), 3);
  await db()
    .update(advertisements)
    .set({ singleFeeDeadline: inThreeDays })
    .where(eq(advertisements.id, advertisement.id));
  // Officer 1 is given three forms, approves one and holds one; officer 2 the other two; two
  // forms arrive after, for no officer yet.
  const officerIds = await db()
    .select({ id: users.id, firstName: users.firstName, username: users.username })
    .from(users)
    .where(sql`${users.username} in ('officer1', 'officer2')`)
    .orderBy(users.username);
  const [officer1, officer2] = officerIds;
  const given = await allocator('POST', `/scrutiny/allocations/${advertisement.id}`, {
    officers: [{ userId: officer1!.id, forms: 3 }, { userId: officer2!.id }],
  });
  expect(given.statusCode, given.body).toBe(200);
  await applicationsTo(db(), advertisement.id, 2);
  await db().execute(
    sql`update applications set applied_at = now() where advertisement_id = ${advertisement.id}`,
  );
  const decide = (id: number, decision: string) =>
    officer('POST', `/scrutiny/applications/${id}/decision`, {
      decision,
      remarks: 'Checked',
      ...(decision === 'hold' ? holdFields() : {}),
    });
  expect((await decide(forms[0]!, 'approved')).statusCode).toBe(200);
  expect((await decide(forms[1]!, 'hold')).statusCode).toBe(200);
  // A payment the provider holds but has not confirmed.
  await db().execute(sql`insert into payments (application_id, provider, order_id, ebp_code,
      amount_paisa, status)
    values (${unpaid}, 3, ${`dash-${unpaid}`}, ${`EBP-DASH-${unpaid}`}, 150000, 'pending')`);

  const after = await figures();
  expect(after.applicationsToday - before.applicationsToday).toBe(8);
  expect(after.applicationsThisSeason - before.applicationsThisSeason).toBe(8);
  expect({
    pending: after.forms.pending - before.forms.pending,
    onHold: after.forms.onHold - before.forms.onHold,
    decided: after.forms.decided - before.forms.decided,
    unallocated: after.forms.unallocated - before.forms.unallocated,
  }).toEqual({ pending: 5, onHold: 1, decided: 1, unallocated: 2 });
  const officerBefore = before.officers.find((row) => row.userId === officer1!.id);
  const officerAfter = after.officers.find((row) => row.userId === officer1!.id)!;
  expect(officerAfter.name).toContain(officer1!.firstName);
  expect(officerAfter.pending - (officerBefore?.pending ?? 0)).toBe(1);
  expect(officerAfter.onHold - (officerBefore?.onHold ?? 0)).toBe(1);
  expect(officerAfter.decided - (officerBefore?.decided ?? 0)).toBe(1);
  expect(
    after.paymentsAwaitingVerification.online - before.paymentsAwaitingVerification.online,
  ).toBe(1);
  expect(after.closingThisWeek).toContainEqual(
    expect.objectContaining({
      advertisementId: advertisement.id,
      closesOn: inThreeDays,
      singleFee: true,
      applications: 8,
    }),
  );
});

it('is every staff user’s, not a candidate’s', async () => {
  expect((await figures(clerk)).fiscalYear).toMatch(/^\d{4}-\d{2}$/);
  const candidate = await aCandidate(t);
  expect((await internal(t.app, candidate.token)('GET', '/dashboard')).statusCode).toBe(403);
});
