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

/** The advertisements of the vacancy list's first page, by advertisement number. */
export async function listedAdvertisementIds(t: TestApp, token: string): Promise<number[]> {
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/candidate/vacancies?page=1&pageSize=10&sort=advertisementNumber:asc',
    headers: bearer(token),
  });
  return list.json().data.items.map((item: { id: number }) => item.id);
}

/** What an apply to the advertisement sends: it and its first exam centre. */
export async function vacancyToApply(t: TestApp, token: string, advertisementId: number) {
  return { advertisementId, examCentreId: await firstExamCentreOf(t, token, advertisementId) };
}

/** What an apply to the first vacancy by advertisement number sends: it and its first centre. */
export async function firstVacancyToApply(t: TestApp, token: string) {
  const [first] = await listedAdvertisementIds(t, token);
  return vacancyToApply(t, token, first!);
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
