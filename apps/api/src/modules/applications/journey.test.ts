import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProfileSnapshotContent } from '@niyukti/shared';
import { rowsOf } from '../../db/raw-rows';
import { startTestApp, type TestApp } from '../../test/test-app';
import { aCandidate, bearer, signIn } from '../../test/people';
import { aCompleteCandidate } from '../../test/complete-profile';
import { finaliseAfterTheSeason } from '../../test/scrutiny-forms';
import { payInEsewaSandbox } from '../../test/esewa-payer';

// The thin journey of the first issue, through HTTP against a real database: a candidate
// applies, pays in the eSewa sandbox, staff approve, roll numbers go out, the admit card opens.

let t: TestApp;
let candidate: Awaited<ReturnType<typeof aCandidate>>;
let scrutinyToken: string;
let clerkToken: string;

beforeAll(async () => {
  t = await startTestApp();
  candidate = await aCompleteCandidate(t);
  scrutinyToken = await signIn(t.app, 'scrutiny', 'Scrutiny@2082');
  clerkToken = await signIn(t.app, 'clerk', 'Clerk@2082');
});
afterAll(async () => t?.close());

async function firstVacancy(token: string) {
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/candidate/vacancies?page=1&pageSize=10&sort=advertisementNumber:asc',
    headers: bearer(token),
  });
  expect(list.statusCode).toBe(200);
  return list.json().data.items[0];
}

describe('the candidate journey', () => {
  let applicationId: number;

  it('lists live vacancies with B.S. dates and server paging', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/vacancies?page=1&pageSize=10&search=section',
      headers: bearer(candidate.token),
    });
    const page = list.json().data;
    expect(page.total).toBe(3);
    expect(page.items.every((v: { postEn: string }) => v.postEn === 'Section Officer')).toBe(true);
    expect(page.items[0].singleFeeDeadlineBs).toMatch(/^20\d\d-\d\d-\d\d$/);
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/vacancies?page=2&pageSize=10',
      headers: bearer(candidate.token),
    });
    expect(small.json().data).toMatchObject({ total: 5, page: 2, items: [] });
    const badSize = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/vacancies?pageSize=7',
      headers: bearer(candidate.token),
    });
    expect(badSize.statusCode).toBe(400);
  });

  it('applies once with an offered exam centre, even when the submit is doubled', async () => {
    const vacancy = await firstVacancy(candidate.token);
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/candidate/vacancies/${vacancy.id}`,
        headers: bearer(candidate.token),
      })
    ).json().data;
    expect(detail.examCentres.length).toBeGreaterThan(0);
    const body = { advertisementId: vacancy.id, examCentreId: detail.examCentres[0].id };
    const [a, b] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/candidate/applications',
        headers: bearer(candidate.token),
        payload: body,
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/candidate/applications',
        headers: bearer(candidate.token),
        payload: body,
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const created = a.statusCode === 201 ? a.json() : b.json();
    expect(created.data).toMatchObject({
      scrutinyStatus: 'pending',
      paymentStatus: 'unpaid',
      feePaisa: vacancy.feePaisa,
      rollNumber: null,
    });
    applicationId = created.data.id;
    // The form keeps the profile it was sent with (decision 163): the four documents, the
    // education, the candidate.
    const [kept] = await rowsOf<{ content: TProfileSnapshotContent }>(
      t.database.db,
      sql`select s.content from applications a
        join profile_snapshots s on s.id = a.profile_snapshot_id
        where a.id = ${applicationId}`,
    );
    expect(kept!.content.documents.map((document) => document.kind).sort()).toEqual([
      'citizenship_back',
      'citizenship_front',
      'photograph',
      'signature',
    ]);
    expect(kept!.content.educations.length).toBeGreaterThan(0);
    expect(kept!.content.candidate.dobAd).toMatch(/^\d{4}-\d\d-\d\d$/);
    const mine = (
      await t.app.inject({
        method: 'GET',
        url: '/api/candidate/applications',
        headers: bearer(candidate.token),
      })
    ).json().data;
    expect(mine).toHaveLength(1);
  });

  it('refuses an exam centre the advertisement does not offer', async () => {
    const other = await aCandidate(t);
    const vacancy = await firstVacancy(other.token);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/applications',
      headers: bearer(other.token),
      payload: { advertisementId: vacancy.id, examCentreId: 99999 },
    });
    expect(response.statusCode).toBe(400);
  });

  it('never shows one candidate another candidate’s application', async () => {
    const other = await aCandidate(t);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/applications/${applicationId}`,
      headers: bearer(other.token),
    });
    expect(response.statusCode).toBe(404);
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/candidate/applications/${applicationId}/payments/esewa`,
      headers: bearer(other.token),
    });
    expect(pay.statusCode).toBe(404);
  });

  it('pays through the eSewa sandbox, verified with eSewa before it counts, credited once', async () => {
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/candidate/applications/${applicationId}/payments/esewa`,
      headers: bearer(candidate.token),
    });
    expect(start.statusCode).toBe(200);
    const { action, fields } = start.json().data;
    expect(fields.signed_field_names).toBe('total_amount,transaction_uuid,product_code');
    const redirect = await payInEsewaSandbox(t.app, { action, fields });
    expect(redirect.pathname).toBe('/esewa/payment/success');
    const data = redirect.searchParams.get('data')!;

    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(data, 'base64').toString()),
        total_amount: '1.00',
      }),
    ).toString('base64');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/payments/esewa/confirm',
      headers: bearer(candidate.token),
      payload: { params: { data: forged } },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('PAYMENT_NOT_VERIFIED');

    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/payments/esewa/confirm',
      headers: bearer(candidate.token),
      payload: { params: { data } },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.paymentStatus).toBe('paid');
    expect(confirmed.json().data.paymentReference).toMatch(/^EBP[0-9A-Z]+$/);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/payments/esewa/confirm',
      headers: bearer(candidate.token),
      payload: { params: { data } },
    });
    expect(again.json().data.paymentStatus).toBe('paid');
    const events = await t.database.db.query.applicationEvents.findMany({
      where: (e, { eq, and }) => and(eq(e.applicationId, applicationId), eq(e.kind, 'paid')),
    });
    expect(events).toHaveLength(1);
  });

  it('lets only staff holding SC decide scrutiny', async () => {
    const decision = { decision: 'approved', remarks: 'Documents verified' };
    const url = `/api/internal/scrutiny/applications/${applicationId}/decision`;
    const asCandidate = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(candidate.token),
      payload: decision,
    });
    expect(asCandidate.statusCode).toBe(403);
    const asClerk = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(clerkToken),
      payload: decision,
    });
    expect(asClerk.statusCode).toBe(403);
    const noRemark = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(scrutinyToken),
      payload: { decision: 'approved', remarks: ' ' },
    });
    expect(noRemark.statusCode).toBe(400);
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/internal/scrutiny/applications?status=pending',
      headers: bearer(scrutinyToken),
    });
    expect(pending.json().data.items.map((row: { id: number }) => row.id)).toContain(applicationId);
    const approved = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(scrutinyToken),
      payload: decision,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      scrutinyStatus: 'approved',
      scrutinyRemarks: 'Documents verified',
      masterId: candidate.masterId,
    });
  });

  it('assigns roll numbers (RNG only) and opens the admit card', async () => {
    const application = (
      await t.app.inject({
        method: 'GET',
        url: `/api/candidate/applications/${applicationId}`,
        headers: bearer(candidate.token),
      })
    ).json().data;
    expect(application.admitCardAvailable).toBe(false);
    const notYet = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/applications/${applicationId}/admit-card`,
      headers: bearer(candidate.token),
    });
    expect(notYet.statusCode).toBe(422);

    const body = { advertisementId: application.advertisementId };
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/internal/roll-numbers/generate',
      headers: bearer(scrutinyToken),
      payload: body,
    });
    expect(early.statusCode).toBe(409);
    // The season passes and scrutiny is finalised: roll numbers wait for it (issue 21).
    await finaliseAfterTheSeason(t.app, t.database.db, scrutinyToken, application.advertisementId);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/internal/roll-numbers/generate',
          headers: bearer(clerkToken),
          payload: body,
        })
      ).statusCode,
    ).toBe(403);
    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/internal/roll-numbers/generate',
      headers: bearer(scrutinyToken),
      payload: body,
    });
    expect(generated.json().data.assigned).toBe(1);
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/internal/roll-numbers/generate',
      headers: bearer(scrutinyToken),
      payload: body,
    });
    expect(twice.json().data.assigned).toBe(0);

    const counts = (
      await t.app.inject({
        method: 'GET',
        url: '/api/internal/advertisements',
        headers: bearer(scrutinyToken),
      })
    ).json().data;
    expect(counts.find((a: { id: number }) => a.id === application.advertisementId)).toMatchObject({
      applications: 1,
      approvedAndPaid: 1,
      withRollNumber: 1,
    });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/internal/advertisements',
          headers: bearer(clerkToken),
        })
      ).statusCode,
    ).toBe(403);

    const ready = (
      await t.app.inject({
        method: 'GET',
        url: `/api/candidate/applications/${applicationId}`,
        headers: bearer(candidate.token),
      })
    ).json().data;
    expect(ready).toMatchObject({ rollNumber: '1', admitCardAvailable: true });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/applications/${applicationId}/admit-card`,
      headers: bearer(candidate.token),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The candidate's own photograph and signature, besides the QR code (a PNG with
    // transparency is two image objects: count the visible ones).
    const raw = pdf.rawPayload.toString('latin1');
    const images =
      (raw.match(/\/Subtype \/Image/g)?.length ?? 0) - (raw.match(/\/SMask \d+ 0 R/g)?.length ?? 0);
    expect(images).toBe(3);
  });
});
