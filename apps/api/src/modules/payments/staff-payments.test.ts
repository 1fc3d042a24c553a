import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { aCompleteCandidate } from '../../test/complete-profile';
import { payInKhaltiSandbox } from '../../test/khalti-payer';
import { bearer, signIn } from '../../test/people';
import { startPayment, type StartedPayment } from '../../test/payments';
import { startTestApp, type TestApp } from '../../test/test-app';
import { applyToAdvertisement } from '../../test/vacancies';

// The staff payment tools: the payment officer (UP, PU, CPM) finds an attempt by its ebp code,
// asks the provider about it (a payer whose browser never came back is settled, in the
// officer's name), and renames an ebp code; nobody without the codes sees any of it.

let t: TestApp;
let officer: string;
let officerId: number;
let scrutiny: string;
let candidate: Awaited<ReturnType<typeof aCompleteCandidate>>;
let start: StartedPayment;

beforeAll(async () => {
  t = await startTestApp();
  officer = await signIn(t.app, 'payments', 'Payments@2082');
  officerId = (
    await t.app.inject({ method: 'GET', url: '/oauth/me', headers: bearer(officer) })
  ).json().data.id;
  scrutiny = await signIn(t.app, 'scrutiny', 'Scrutiny@2082');
  candidate = await aCompleteCandidate(t);
  const applicationId = await applyToAdvertisement(t, candidate.token, 'ADV-2082-001');
  start = await startPayment(t, candidate.token, applicationId, 'khalti');
});
afterAll(async () => t?.close());

const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (token: string, url: string) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token) });

describe('finding a payment', () => {
  it('lists attempts by provider, status and search for UP and PU alike', async () => {
    for (const path of ['/api/internal/payments', '/api/internal/provider-payments']) {
      const found = await get(
        officer,
        `${path}?provider=khalti&status=initiated&search=${start.ebpCode}`,
      );
      expect(found.statusCode).toBe(200);
      expect(found.json().data.items).toHaveLength(1);
      expect(found.json().data.items[0]).toMatchObject({
        ebpCode: start.ebpCode,
        provider: 'KHALTI',
        status: 'initiated',
        masterId: candidate.masterId,
        advertisementCode: 'ADV-2082-001',
      });
      const otherProvider = await get(officer, `${path}?provider=esewa&search=${start.ebpCode}`);
      expect(otherProvider.json().data.items).toHaveLength(0);
    }
  });

  it('checks one by its ebp code (CPM), whatever its case', async () => {
    const found = await get(
      officer,
      `/api/internal/ebp-codes/${start.ebpCode.toLowerCase()}/payment`,
    );
    expect(found.json().data).toMatchObject({ ebpCode: start.ebpCode, amountPaisa: 150_000 });
    expect((await get(officer, '/api/internal/ebp-codes/EBPNOSUCH/payment')).statusCode).toBe(404);
  });

  it('refuses candidates and staff without the codes', async () => {
    for (const token of [candidate.token, scrutiny]) {
      for (const url of [
        '/api/internal/payments',
        '/api/internal/provider-payments',
        `/api/internal/ebp-codes/${start.ebpCode}/payment`,
      ])
        expect((await get(token, url)).statusCode).toBe(403);
    }
  });
});

describe('changing a payment', () => {
  it("settles a payment the provider has when the officer asks, in the officer's name", async () => {
    const [listed] = (await get(officer, `/api/internal/payments?search=${start.ebpCode}`)).json()
      .data.items;
    const unpaid = await post(officer, `/api/internal/payments/${listed.id}/recheck`);
    expect(unpaid.json().data.status).toBe('initiated');
    await payInKhaltiSandbox(t.app, start); // the payer's browser never comes back
    const settled = await post(officer, `/api/internal/provider-payments/${listed.id}/recheck`);
    expect(settled.statusCode).toBe(200);
    expect(settled.json().data).toMatchObject({ status: 'paid', applicationPaymentStatus: 'paid' });
    expect(settled.json().message.en).toBe('Payment received and verified.');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payment'), eq(auditLog.entityId, String(listed.id))));
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'payment.paid', actorUserId: officerId }),
    );
  });

  it('renames an ebp code: the new one finds the payment, the old one does not', async () => {
    const [listed] = (await get(officer, `/api/internal/payments?search=${start.ebpCode}`)).json()
      .data.items;
    const renamed = await post(officer, `/api/internal/payments/${listed.id}/ebp-code`);
    const newCode = renamed.json().data.ebpCode as string;
    expect(newCode).not.toBe(start.ebpCode);
    expect((await get(officer, `/api/internal/ebp-codes/${newCode}/payment`)).statusCode).toBe(200);
    expect(
      (await get(officer, `/api/internal/ebp-codes/${start.ebpCode}/payment`)).statusCode,
    ).toBe(404);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'payment.rename-ebp'), eq(auditLog.entityId, String(listed.id))),
      );
    expect(entry).toMatchObject({
      before: { ebpCode: start.ebpCode },
      after: { ebpCode: newCode },
      actorUserId: officerId,
    });
  });
});

describe('the payment report', () => {
  it('counts applications and sums what each provider collected, per advertisement', async () => {
    const report = await get(
      officer,
      '/api/internal/payment-reports/advertisements?search=ADV-2082-001',
    );
    expect(report.statusCode).toBe(200);
    const [row] = report.json().data;
    // Earlier in this file the candidate's Khalti payment of ADV-2082-001 was settled.
    expect(row).toMatchObject({
      advertisementCode: 'ADV-2082-001',
      applications: 1,
      paid: 1,
      unpaid: 0,
      collectedPaisa: 150_000,
      collectedByProvider: { KHALTI: 150_000 },
      refundDue: 0,
    });
    const all = await get(officer, '/api/internal/payment-reports/advertisements');
    expect(all.json().data.length).toBeGreaterThanOrEqual(5);
    expect((await get(scrutiny, '/api/internal/payment-reports/advertisements')).statusCode).toBe(
      403,
    );
  });
});
