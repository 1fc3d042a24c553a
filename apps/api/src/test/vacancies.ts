import { eq } from 'drizzle-orm';
import { advertisements } from '../db/schema';
import { bearer } from './people';
import type { TestApp } from './test-app';

/** The first exam centre an advertisement offers, as its vacancy page lists them. */
export async function firstExamCentreOf(t: TestApp, token: string, advertisementId: number) {
  const detail = await t.app.inject({
    method: 'GET',
    url: `/api/candidate/vacancies/${advertisementId}`,
    headers: bearer(token),
  });
  return detail.json().data.examCentres[0].id as number;
}

/** What an apply to the first vacancy by advertisement number sends: it and its first centre. */
export async function firstVacancyToApply(t: TestApp, token: string) {
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/candidate/vacancies?page=1&pageSize=10&sort=advertisementNumber:asc',
    headers: bearer(token),
  });
  const advertisementId = list.json().data.items[0].id as number;
  return { advertisementId, examCentreId: await firstExamCentreOf(t, token, advertisementId) };
}

/** Applies to the demo advertisement with this code at its first exam centre; the new id. */
export async function applyToAdvertisement(t: TestApp, token: string, code: string) {
  const [advertisement] = await t.database.db
    .select({ id: advertisements.id })
    .from(advertisements)
    .where(eq(advertisements.code, code));
  const advertisementId = advertisement!.id;
  const applied = await t.app.inject({
    method: 'POST',
    url: '/api/candidate/applications',
    headers: bearer(token),
    payload: { advertisementId, examCentreId: await firstExamCentreOf(t, token, advertisementId) },
  });
  if (applied.statusCode !== 201) throw new Error(`apply to ${code}: ${applied.body}`);
  return applied.json().data.id as number;
}
