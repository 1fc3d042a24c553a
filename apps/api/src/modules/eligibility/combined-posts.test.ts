import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TVacancyEligibility } from '@niyukti/shared';
import { advertisements, applications, combinedPosts } from '../../db/schema';
import { aCompleteCandidate } from '../../test/complete-profile';
import { bearer, multipartFile, signIn } from '../../test/people';
import { startTestApp, type TestApp } from '../../test/test-app';
import { firstExamCentreOf } from '../../test/vacancies';

// Combine post (back-office.md, ALC; docs/decisions.md 78): posts sat in one written
// examination. A candidate's first application among them pays the fee, each further one the
// extra-group fee, as for a further group of one post. Demo: ADV-2082-001 is Section Officer
// (Open), ADV-2082-004 Nayab Subba (Open); a Bachelor's degree qualifies for both.

let t: TestApp;
const ad: Record<string, typeof advertisements.$inferSelect> = {};
let centre = 0;

beforeAll(async () => {
  t = await startTestApp();
  for (const row of await t.database.db.select().from(advertisements)) ad[row.code] = row;
  const someone = await aCompleteCandidate(t);
  centre = await firstExamCentreOf(t, someone.token, ad['ADV-2082-001']!.id);
});
afterAll(async () => t?.close());

async function combine(username: string, password: string, postId: number) {
  const token = await signIn(t.app, username, password);
  return t.app.inject({
    method: 'POST',
    url: '/api/internal/master-data/combined-posts',
    headers: bearer(token),
    payload: { combination: 'SO-NS', postId, active: true },
  });
}

async function windowOf(token: string, code: string): Promise<TVacancyEligibility['window']> {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/candidate/eligibility?advertisementId=${ad[code]!.id}`,
    headers: bearer(token),
  });
  return answer.json().data.window;
}

const apply = (token: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/candidate/applications',
    headers: bearer(token),
    payload: { advertisementId: ad[code]!.id, examCentreId: centre },
  });

describe('combined posts', () => {
  it('are kept by ALC alone, not by MC', async () => {
    const refused = await combine('scrutiny', 'Scrutiny@2082', ad['ADV-2082-001']!.postId);
    expect(refused.statusCode).toBe(403);
    const token = await signIn(t.app, 'exams', 'Exams@2082');
    const quotas = await t.app.inject({
      method: 'GET',
      url: '/api/internal/master-data/quotas',
      headers: bearer(token),
    });
    expect(quotas.statusCode).toBe(403); // exams has ALC, not MC

    // The list's file import is kept by the same code.
    const engineer = ad['ADV-2082-005']!.postId;
    const importAs = async (username: string, password: string) => {
      const csv = `combination,post_id\nENG,${engineer}\n`;
      const body = multipartFile(Buffer.from(csv), 'combined.csv');
      return t.app.inject({
        method: 'POST',
        url: '/api/internal/master-data/combined-posts/import',
        headers: { ...bearer(await signIn(t.app, username, password)), ...body.headers },
        payload: body.payload,
      });
    };
    expect((await importAs('scrutiny', 'Scrutiny@2082')).statusCode).toBe(403);
    const imported = await importAs('exams', 'Exams@2082');
    expect(imported.statusCode, imported.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(combinedPosts)
      .where(eq(combinedPosts.postId, engineer));
    expect(row).toMatchObject({ combination: 'ENG' });
  });

  it('charge a further post of one combination the extra-group fee', async () => {
    const before = await aCompleteCandidate(t);
    const applied = await apply(before.token, 'ADV-2082-001');
    expect(applied.statusCode).toBe(201);
    expect(await windowOf(before.token, 'ADV-2082-004')).toMatchObject({ extraGroup: false });
    const alone = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/vacancies/${ad['ADV-2082-001']!.id}`,
      headers: bearer(before.token),
    });
    expect(alone.json().data.examinedWith).toEqual([]);

    for (const code of ['ADV-2082-001', 'ADV-2082-004']) {
      const saved = await combine('exams', 'Exams@2082', ad[code]!.postId);
      expect(saved.statusCode, saved.body).toBe(201);
    }
    const nayabSubba = ad['ADV-2082-004']!;
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/vacancies/${ad['ADV-2082-001']!.id}`,
      headers: bearer(before.token),
    });
    expect(detail.json().data.examinedWith).toEqual([
      { id: nayabSubba.postId, nameEn: 'Nayab Subba', nameNe: 'नायब सुब्बा' },
    ]);
    expect(await windowOf(before.token, 'ADV-2082-004')).toMatchObject({
      extraGroup: true,
      feePaisa: nayabSubba.extraFeePaisa,
    });

    const candidate = await aCompleteCandidate(t);
    expect((await apply(candidate.token, 'ADV-2082-004')).statusCode).toBe(201);
    const second = await apply(candidate.token, 'ADV-2082-001');
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data.feePaisa).toBe(ad['ADV-2082-001']!.extraFeePaisa);
    const rows = await t.database.db
      .select({ feePaisa: applications.feePaisa, advertisementId: applications.advertisementId })
      .from(applications)
      .where(eq(applications.candidateUserId, candidate.userId));
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.advertisementId === nayabSubba.id)?.feePaisa).toBe(
      nayabSubba.feePaisa,
    );
  });

  it('keeps a post in one combination at most', async () => {
    const again = await combine('exams', 'Exams@2082', ad['ADV-2082-004']!.postId);
    expect(again.statusCode).toBe(409);
  });
});
