import type { APIRequestContext } from '@playwright/test';
import { completeProfileThroughApi } from './complete-profile';
import { candidateToken } from './profile-api';
import { readyCandidate } from './ready-candidate';

// A candidate whose form waits for scrutiny, made through the API as the browser would make it:
// registered, profile complete, applied to an advertisement at its first exam centre, and paid
// in the eSewa sandbox (the signed form posted, Approve pressed, the return confirmed).

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

async function ok<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  if (!answer.ok()) throw new Error(`${what}: ${answer.status()} ${await answer.text()}`);
  return ((await answer.json()) as { data: T }).data;
}

/** Pays an application in the eSewa sandbox, playing the payer's browser. */
async function payWithEsewa(request: APIRequestContext, token: string, applicationId: number) {
  const headers = { authorization: `Bearer ${token}` };
  const start = await ok<{ action: string; fields: Record<string, string> }>(
    await request.post(`/api/candidate/applications/${applicationId}/payments/esewa`, { headers }),
    'start payment',
  );
  const formPath = new URL(start.action).pathname;
  const page = await request.post(formPath, {
    headers: FORM,
    data: new URLSearchParams(start.fields).toString(),
  });
  const session = (await page.text()).match(/name="session" value="([^"]+)"/)?.[1];
  if (!session) throw new Error('no sandbox session');
  const decided = await request.post(formPath.replace(/form$/, 'decision'), {
    headers: FORM,
    data: new URLSearchParams({ session, decision: 'approve' }).toString(),
    maxRedirects: 0,
  });
  const back = new URL(decided.headers()['location'] ?? '', 'http://return.invalid');
  await ok(
    await request.post('/api/candidate/payments/esewa/confirm', {
      headers,
      data: { params: Object.fromEntries(back.searchParams) },
    }),
    'confirm payment',
  );
}

export interface PaidApplicant {
  username: string;
  password: string;
  fullName: string;
  masterId: string;
  applicationId: number;
}

/** A new candidate who applied to `advertisementId` and paid: a form to scrutinise. */
export async function aPaidApplicant(
  request: APIRequestContext,
  advertisementId: number,
): Promise<PaidApplicant> {
  const candidate = await readyCandidate(request);
  await completeProfileThroughApi(request, candidate.username, candidate.password);
  const token = await candidateToken(request, candidate.username, candidate.password);
  const headers = { authorization: `Bearer ${token}` };
  const vacancy = await ok<{ examCentres: { id: number }[] }>(
    await request.get(`/api/candidate/vacancies/${advertisementId}`, { headers }),
    'vacancy',
  );
  const applied = await ok<{ id: number }>(
    await request.post('/api/candidate/applications', {
      headers,
      data: { advertisementId, examCentreId: vacancy.examCentres[0]!.id },
    }),
    'apply',
  );
  await payWithEsewa(request, token, applied.id);
  const me = await ok<{ masterId: number }>(await request.get('/oauth/me', { headers }), 'me');
  return { ...candidate, masterId: String(me.masterId), applicationId: applied.id };
}
