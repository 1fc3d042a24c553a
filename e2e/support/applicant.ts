import type { APIRequestContext } from '@playwright/test';
import { completeProfileThroughApi } from './complete-profile';
import { candidateToken } from './profile-api';
import { readyCandidate } from './ready-candidate';

/** The demo Section Officer advertisement open to everyone (open quota). */
export const OPEN_VACANCY = 1;

/**
 * A new candidate with a complete profile who applied for the open vacancy at its first exam
 * centre, all through the API: a row to scrutinise, an application page to open.
 */
export async function anApplicant(request: APIRequestContext) {
  const candidate = await readyCandidate(request);
  await completeProfileThroughApi(request, candidate.username, candidate.password);
  const token = await candidateToken(request, candidate.username, candidate.password);
  const headers = { authorization: `Bearer ${token}` };
  const vacancy = await request.get(`/api/candidate/vacancies/${OPEN_VACANCY}`, { headers });
  const { examCentres } = (await vacancy.json()).data as { examCentres: { id: number }[] };
  const applied = await request.post('/api/candidate/applications', {
    headers,
    data: { advertisementId: OPEN_VACANCY, examCentreId: examCentres[0]!.id },
  });
  if (!applied.ok()) throw new Error(`apply: ${await applied.text()}`);
  const applicationId = ((await applied.json()).data as { id: number }).id;
  return { ...candidate, applicationId };
}
