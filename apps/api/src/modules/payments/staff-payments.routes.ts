import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  ONLINE_PAYMENT_PROVIDERS,
  ONLINE_PAYMENT_SLUGS,
  PAYMENT_ATTEMPT_STATUSES,
  PAYMENT_PROVIDERS,
  ZId,
  ZPageQuery,
  ZPaymentReportRow,
  ZStaffPayment,
  ZVacancyReport,
  ZVacancyReportQuery,
  paymentProviderName,
  type PrivilegeCode,
  type TStaffPayment,
} from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/guards';
import { guarded } from '../../platform/auth/guarded-route';
import { AppError } from '../../platform/errors/app-error';
import { envelopeOf, ok, pageOf } from '../../platform/errors/envelope';
import { toReportRow, toVacancyReport } from './payment-report.mapper';
import { paymentReport, reportQuotas, vacancyReport } from './payment-report.repository';
import { createPaymentService } from './payments.service';
import * as repo from './staff-payments.repository';

// The staff payment tools (back-office.md §2 Payments): the Update payment screen's lists and
// look-ups (UP), the provider tabs cips, esewa and khalti (PU), the check of a payment by its
// ebp code (CPM). Every change (a re-check that settles, a renamed ebp code) is audited.

function toStaffPayment(row: repo.StaffPaymentRow): TStaffPayment {
  return {
    id: row.id,
    ebpCode: row.ebpCode,
    orderId: row.orderId,
    provider: paymentProviderName(row.provider) ?? null,
    amountPaisa: row.amountPaisa,
    status: row.status,
    providerRef: row.providerRef,
    providerStatus: row.providerStatus,
    refundReason: row.refundReason,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    checkCount: row.checkCount,
    applicationId: row.applicationId,
    applicationPaymentStatus: row.applicationPaymentStatus,
    feePaisa: row.feePaisa,
    masterId: row.masterId,
    candidateName: [row.firstName, row.middleName, row.lastName].filter(Boolean).join(' '),
    advertisementCode: row.advertisementCode,
    advertisementNumber: row.advertisementNumber,
    postEn: row.postEn,
    postNe: row.postNe,
  };
}

const ZProviderFilter = z.enum([...ONLINE_PAYMENT_SLUGS, 'voucher']);

const ZPaymentQuery = ZPageQuery.extend({
  status: z.enum(PAYMENT_ATTEMPT_STATUSES).optional(),
  provider: ZProviderFilter.optional(),
});

const providerNumber = (slug: z.infer<typeof ZProviderFilter> | undefined) =>
  slug === undefined
    ? undefined
    : slug === 'voucher'
      ? PAYMENT_PROVIDERS.BANK_VOUCHER
      : PAYMENT_PROVIDERS[ONLINE_PAYMENT_PROVIDERS[slug]];

const ZPaymentParams = z.object({ id: ZId });

export function staffPaymentRoutes(context: AppContext): FastifyPluginAsyncZod {
  const payments = createPaymentService({
    db: context.db,
    providers: context.payments.providers,
    publicUrl: context.config.publicUrl,
    confirmationGraceMinutes: context.config.PAYMENT_CONFIRMATION_GRACE_MINUTES,
  });
  const tags = ['payments'];

  async function paymentById(id: number) {
    const row = await repo.findStaffPayment(context.db, repo.byId(id));
    if (!row) throw new AppError('NOT_FOUND');
    return toStaffPayment(row);
  }

  return async (app) => {
    // The same list and re-check for the Update payment screen (UP) and its provider tabs (PU).
    const screens: { prefix: string; code: PrivilegeCode }[] = [
      { prefix: '/payments', code: 'UP' },
      { prefix: '/provider-payments', code: 'PU' },
    ];
    for (const { prefix, code } of screens) {
      app.get(
        prefix,
        {
          ...guarded(code, 'read'),
          schema: {
            tags,
            summary: `Payment attempts, newest first, by status and provider (${code})`,
            querystring: ZPaymentQuery,
            response: { 200: envelopeOf(pageOf(ZStaffPayment)) },
          },
        },
        async (request) => {
          const { status, provider, search, page, pageSize } = request.query;
          const { items, total } = await repo.listStaffPayments(context.db, {
            status,
            provider: providerNumber(provider),
            search,
            page,
            pageSize,
          });
          return ok({ items: items.map(toStaffPayment), total, page, pageSize });
        },
      );
      app.post(
        `${prefix}/:id/recheck`,
        {
          ...guarded(code, 'update'),
          schema: {
            tags,
            summary: `Ask the provider about one attempt and settle it as it answers (${code})`,
            errors: ['CONFLICT', 'PAYMENT_PROVIDER_UNAVAILABLE'],
            params: ZPaymentParams,
            response: { 200: envelopeOf(ZStaffPayment) },
          },
        },
        async (request) => {
          await payments.recheckAttempt(request.params.id, currentUser(request).userId);
          const payment = await paymentById(request.params.id);
          const message =
            payment.status === 'paid'
              ? MESSAGES['payment.completed']
              : payment.status === 'refund_due'
                ? MESSAGES['payment.refundDue']
                : payment.status === 'pending' || payment.status === 'initiated'
                  ? MESSAGES['payment.pending']
                  : MESSAGES['payment.notPaid'];
          return ok(payment, message);
        },
      );
    }

    app.post(
      '/payments/:id/ebp-code',
      {
        ...guarded('UP', 'update'),
        schema: {
          tags,
          summary: 'Give an attempt a new ebp code (rename ebp code, UP)',
          params: ZPaymentParams,
          response: { 200: envelopeOf(ZStaffPayment) },
        },
      },
      async (request) => {
        await payments.renameEbpCode(request.params.id, currentUser(request).userId);
        return ok(await paymentById(request.params.id), MESSAGES['payment.ebpRenamed']);
      },
    );

    app.get(
      '/payment-reports/advertisements',
      {
        ...guarded('UP', 'read'),
        schema: {
          tags,
          summary:
            'Payment report: per advertisement, applications, payments made and collected (UP)',
          querystring: z.object({ search: z.string().trim().max(100).optional() }),
          response: { 200: envelopeOf(z.array(ZPaymentReportRow)) },
        },
      },
      async (request) =>
        ok((await paymentReport(context.db, request.query.search || undefined)).map(toReportRow)),
    );

    app.get(
      '/payment-reports/vacancies',
      {
        ...guarded('UP', 'read'),
        schema: {
          tags,
          summary:
            'Vacancy payment reports: vacancy detail, promotion or local level, per post (UP)',
          querystring: ZVacancyReportQuery,
          response: { 200: envelopeOf(ZVacancyReport) },
        },
      },
      async (request) => {
        const { kind, search } = request.query;
        const rows = await vacancyReport(context.db, kind, search || undefined);
        const codes = new Set(rows.flatMap((row) => Object.keys(row.vacancies_by_quota)));
        return ok(toVacancyReport(rows, await reportQuotas(context.db, [...codes])));
      },
    );

    app.get(
      '/ebp-codes/:ebpCode/payment',
      {
        ...guarded('CPM', 'read'),
        schema: {
          tags,
          summary: 'Check a payment by its ebp code (CPM)',
          params: z.object({ ebpCode: z.string().trim().min(1).max(20) }),
          response: { 200: envelopeOf(ZStaffPayment) },
        },
      },
      async (request) => {
        const row = await repo.findStaffPayment(context.db, repo.byEbpCode(request.params.ebpCode));
        if (!row) throw new AppError('NOT_FOUND');
        return ok(toStaffPayment(row));
      },
    );
  };
}
