import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIso, type TApplication } from '@niyukti/shared';
import { aCompleteCandidate, giveProfileParts } from '../../test/complete-profile';
import { bearer, signIn } from '../../test/people';
import { startTestApp, type TestApp } from '../../test/test-app';
import { firstVacancyToApply } from '../../test/vacancies';
import { rejectExpiredHolds } from './hold-window';

// A hold with a window to fix (issue 21): the officer names what is wrong and a day; the
// candidate sees it, and the part it names opens to them though the commission locked the
// profile; saving it returns the form to the officer; a job rejects the holds left unfixed.

let t: TestApp;
let adminToken: string;

type Applicant = { token: string; masterId: number; applicationId: number };

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A candidate who applied, whose profile and documents the commission then locked (LUP). */
async function aLockedApplicant(firstName: string): Promise<Applicant> {
  const candidate = await aCompleteCandidate(t, { firstName });
  const choice = await firstVacancyToApply(t, candidate.token);
  const applied = await call(candidate.token, 'POST', '/api/candidate/applications', choice);
  expect(applied.statusCode, applied.body).toBe(201);
  const masterId = (await call(candidate.token, 'GET', '/oauth/me')).json().data.masterId;
  const locked = await call(adminToken, 'PUT', `/api/internal/candidates/${masterId}/locks`, {
    profileLocked: true,
    documentsLocked: true,
  });
  expect(locked.statusCode, locked.body).toBe(200);
  return { token: candidate.token, masterId, applicationId: applied.json().data.id };
}

const decide = (applicationId: number, body: object) =>
  call(adminToken, 'POST', `/api/internal/scrutiny/applications/${applicationId}/decision`, body);

const hold = (applicationId: number, holdReason: string, days: number) =>
  decide(applicationId, {
    decision: 'hold',
    remarks: 'Please upload a clearer copy.',
    holdReason,
    holdUntil: addDaysIso(todayIso(), days),
  });

async function applicationOf(applicant: Applicant): Promise<TApplication> {
  const answer = await call(
    applicant.token,
    'GET',
    `/api/candidate/applications/${applicant.applicationId}`,
  );
  return answer.json().data;
}

async function timelineOf(applicant: Applicant) {
  const answer = await call(
    applicant.token,
    'GET',
    `/api/candidate/applications/${applicant.applicationId}/timeline`,
  );
  return answer.json().data as { kind: string; [key: string]: unknown }[];
}

beforeAll(async () => {
  t = await startTestApp();
  adminToken = await signIn(t.app, 'admin', 'Admin@2082');
}, 120_000);
afterAll(async () => t?.close());

describe('a hold', () => {
  it('needs a reason and a last day after today and within 30 days, or changes nothing', async () => {
    const applicant = await aLockedApplicant('Hemanta');
    const bare = await decide(applicant.applicationId, { decision: 'hold', remarks: 'Unclear.' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().data.issues).toEqual([
      { path: 'holdReason', message: 'validation.required' },
      { path: 'holdUntil', message: 'validation.required' },
    ]);
    for (const days of [0, 31]) {
      const outside = await hold(applicant.applicationId, 'citizenship', days);
      expect(outside.json().data.issues).toEqual([
        { path: 'holdUntil', message: 'scrutiny.holdUntilRange' },
      ]);
    }
    const unknown = await hold(applicant.applicationId, 'horoscope', 5);
    expect(unknown.statusCode).toBe(400);
    expect((await applicationOf(applicant)).scrutinyStatus).toBe('pending');
  });
});

describe('the window to fix', () => {
  it('opens only the part the hold names; saving it returns the form to the officer', async () => {
    const applicant = await aLockedApplicant('Ishwori');
    const held = await hold(applicant.applicationId, 'personal', 7);
    expect(held.statusCode, held.body).toBe(200);
    expect(await applicationOf(applicant)).toMatchObject({
      scrutinyStatus: 'hold',
      holdReason: 'personal',
      holdUntil: addDaysIso(todayIso(), 7),
      scrutinyRemarks: 'Please upload a clearer copy.',
    });

    // The address is not what the hold names: still locked.
    await expect(giveProfileParts(t, applicant.token, ['contact'])).rejects.toThrow(/423/);
    expect((await applicationOf(applicant)).scrutinyStatus).toBe('hold');
    // The personal details are: saved, and the form is the officer's to decide again.
    await giveProfileParts(t, applicant.token, ['personal']);
    expect(await applicationOf(applicant)).toMatchObject({
      scrutinyStatus: 'pending',
      holdReason: null,
      holdUntil: null,
    });
    const timeline = await timelineOf(applicant);
    expect(timeline.filter((event) => event.kind !== 'applied')).toEqual([
      expect.objectContaining({
        kind: 'scrutiny',
        decision: 'hold',
        holdReason: 'personal',
        holdExpired: false,
      }),
      expect.objectContaining({ kind: 'hold-fixed', holdReason: 'personal' }),
    ]);
    // Fixed once, the part locks again.
    await expect(giveProfileParts(t, applicant.token, ['personal'])).rejects.toThrow(/423/);

    const listed = await call(
      adminToken,
      'GET',
      `/api/internal/scrutiny/applications?status=pending&search=${applicant.masterId}&page=1&pageSize=10`,
    );
    expect(listed.json().data.items.map((row: { id: number }) => row.id)).toEqual([
      applicant.applicationId,
    ]);
  });

  it('ends with any other decision: approving clears the hold', async () => {
    const applicant = await aLockedApplicant('Januka');
    await hold(applicant.applicationId, 'citizenship', 5);
    const approved = await decide(applicant.applicationId, {
      decision: 'approved',
      remarks: 'Verified at the counter.',
    });
    expect(approved.statusCode).toBe(200);
    expect(await applicationOf(applicant)).toMatchObject({
      scrutinyStatus: 'approved',
      holdReason: null,
      holdUntil: null,
    });
    await expect(giveProfileParts(t, applicant.token, ['citizenship'])).rejects.toThrow(/423/);
  });
});

describe('the hold-expiry job', () => {
  it('rejects a hold whose day passed unfixed, keeping its reason to say why', async () => {
    const applicant = await aLockedApplicant('Kalpana');
    await hold(applicant.applicationId, 'education', 3);
    expect(await rejectExpiredHolds(t.database.db, addDaysIso(todayIso(), 3))).toBe(0);
    expect(await rejectExpiredHolds(t.database.db, addDaysIso(todayIso(), 4))).toBeGreaterThan(0);
    expect(await applicationOf(applicant)).toMatchObject({
      scrutinyStatus: 'rejected',
      holdReason: 'education',
      holdUntil: addDaysIso(todayIso(), 3),
    });
    const timeline = await timelineOf(applicant);
    expect(timeline.at(-1)).toMatchObject({
      kind: 'scrutiny',
      decision: 'rejected',
      holdReason: 'education',
      holdExpired: true,
    });
    // A second run finds nothing left to reject.
    expect(await rejectExpiredHolds(t.database.db, addDaysIso(todayIso(), 4))).toBe(0);
  });
});
