import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { bearer, signIn } from '../../test/people';
import { aCompleteCandidate } from '../../test/complete-profile';
import { firstVacancyToApply } from '../../test/vacancies';
import { holdFields } from '../../test/scrutiny-forms';

// Scrutiny over HTTP: the officer's list (by outcome, searched, paged with its total) and the
// decisions, each recorded on the application's timeline and in the audit log.

let t: TestApp;
let adminToken: string;
const applicants: { applicationId: number; masterId: number; token: string }[] = [];

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A candidate called `firstName` who applied to the first vacancy (the same for everyone). */
async function anApplicant(firstName: string) {
  const candidate = await aCompleteCandidate(t, { firstName });
  const choice = await firstVacancyToApply(t, candidate.token);
  const applied = await call(candidate.token, 'POST', '/api/candidate/applications', choice);
  expect(applied.statusCode).toBe(201);
  const me = (await call(candidate.token, 'GET', '/oauth/me')).json().data;
  return {
    applicationId: applied.json().data.id as number,
    masterId: me.masterId as number,
    token: candidate.token,
  };
}

const list = async (query: string) => {
  const answer = await call(adminToken, 'GET', `/api/internal/scrutiny/applications?${query}`);
  expect(answer.statusCode).toBe(200);
  return answer.json().data as { items: { id: number; scrutinyStatus: string }[]; total: number };
};

const decide = (applicationId: number, decision: string, remarks: string) =>
  call(adminToken, 'POST', `/api/internal/scrutiny/applications/${applicationId}/decision`, {
    decision,
    remarks,
    ...(decision === 'hold' ? holdFields('citizenship') : {}),
  });

beforeAll(async () => {
  t = await startTestApp();
  adminToken = await signIn(t.app, 'admin', 'Admin@2082');
  for (const name of ['Yamuna', 'Yashoda', 'Kamala']) applicants.push(await anApplicant(name));
});
afterAll(async () => t?.close());

describe('the scrutiny list', () => {
  it('finds applicants by name and by master id, and counts what it found', async () => {
    const found = await list('status=pending&search=Ya&page=1&pageSize=10');
    expect(found.items.map((row) => row.id).sort()).toEqual(
      [applicants[0]!.applicationId, applicants[1]!.applicationId].sort(),
    );
    expect(found.total).toBe(2);
    const byMasterId = await list(`search=${applicants[2]!.masterId}&page=1&pageSize=10`);
    expect(byMasterId.items.map((row) => row.id)).toEqual([applicants[2]!.applicationId]);
  });

  it('lists in the order applied, and counts the whole list on a page past its end', async () => {
    const first = await list('status=pending&search=Ya&page=1&pageSize=10');
    expect(first.items.map((row) => row.id)).toEqual([
      applicants[0]!.applicationId,
      applicants[1]!.applicationId,
    ]);
    const past = await list('status=pending&search=Ya&page=2&pageSize=10');
    expect(past).toMatchObject({ items: [], total: 2 });
  });
});

describe('deciding', () => {
  it('holds, then rejects, moving the application between the tabs', async () => {
    const { applicationId } = applicants[0]!;
    expect((await decide(applicationId, 'hold', 'Citizenship copy unreadable')).statusCode).toBe(
      200,
    );
    expect((await list('status=hold&search=Yamuna&page=1&pageSize=10')).total).toBe(1);
    const rejected = await decide(applicationId, 'rejected', 'Not the required degree');
    expect(rejected.json().data).toMatchObject({ id: applicationId, scrutinyStatus: 'rejected' });
    expect((await list('status=hold&search=Yamuna&page=1&pageSize=10')).total).toBe(0);
    expect((await list('status=rejected&search=Yamuna&page=1&pageSize=10')).total).toBe(1);
  });

  it('records each decision on the timeline the candidate sees and in the audit log', async () => {
    const { applicationId, token } = applicants[1]!;
    await decide(applicationId, 'approved', 'Documents verified');
    const timeline = (
      await call(token, 'GET', `/api/candidate/applications/${applicationId}/timeline`)
    ).json().data;
    expect(JSON.stringify(timeline)).toContain('Documents verified');
    const audit = (
      await call(
        adminToken,
        'GET',
        '/api/internal/audit-log?search=scrutiny.decide&page=1&pageSize=50',
      )
    ).json().data;
    const entry = audit.items.find(
      (item: { entityId: string }) => item.entityId === String(applicationId),
    );
    expect(entry).toMatchObject({
      action: 'scrutiny.decide',
      before: { scrutinyStatus: 'pending' },
      after: { scrutinyStatus: 'approved', scrutinyRemarks: 'Documents verified' },
    });
  });

  it('answers 404 for an application that does not exist, and changes nothing', async () => {
    const answer = await decide(999_999, 'approved', 'Documents verified');
    expect([answer.statusCode, answer.json().code]).toEqual([404, 'NOT_FOUND']);
  });
});
