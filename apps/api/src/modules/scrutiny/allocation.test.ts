import { count, countDistinct, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type TAllocationDetail } from '@niyukti/shared';
import { applications, scrutinyAllocations, users } from '../../db/schema';
import { signIn } from '../../test/people';
import {
  applicationsTo,
  aScrutinisedAdvertisement,
  closeApplicationWindow,
  holdFields,
} from '../../test/scrutiny-forms';
import { internal } from '../../test/staff';
import { startTestApp, type TestApp } from '../../test/test-app';

// Handing an advertisement's forms to scrutiny officers (SA) over HTTP: evenly or by number,
// again as forms arrive, reallocation of what is undecided, two staff at once, the officer's own
// list and decisions, finalising and what it freezes, and the two allocation reports.

let t: TestApp;
type Call = ReturnType<typeof internal>;
/** Admin (every code), the demo allocator `scrutiny` (SA and SC), two officers with SC only. */
let admin: Call;
let allocator: Call;
let officer1: Call;
let officer2: Call;
const ids: Record<'officer1' | 'officer2' | 'auditor', number> = {
  officer1: 0,
  officer2: 0,
  auditor: 0,
};

const db = () => t.database.db;

async function userIdOf(username: string) {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

/** A live advertisement of its own with `paid` forms (and others not paid yet). */
async function anAdvertisementWithForms(paid: number, unpaid = 0) {
  const advertisement = await aScrutinisedAdvertisement(db(), admin);
  const forms = await applicationsTo(db(), advertisement.id, paid);
  if (unpaid) await applicationsTo(db(), advertisement.id, unpaid, 'unpaid');
  return { id: advertisement.id, code: advertisement.code, forms };
}

async function detailOf(advertisementId: number) {
  const answer = await allocator('GET', `/scrutiny/allocations/${advertisementId}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as TAllocationDetail;
}

const formsOf = (detail: TAllocationDetail, userId: number) =>
  detail.officers.find((officer) => officer.userId === userId);

const allocate = (advertisementId: number, officers: object[], by: Call = allocator) =>
  by('POST', `/scrutiny/allocations/${advertisementId}`, { officers });

const decide = (by: Call, applicationId: number, decision = 'approved') =>
  by('POST', `/scrutiny/applications/${applicationId}/decision`, {
    decision,
    remarks: 'Documents verified',
    ...(decision === 'hold' ? holdFields() : {}),
  });

/** The forms an officer's own list shows for an advertisement. */
async function listedFor(by: Call, advertisementId: number) {
  const answer = await by(
    'GET',
    `/scrutiny/applications?advertisementId=${advertisementId}&page=1&pageSize=100`,
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json().data.items as { id: number }[]).map((row) => row.id);
}

const allocationRows = (advertisementId: number) =>
  db()
    .select({ rows: count(), forms: countDistinct(scrutinyAllocations.applicationId) })
    .from(scrutinyAllocations)
    .where(eq(scrutinyAllocations.advertisementId, advertisementId));

beforeAll(async () => {
  t = await startTestApp();
  admin = internal(t.app, await signIn(t.app, 'admin', 'Admin@2082'));
  allocator = internal(t.app, await signIn(t.app, 'scrutiny', 'Scrutiny@2082'));
  officer1 = internal(t.app, await signIn(t.app, 'officer1', 'Officer@2082'));
  officer2 = internal(t.app, await signIn(t.app, 'officer2', 'Officer@2082'));
  ids.officer1 = await userIdOf('officer1');
  ids.officer2 = await userIdOf('officer2');
  ids.auditor = await userIdOf('auditor');
}, 120_000);
afterAll(async () => t?.close());

describe('the allocation list', () => {
  it('counts an advertisement’s forms, and what is not paid apart from them', async () => {
    const advertisement = await anAdvertisementWithForms(4, 2);
    const answer = await allocator(
      'GET',
      `/scrutiny/allocations?search=${advertisement.code}&page=1&pageSize=10`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.total).toBe(1);
    expect(answer.json().data.items[0]).toMatchObject({
      advertisementId: advertisement.id,
      code: advertisement.code,
      forms: 4,
      awaitingPayment: 2,
      allocated: 0,
      remaining: 4,
      completed: 0,
      onHold: 0,
      pending: 4,
      finalisedAt: null,
    });
  });

  it('lists scrutiny officers (SC with approve), not the read-only auditor', async () => {
    const advertisement = await anAdvertisementWithForms(1);
    const detail = await detailOf(advertisement.id);
    const officerIds = detail.scrutinyOfficers.map((officer) => officer.userId);
    expect(officerIds).toEqual(expect.arrayContaining([ids.officer1, ids.officer2]));
    expect(officerIds).not.toContain(ids.auditor);
  });

  it('is SA’s: an officer with SC only is refused', async () => {
    expect((await officer1('GET', '/scrutiny/allocations?page=1&pageSize=10')).statusCode).toBe(
      403,
    );
  });
});

describe('allocating', () => {
  it('shares evenly, oldest form first, and gives new forms first to whoever has least left', async () => {
    const advertisement = await anAdvertisementWithForms(6);
    const shared = [{ userId: ids.officer1 }, { userId: ids.officer2 }];
    const first = await allocate(advertisement.id, shared);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message.ne).toBe('फारमहरू बाँडफाँड गरियो।');
    expect(await listedFor(officer1, advertisement.id)).toEqual(advertisement.forms.slice(0, 3));
    expect(await listedFor(officer2, advertisement.id)).toEqual(advertisement.forms.slice(3));

    // Officer 1 decides two of three; four new forms: 3 go to officer 1 (1 left), 1 to officer 2.
    for (const form of advertisement.forms.slice(0, 2))
      expect((await decide(officer1, form)).statusCode).toBe(200);
    await applicationsTo(db(), advertisement.id, 4);
    expect((await allocate(advertisement.id, shared)).statusCode).toBe(200);
    const detail = await detailOf(advertisement.id);
    expect(formsOf(detail, ids.officer1)).toMatchObject({ allocated: 6, completed: 2, pending: 4 });
    expect(formsOf(detail, ids.officer2)).toMatchObject({ allocated: 4, completed: 0, pending: 4 });
    expect(detail.advertisement).toMatchObject({ forms: 10, allocated: 10, remaining: 0 });

    const again = await allocate(advertisement.id, shared);
    expect([again.statusCode, again.json().message.en]).toEqual([
      409,
      'No form of this advertisement is waiting to be allocated.',
    ]);
  });

  it('gives a number to an officer and shares the rest', async () => {
    const advertisement = await anAdvertisementWithForms(5);
    const answer = await allocate(advertisement.id, [
      { userId: ids.officer1, forms: '२' },
      { userId: ids.officer2, forms: '' },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    const detail = answer.json().data as TAllocationDetail;
    expect(formsOf(detail, ids.officer1)?.allocated).toBe(2);
    expect(formsOf(detail, ids.officer2)?.allocated).toBe(3);
  });

  it.each([
    ['numbers that leave forms over', [1, 1], 'scrutiny.formsLeftOver'],
    ['more than are waiting', [4, undefined], 'scrutiny.moreThanWaiting'],
  ])('refuses %s with a bilingual message, changing nothing', async (_, numbers, key) => {
    const advertisement = await anAdvertisementWithForms(3);
    const answer = await allocate(advertisement.id, [
      { userId: ids.officer1, forms: numbers[0] },
      { userId: ids.officer2, forms: numbers[1] },
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toEqual(MESSAGES[key as keyof typeof MESSAGES]);
    expect((await allocationRows(advertisement.id))[0]!.rows).toBe(0);
  });

  it('refuses someone who is no scrutiny officer, an officer twice, or no officer', async () => {
    const advertisement = await anAdvertisementWithForms(2);
    const notAnOfficer = await allocate(advertisement.id, [{ userId: ids.auditor }]);
    expect([notAnOfficer.statusCode, notAnOfficer.json().message.en]).toEqual([
      400,
      'Forms can be given only to staff who hold scrutiny (SC) and may decide.',
    ]);
    const twice = await allocate(advertisement.id, [
      { userId: ids.officer1 },
      { userId: ids.officer1 },
    ]);
    expect(twice.json().message.en).toBe('An officer is chosen twice.');
    const none = await allocate(advertisement.id, []);
    expect(none.statusCode).toBe(400);
    expect((await allocationRows(advertisement.id))[0]!.rows).toBe(0);
  });

  it('never gives a form to two officers when two staff allocate at once', async () => {
    const advertisement = await anAdvertisementWithForms(60);
    const answers = await Promise.all([
      allocate(advertisement.id, [{ userId: ids.officer1 }], allocator),
      allocate(advertisement.id, [{ userId: ids.officer2 }], admin),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [rows] = await allocationRows(advertisement.id);
    expect(rows).toEqual({ rows: 60, forms: 60 });
    const detail = await detailOf(advertisement.id);
    // One of the two took every form.
    expect(detail.officers.map((officer) => officer.allocated)).toEqual([60]);
  });
});

describe('reallocating', () => {
  it('moves only the forms still to decide', async () => {
    const advertisement = await anAdvertisementWithForms(4);
    await allocate(advertisement.id, [{ userId: ids.officer1 }]);
    expect((await decide(officer1, advertisement.forms[0]!, 'rejected')).statusCode).toBe(200);
    expect((await decide(officer1, advertisement.forms[1]!, 'hold')).statusCode).toBe(200);
    const moved = await allocator(
      'POST',
      `/scrutiny/allocations/${advertisement.id}/reallocation`,
      {
        fromUserId: ids.officer1,
        officers: [{ userId: ids.officer2 }],
      },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().message.en).toBe('The forms have been reallocated.');
    const detail = moved.json().data as TAllocationDetail;
    expect(formsOf(detail, ids.officer1)).toMatchObject({ allocated: 1, completed: 1 });
    expect(formsOf(detail, ids.officer2)).toMatchObject({ allocated: 3, onHold: 1, pending: 2 });
    expect(await listedFor(officer2, advertisement.id)).toEqual(advertisement.forms.slice(1));

    const nothing = await allocator(
      'POST',
      `/scrutiny/allocations/${advertisement.id}/reallocation`,
      { fromUserId: ids.officer1, officers: [{ userId: ids.officer2 }] },
    );
    expect([nothing.statusCode, nothing.json().message.en]).toEqual([
      409,
      'This officer has no form of this advertisement still to decide.',
    ]);
  });
});

describe('an officer’s forms', () => {
  it('are the only ones the officer may decide; SA decides any', async () => {
    const advertisement = await anAdvertisementWithForms(2);
    await allocate(advertisement.id, [
      { userId: ids.officer1, forms: 1 },
      { userId: ids.officer2 },
    ]);
    const [first, second] = advertisement.forms as [number, number];
    const refused = await decide(officer2, first);
    expect([refused.statusCode, refused.json().message.ne]).toEqual([
      403,
      'यो फारम अर्को अधिकृतलाई बाँडिएको छ।',
    ]);
    const [unchanged] = await db()
      .select({ status: applications.scrutinyStatus })
      .from(applications)
      .where(eq(applications.id, first));
    expect(unchanged!.status).toBe('pending');
    expect((await decide(allocator, second)).statusCode).toBe(200);
  });
});

describe('finalising', () => {
  it('waits for the window, every decision and every payment; then freezes and opens roll numbers', async () => {
    const advertisement = await anAdvertisementWithForms(2);
    const [first, second] = advertisement.forms as [number, number];
    const finalise = () =>
      allocator('POST', `/scrutiny/allocations/${advertisement.id}/finalisation`);
    const generate = () =>
      admin('POST', '/roll-numbers/generate', { advertisementId: advertisement.id });
    const refusedWith = async (en: string) => {
      const answer = await finalise();
      expect([answer.statusCode, answer.json().message.en]).toEqual([409, en]);
    };

    await refusedWith(
      'Applications and payments for this advertisement are still open: scrutiny can be finalised after its last payment date.',
    );
    await closeApplicationWindow(db(), advertisement.id);
    await refusedWith('Some forms are still pending or on hold: decide them before finalising.');
    await decide(allocator, first);
    await decide(allocator, second, 'hold');
    await refusedWith('Some forms are still pending or on hold: decide them before finalising.');
    await decide(allocator, second, 'rejected');
    const [verifying] = await applicationsTo(db(), advertisement.id, 1, 'pending');
    await refusedWith('Some payments are still being verified: verify them before finalising.');
    await db()
      .update(applications)
      .set({ paymentStatus: 'unpaid' })
      .where(eq(applications.id, verifying!));

    const early = await generate();
    expect([early.statusCode, early.json().message.en]).toEqual([
      409,
      'Roll numbers can be generated only after scrutiny of the advertisement is finalised.',
    ]);
    const done = await finalise();
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message.ne).toBe('विज्ञापनको रुजु टुङ्गो लगाइयो।');
    expect((done.json().data as TAllocationDetail).advertisement.finalisedAt).not.toBeNull();

    const frozen =
      'Scrutiny of this advertisement has been finalised: its forms and decisions can no longer change.';
    const changed = await decide(allocator, second, 'approved');
    expect([changed.statusCode, changed.json().message.en]).toEqual([409, frozen]);
    await applicationsTo(db(), advertisement.id, 1);
    const late = await allocate(advertisement.id, [{ userId: ids.officer1 }]);
    expect([late.statusCode, late.json().message.en]).toEqual([409, frozen]);
    expect((await finalise()).statusCode).toBe(409);

    const rolled = await generate();
    expect(rolled.statusCode, rolled.body).toBe(200);
    const numbered = await db()
      .select({ id: applications.id, rollNumber: applications.rollNumber })
      .from(applications)
      .where(inArray(applications.id, [first, second]));
    expect(numbered.find((row) => row.id === first)?.rollNumber).toBe('1');
    expect(numbered.find((row) => row.id === second)?.rollNumber).toBeNull();
  });
});

describe('the allocation reports', () => {
  it('count each officer’s forms, and one officer’s by advertisement', async () => {
    const before = (await allocator('GET', '/scrutiny/allocation-report')).json().data;
    const advertisement = await anAdvertisementWithForms(3);
    await allocate(advertisement.id, [
      { userId: ids.officer1, forms: 2 },
      { userId: ids.officer2 },
    ]);
    await decide(officer1, advertisement.forms[0]!, 'hold');
    const after = (await allocator('GET', '/scrutiny/allocation-report')).json().data;
    const lineOf = (report: typeof after, userId: number) =>
      report.officers.find((line: { userId: number }) => line.userId === userId) ?? {
        allocated: 0,
        onHold: 0,
        advertisements: 0,
      };
    expect(lineOf(after, ids.officer1).allocated - lineOf(before, ids.officer1).allocated).toBe(2);
    expect(lineOf(after, ids.officer1).onHold - lineOf(before, ids.officer1).onHold).toBe(1);
    expect(after.total.allocated - before.total.allocated).toBe(3);

    const individual = await allocator('GET', `/scrutiny/allocation-report/${ids.officer2}`);
    expect(individual.statusCode, individual.body).toBe(200);
    expect(individual.json().data.officer).toMatchObject({
      userId: ids.officer2,
      name: 'Dipak Yadav',
    });
    expect(
      individual
        .json()
        .data.advertisements.find((line: { code: string }) => line.code === advertisement.code),
    ).toMatchObject({ allocated: 1, pending: 1, completed: 0, onHold: 0 });
    expect((await allocator('GET', '/scrutiny/allocation-report/999999')).statusCode).toBe(404);
  });
});
