import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advertisements,
  applicationEvents,
  applications,
  auditLog,
  banks,
  candidateExtraDetails,
  examCentres,
  paymentVouchers,
  payments,
  quotas,
} from '../../../db/schema';
import { aLiveAdvertisement } from '../../../test/advertisements';
import { aCompleteCandidate } from '../../../test/complete-profile';
import { bearer, multipartBody, signIn } from '../../../test/people';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { applyToAdvertisement } from '../../../test/vacancies';
import { aSignedInStaffMemberWith, internal } from '../../../test/staff';

// The bank voucher (candidate-portal §5, issue 7): the candidate uploads the slip with its
// number, bank and payment method; staff with UP verify it; LUV locks it per advertisement.
// One voucher number of one bank pays one fee, however it is written and whoever sends it.

let t: TestApp;
let payments_: string;
let scrutiny: string;
let png: Buffer;
let bankIds: { nabil: number; everest: number };

beforeAll(async () => {
  t = await startTestApp();
  payments_ = await signIn(t.app, 'payments', 'Payments@2082');
  scrutiny = await signIn(t.app, 'scrutiny', 'Scrutiny@2082');
  png = await sharp({
    create: { width: 600, height: 300, channels: 3, background: '#f0f0e0' },
  })
    .png()
    .toBuffer();
  const rows = await t.database.db.select().from(banks);
  const idOf = (code: string) => rows.find((bank) => bank.code === code)!.id;
  bankIds = { nabil: idOf('NABIL'), everest: idOf('EBL') };
});
afterAll(async () => t?.close());

type Candidate = Awaited<ReturnType<typeof aCompleteCandidate>>;

function uploadVoucher(
  token: string,
  applicationId: number,
  data: Record<string, unknown>,
  image: Buffer | null = png,
) {
  const body = multipartBody(
    { data: JSON.stringify(data) },
    image ? { voucher: { bytes: image, fileName: 'voucher.png' } } : {},
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/candidate/applications/${applicationId}/voucher`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

const voucherOf = (number: string, bankId = bankIds.nabil) => ({
  voucherNumber: number,
  bankId,
  paymentMethod: 'cash',
});

async function paymentStatusOf(applicationId: number) {
  const [row] = await t.database.db
    .select({ status: applications.paymentStatus })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return row!.status;
}

function decide(voucherId: number, decision: 'approve' | 'reject', remarks?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/internal/payment-vouchers/${voucherId}/decision`,
    headers: bearer(payments_),
    payload: remarks === undefined ? { decision } : { decision, remarks },
  });
}

async function appliedCandidate(code = 'ADV-2082-001') {
  const candidate = await aCompleteCandidate(t);
  return { candidate, applicationId: await applyToAdvertisement(t, candidate.token, code) };
}

const uniqueNumber = () => `VN${Date.now()}${Math.floor(Math.random() * 1000)}`;

describe('uploading a voucher', () => {
  let candidate: Candidate;
  let applicationId: number;

  beforeAll(async () => {
    ({ candidate, applicationId } = await appliedCandidate());
  });

  it('lists every problem at once and stores nothing', async () => {
    const refused = await uploadVoucher(candidate.token, applicationId, {}, null);
    expect(refused.statusCode).toBe(400);
    const paths = refused.json().data.issues.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining(['voucherNumber', 'bankId', 'paymentMethod', 'voucher']),
    );
    expect(refused.json().message.ne).toBeTruthy();
    expect(await paymentStatusOf(applicationId)).toBe('unpaid');
  });

  it('checks the image by its bytes: a PDF named .png and an image over 500 KB are refused', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    const asPdf = await uploadVoucher(candidate.token, applicationId, voucherOf('A1'), pdf);
    expect(asPdf.statusCode).toBe(400);
    expect(asPdf.json().data.issues).toContainEqual({
      path: 'voucher',
      message: 'validation.fileJpgPng',
    });
    const noisy = await sharp(
      Buffer.from(Array.from({ length: 900 * 900 * 3 }, () => Math.random() * 255)),
      {
        raw: { width: 900, height: 900, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    const large = await uploadVoucher(candidate.token, applicationId, voucherOf('A1'), noisy);
    expect(large.statusCode).toBe(400);
    expect(JSON.stringify(large.json().data)).toContain('validation.fileTooLarge');
    const count = await t.database.db
      .select()
      .from(paymentVouchers)
      .where(eq(paymentVouchers.applicationId, applicationId));
    expect(count).toHaveLength(0);
  });

  it('keeps the voucher number one way (Devanagari digits, spaces, dashes) and shows it to its owner only', async () => {
    const uploaded = await uploadVoucher(candidate.token, applicationId, voucherOf('०१२-३४५ ab'));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json().data).toMatchObject({
      voucherNumber: '012345AB',
      bankCode: 'NABIL',
      status: 'submitted',
      locked: false,
      amountPaisa: 150_000,
    });
    expect(await paymentStatusOf(applicationId)).toBe('pending');
    const image = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/applications/${applicationId}/voucher/image`,
      headers: bearer(candidate.token),
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const stranger = await aCompleteCandidate(t);
    for (const url of [
      `/api/candidate/applications/${applicationId}/voucher`,
      `/api/candidate/applications/${applicationId}/voucher/image`,
    ]) {
      const refused = await t.app.inject({ method: 'GET', url, headers: bearer(stranger.token) });
      expect(refused.statusCode).toBe(404);
    }
  });

  it('blocks an online payment while the voucher waits, so the fee is not paid twice', async () => {
    const online = await t.app.inject({
      method: 'POST',
      url: `/api/candidate/applications/${applicationId}/payments/esewa`,
      headers: bearer(candidate.token),
    });
    expect(online.statusCode).toBe(409);
    expect(online.json().code).toBe('PAYMENT_PENDING');
  });

  it('refuses the same voucher of the same bank for anyone else, however it is written', async () => {
    const other = await appliedCandidate();
    const again = await uploadVoucher(
      other.candidate.token,
      other.applicationId,
      voucherOf('012345ab'),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DUPLICATE_VOUCHER');
    expect(await paymentStatusOf(other.applicationId)).toBe('unpaid');
    const otherBank = await uploadVoucher(
      other.candidate.token,
      other.applicationId,
      voucherOf('012345AB', bankIds.everest),
    );
    expect(otherBank.statusCode).toBe(201);
  });

  it('answers null, not an error, while an application has had no voucher', async () => {
    const fresh = await appliedCandidate();
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/applications/${fresh.applicationId}/voucher`,
      headers: bearer(fresh.candidate.token),
    });
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toBeNull();
    // Its image is still "not paid": there is nothing to show.
    const image = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/applications/${fresh.applicationId}/voucher/image`,
      headers: bearer(fresh.candidate.token),
    });
    expect(image.statusCode).toBe(404);
    expect(image.json().message.en).toBe("You haven't paid for this advertisement");
  });
});

describe('verifying vouchers (UP)', () => {
  it('approves once: the fee is paid by a voucher payment, the voucher locked, the timeline told', async () => {
    const { candidate, applicationId } = await appliedCandidate();
    const number = uniqueNumber();
    const voucherId = (
      await uploadVoucher(candidate.token, applicationId, voucherOf(number))
    ).json().data.id as number;
    const queue = await t.app.inject({
      method: 'GET',
      url: `/api/internal/payment-vouchers?status=submitted&search=${number}`,
      headers: bearer(payments_),
    });
    expect(queue.json().data.items).toHaveLength(1);
    expect(queue.json().data.items[0]).toMatchObject({
      id: voucherId,
      masterId: candidate.masterId,
    });
    const [first, second] = await Promise.all([
      decide(voucherId, 'approve'),
      decide(voucherId, 'approve'),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().data).toMatchObject({ status: 'approved', locked: true });
    expect(await paymentStatusOf(applicationId)).toBe('paid');
    const paid = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.applicationId, applicationId), eq(payments.status, 'paid')));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({
      provider: 6,
      providerRef: `NABIL:${number}`,
      amountPaisa: 150_000,
    });
    const events = await t.database.db
      .select()
      .from(applicationEvents)
      .where(
        and(eq(applicationEvents.applicationId, applicationId), eq(applicationEvents.kind, 'paid')),
      );
    expect(events).toHaveLength(1);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'voucher'), eq(auditLog.entityId, String(voucherId))));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'voucher.approve',
      'voucher.submit',
    ]);
    // Scrutiny sees the voucher in the candidate preview, and may open its image (SC).
    const scrutinyRows = await t.app.inject({
      method: 'GET',
      url: `/api/internal/scrutiny/applications?search=${candidate.masterId}`,
      headers: bearer(scrutiny),
    });
    const previewed = scrutinyRows.json().data.items[0];
    expect(previewed.voucher).toMatchObject({ voucherNumber: number, status: 'approved' });
    const image = await t.app.inject({
      method: 'GET',
      url: `/api/internal/files/${previewed.voucher.fileId}`,
      headers: bearer(scrutiny),
    });
    expect(image.statusCode).toBe(200);
    // An approved voucher stays locked: staff cannot unlock it.
    const [approvedApplication] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId));
    const unlock = await t.app.inject({
      method: 'POST',
      url: '/api/internal/voucher-locks',
      headers: bearer(payments_),
      payload: {
        userId: candidate.userId,
        advertisementId: approvedApplication!.advertisementId,
        locked: false,
      },
    });
    expect(unlock.statusCode).toBe(409);
    // Decided is decided: rejecting it now is a conflict, and the candidate cannot replace it.
    expect((await decide(voucherId, 'reject', 'late thought')).statusCode).toBe(409);
    const replace = await uploadVoucher(candidate.token, applicationId, voucherOf(uniqueNumber()));
    expect(replace.json().code).toBe('ALREADY_PAID');
  });

  it('rejects only with a reason; the candidate may then upload the same number again', async () => {
    const { candidate, applicationId } = await appliedCandidate();
    const number = uniqueNumber();
    const voucherId = (
      await uploadVoucher(candidate.token, applicationId, voucherOf(number))
    ).json().data.id as number;
    const noReason = await decide(voucherId, 'reject');
    expect(noReason.statusCode).toBe(400);
    const rejected = await decide(voucherId, 'reject', 'The photo is unreadable.');
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      remarks: 'The photo is unreadable.',
    });
    expect(await paymentStatusOf(applicationId)).toBe('unpaid');
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/applications/${applicationId}/voucher`,
      headers: bearer(candidate.token),
    });
    expect(shown.json().data).toMatchObject({
      status: 'rejected',
      remarks: 'The photo is unreadable.',
    });
    const again = await uploadVoucher(candidate.token, applicationId, voucherOf(number));
    expect(again.statusCode).toBe(201);
  });

  it('lists internal competition’s vouchers apart, as the government experience tab shows them', async () => {
    const admin = await signIn(t.app, 'admin', 'Admin@2082');
    const staff = {
      pa: internal(t.app, await aSignedInStaffMemberWith(t.app, admin, ['PA'])),
      rng: internal(t.app, await aSignedInStaffMemberWith(t.app, admin, ['RNG'])),
    };
    // A commission adds the internal competition quota in master data (decision 65).
    const [quota] = await t.database.db
      .insert(quotas)
      .values({ code: 'INTERNAL', nameEn: 'Internal competition', nameNe: 'आन्तरिक प्रतियोगिता' })
      .returning();
    const [open] = await t.database.db
      .select()
      .from(advertisements)
      .where(eq(advertisements.code, 'ADV-2082-001'));
    const centres = await t.database.db.select({ id: examCentres.id }).from(examCentres);
    await aLiveAdvertisement(staff, {
      code: `INT-${process.pid}`,
      advertisementNumber: `33001/082-83-${process.pid}`,
      postId: open!.postId,
      quotaId: quota!.id,
      vacancyCount: 4,
      examCentreIds: centres.map((centre) => centre.id),
    });
    // Internal competition is for candidates in government service.
    const servant = await aCompleteCandidate(t);
    await t.database.db
      .update(candidateExtraDetails)
      .set({ employmentStatus: 'government_service' })
      .where(eq(candidateExtraDetails.candidateUserId, servant.userId));
    const internalApplication = await applyToAdvertisement(t, servant.token, `INT-${process.pid}`);
    const internalNumber = uniqueNumber();
    await uploadVoucher(servant.token, internalApplication, voucherOf(internalNumber));
    const other = await appliedCandidate();
    const openNumber = uniqueNumber();
    await uploadVoucher(other.candidate.token, other.applicationId, voucherOf(openNumber));

    const listed = async (query: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/internal/payment-vouchers?${query}&pageSize=100`,
          headers: bearer(payments_),
        })
      )
        .json()
        .data.items.map((item: { voucherNumber: string }) => item.voucherNumber);
    const internalOnly = await listed('status=submitted&competition=internal');
    expect(internalOnly).toEqual([internalNumber]);
    const any = await listed('status=submitted');
    expect(any).toEqual(expect.arrayContaining([internalNumber, openNumber]));
    const [voucher] = await t.database.db
      .select()
      .from(paymentVouchers)
      .where(eq(paymentVouchers.applicationId, internalApplication));
    await decide(voucher!.id, 'reject', 'The slip is of another bank.');
    expect(await listed('status=rejected&competition=internal')).toEqual([internalNumber]);
    expect(await listed('status=submitted&competition=internal')).toEqual([]);
  });

  it('is for UP only: a candidate and the scrutiny officer are refused', async () => {
    const { candidate } = await appliedCandidate();
    for (const token of [candidate.token, scrutiny]) {
      const refused = await t.app.inject({
        method: 'GET',
        url: '/api/internal/payment-vouchers',
        headers: bearer(token),
      });
      expect(refused.statusCode).toBe(403);
    }
  });
});

describe('the voucher lock (LUV)', () => {
  function lock(userId: number, advertisementId: number, locked: boolean) {
    return t.app.inject({
      method: 'POST',
      url: '/api/internal/voucher-locks',
      headers: bearer(payments_),
      payload: { userId, advertisementId, locked },
    });
  }

  it("says 'User not found' for nobody, and 'User has not paid for this advertisement previously' without a voucher", async () => {
    const nobody = await t.app.inject({
      method: 'POST',
      url: '/api/internal/voucher-locks/search',
      headers: bearer(payments_),
      payload: { search: 'no-such-person@example.org' },
    });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toEqual({ en: 'User not found', ne: 'प्रयोगकर्ता भेटिएन' });
    const { candidate, applicationId } = await appliedCandidate();
    const found = await t.app.inject({
      method: 'POST',
      url: '/api/internal/voucher-locks/search',
      headers: bearer(payments_),
      payload: { search: String(candidate.masterId) },
    });
    expect(found.json().data).toMatchObject({ userId: candidate.userId });
    const [row] = found.json().data.applications;
    expect(row).toMatchObject({ applicationId, voucherId: null });
    const refused = await lock(candidate.userId, row.advertisementId, true);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message.en).toBe('User has not paid for this advertisement previously');
  });

  it('a locked voucher cannot be replaced until it is unlocked', async () => {
    const { candidate, applicationId } = await appliedCandidate('ADV-2082-004');
    await uploadVoucher(candidate.token, applicationId, voucherOf(uniqueNumber()));
    const [application] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId));
    expect((await lock(candidate.userId, application!.advertisementId, true)).statusCode).toBe(200);
    const locked = await uploadVoucher(candidate.token, applicationId, voucherOf(uniqueNumber()));
    expect(locked.statusCode).toBe(423);
    expect(locked.json().code).toBe('VOUCHER_LOCKED');
    expect((await lock(candidate.userId, application!.advertisementId, false)).statusCode).toBe(
      200,
    );
    const replaced = await uploadVoucher(candidate.token, applicationId, voucherOf('REPLACED1'));
    expect(replaced.statusCode).toBe(201);
    expect(replaced.json().data.voucherNumber).toBe('REPLACED1');
  });
});
