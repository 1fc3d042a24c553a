import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finaliseAfterTheSeason } from '../../test/scrutiny-forms';
import { startTestApp, type TestApp } from '../../test/test-app';
import { aCandidate, bearer, signIn } from '../../test/people';
import { aCompleteCandidate } from '../../test/complete-profile';
import { payInEsewaSandbox } from '../../test/esewa-payer';

// Roll numbers follow the order set in master config, read at generation time.

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await startTestApp();
  adminToken = await signIn(t.app, 'admin', 'Admin@2082');
});
afterAll(async () => t?.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A candidate called `firstName` who applied to the advertisement, paid, and was approved. */
async function approvedApplicant(advertisementId: number, firstName: string) {
  const candidate = await aCompleteCandidate(t, { firstName });
  const detail = (
    await call(candidate.token, 'GET', `/api/candidate/vacancies/${advertisementId}`)
  ).json().data;
  const applied = await call(candidate.token, 'POST', '/api/candidate/applications', {
    advertisementId,
    examCentreId: detail.examCentres[0].id,
  });
  const applicationId = applied.json().data.id as number;
  const start = await call(
    candidate.token,
    'POST',
    `/api/candidate/applications/${applicationId}/payments/esewa`,
  );
  const redirect = await payInEsewaSandbox(t.app, start.json().data);
  await call(candidate.token, 'POST', '/api/candidate/payments/esewa/confirm', {
    params: { data: redirect.searchParams.get('data') },
  });
  const decided = await call(
    adminToken,
    'POST',
    `/api/internal/scrutiny/applications/${applicationId}/decision`,
    {
      decision: 'approved',
      remarks: 'Documents verified',
    },
  );
  expect(decided.statusCode).toBe(200);
  return { applicationId, token: candidate.token, firstName };
}

async function vacancyIds() {
  const someone = await aCandidate(t);
  const list = await call(
    someone.token,
    'GET',
    '/api/candidate/vacancies?page=1&pageSize=10&sort=advertisementNumber:asc',
  );
  return (list.json().data.items as { id: number }[]).map((item) => item.id);
}

async function rollNumbersOf(
  people: { applicationId: number; token: string; firstName: string }[],
) {
  const numbered = await Promise.all(
    people.map(async (person) => {
      const application = await call(
        person.token,
        'GET',
        `/api/candidate/applications/${person.applicationId}`,
      );
      return {
        firstName: person.firstName,
        rollNumber: Number(application.json().data.rollNumber),
      };
    }),
  );
  return numbered.sort((a, b) => a.rollNumber - b.rollNumber).map((person) => person.firstName);
}

describe('roll number generation order (master config)', () => {
  it('is the order of application until MC staff change it, and refuses unknown orders', async () => {
    const current = await call(adminToken, 'GET', '/api/internal/master-config/roll-number-order');
    expect(current.json().data).toEqual({ rollNumberGenerationOrder: 'applied_at' });
    const wrong = await call(adminToken, 'PUT', '/api/internal/master-config/roll-number-order', {
      rollNumberGenerationOrder: 'random',
    });
    expect(wrong.statusCode).toBe(400);
    const clerk = await signIn(t.app, 'clerk', 'Clerk@2082');
    expect(
      (await call(clerk, 'GET', '/api/internal/master-config/roll-number-order')).statusCode,
    ).toBe(403);
  });

  it('numbers by application date, then by name once the order is changed', async () => {
    const [byDate, byName] = await vacancyIds();
    const first = [];
    for (const name of ['Zara', 'Bimala', 'Mina'])
      first.push(await approvedApplicant(byDate!, name));
    await finaliseAfterTheSeason(t.app, t.database.db, adminToken, byDate!);
    await call(adminToken, 'POST', '/api/internal/roll-numbers/generate', {
      advertisementId: byDate,
    });
    expect(await rollNumbersOf(first)).toEqual(['Zara', 'Bimala', 'Mina']);

    const saved = await call(adminToken, 'PUT', '/api/internal/master-config/roll-number-order', {
      rollNumberGenerationOrder: 'name',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message.ne).toMatch(/[\u0900-\u097F]/);
    const second = [];
    for (const name of ['Zara', 'Bimala', 'Mina'])
      second.push(await approvedApplicant(byName!, name));
    await finaliseAfterTheSeason(t.app, t.database.db, adminToken, byName!);
    await call(adminToken, 'POST', '/api/internal/roll-numbers/generate', {
      advertisementId: byName,
    });
    expect(await rollNumbersOf(second)).toEqual(['Bimala', 'Mina', 'Zara']);
  });
});
