import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { bearer, signIn } from '../../test/people';
import { aCompleteCandidate } from '../../test/complete-profile';
import { holdFields } from '../../test/scrutiny-forms';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

it('shows holders of UM who did what, with before and after, newest first', async () => {
  const candidate = await aCompleteCandidate(t);
  const admin = await signIn(t.app, 'admin', 'Admin@2082');
  const vacancies = await t.app.inject({
    method: 'GET',
    url: '/api/candidate/vacancies',
    headers: bearer(candidate.token),
  });
  const vacancy = vacancies.json().data.items[0];
  const detail = (
    await t.app.inject({
      method: 'GET',
      url: `/api/candidate/vacancies/${vacancy.id}`,
      headers: bearer(candidate.token),
    })
  ).json().data;
  const applied = await t.app.inject({
    method: 'POST',
    url: '/api/candidate/applications',
    headers: bearer(candidate.token),
    payload: { advertisementId: vacancy.id, examCentreId: detail.examCentres[0].id },
  });
  const applicationId = applied.json().data.id;
  const held = await t.app.inject({
    method: 'POST',
    url: `/api/internal/scrutiny/applications/${applicationId}/decision`,
    headers: bearer(admin),
    payload: { decision: 'hold', remarks: 'Citizenship copy unreadable', ...holdFields() },
  });
  expect(held.statusCode, held.body).toBe(200);

  const log = await t.app.inject({
    method: 'GET',
    url: '/api/internal/audit-log?search=scrutiny',
    headers: bearer(admin),
  });
  expect(log.statusCode).toBe(200);
  const [entry] = log.json().data.items;
  expect(entry).toMatchObject({
    actorUsername: 'admin',
    action: 'scrutiny.decide',
    entity: 'application',
    entityId: String(applicationId),
    before: { scrutinyStatus: 'pending' },
    after: {
      scrutinyStatus: 'hold',
      scrutinyRemarks: 'Citizenship copy unreadable',
      holdReason: 'other',
    },
  });

  const clerk = await signIn(t.app, 'clerk', 'Clerk@2082');
  expect(
    (await t.app.inject({ method: 'GET', url: '/api/internal/audit-log', headers: bearer(clerk) }))
      .statusCode,
  ).toBe(403);
  expect(
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/internal/audit-log',
        headers: bearer(candidate.token),
      })
    ).statusCode,
  ).toBe(403);
});
