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
