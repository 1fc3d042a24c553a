import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, quotas, services } from '../../db/schema';
import { aCandidate, bearer } from '../../test/people';
import { startTestApp, type TestApp } from '../../test/test-app';

// The vacancy list's filters (spec §2 "Vacancy list with search and filters"), on the demo
// advertisements: Section Officer in three groups, Nayab Subba and Engineer in the open one.

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  token = (await aCandidate(t)).token;
});
afterAll(async () => t?.close());

async function numbers(query: string) {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/candidate/vacancies?page=1&pageSize=50&sort=advertisementNumber:asc&${query}`,
    headers: bearer(token),
  });
  expect(answer.statusCode).toBe(200);
  const page = answer.json().data as { total: number; items: { advertisementNumber: string }[] };
  expect(page.total).toBe(page.items.length);
  return page.items.map((item) => item.advertisementNumber);
}

const quotaId = async (code: string) =>
  (await t.database.db.select().from(quotas).where(eq(quotas.code, code)))[0]!.id;
const serviceId = async (nameEn: string) =>
  (await t.database.db.select().from(services).where(eq(services.nameEn, nameEn)))[0]!.id;
const classId = async (code: string) =>
  (await t.database.db.select().from(classes).where(eq(classes.code, code)))[0]!.id;

describe('the vacancy list filters', () => {
  it('narrows to one group, one class, one service, or all three together', async () => {
    const women = await quotaId('WOMEN');
    const open = await quotaId('OPEN');
    const engineering = await serviceId('Nepal Engineering Service');
    const officer = await classId('G3');

    expect(await numbers('')).toHaveLength(5);
    expect(await numbers(`quotaId=${women}`)).toEqual(['16614/082-83']);
    expect(await numbers(`classId=${officer}`)).toEqual([
      '16613/082-83',
      '16614/082-83',
      '16615/082-83',
      '16802/082-83',
    ]);
    expect(await numbers(`serviceId=${engineering}`)).toEqual(['16802/082-83']);
    expect(await numbers(`serviceId=${engineering}&classId=${officer}&quotaId=${open}`)).toEqual([
      '16802/082-83',
    ]);
    expect(await numbers(`serviceId=${engineering}&quotaId=${women}`)).toEqual([]);
    // The search reads the group's name too, in either language.
    expect(await numbers('search=%E0%A4%AE%E0%A4%B9%E0%A4%BF%E0%A4%B2%E0%A4%BE')).toEqual([
      '16614/082-83',
    ]);
    // An empty filter is no filter.
    expect(await numbers('serviceId=&classId=&quotaId=')).toHaveLength(5);
  });

  it('refuses a filter that is not an id, and says which', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/vacancies?page=1&pageSize=10&classId=abc',
      headers: bearer(token),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().data.issues[0].path).toBe('classId');
  });
});
