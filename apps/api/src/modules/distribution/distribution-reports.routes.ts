import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZDistributionReportQuery,
  ZQuotaCountReport,
  ZVacancyDistributionReport,
} from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { anyStaff } from '../../platform/auth/guarded-route';
import { envelopeOf, ok } from '../../platform/errors/envelope';
import { quotaCountWorkbook, vacancyDistributionWorkbook } from './distribution-reports-xlsx';
import { createDistributionReportsService } from './distribution-reports.service';

const tags = ['distribution'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The spreadsheet's language: Nepali unless asked otherwise. */
const ZSheetQuery = ZDistributionReportQuery.extend({
  lang: z.enum(['ne', 'en'], { error: 'validation.invalid' }).default('ne'),
});

/**
 * /api/internal/reports (any staff, read; decision 152): the vacancy distribution report and the
 * vacancy count by quota, of a fiscal year, as JSON and as spreadsheets. Counts only.
 */
export function distributionReportRoutes(context: AppContext): FastifyPluginAsyncZod {
  const reports = createDistributionReportsService(context.db);
  return async (app) => {
    const sendSheet = (reply: FastifyReply, name: string, fiscalYear: string, bytes: Buffer) =>
      reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="${name}-${fiscalYear}.xlsx"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);

    app.get(
      '/reports/vacancy-distribution',
      {
        ...anyStaff('read'),
        schema: {
          tags,
          summary:
            'The vacancy distribution row of each distribution approved in a fiscal year (any staff)',
          querystring: ZDistributionReportQuery,
          response: { 200: envelopeOf(ZVacancyDistributionReport) },
        },
      },
      async (request) => ok(await reports.vacancyDistribution(request.query.fiscalYear)),
    );
    app.get(
      '/reports/vacancy-distribution.xlsx',
      {
        ...anyStaff('read'),
        schema: {
          tags,
          summary: 'The vacancy distribution report as a spreadsheet (any staff)',
          querystring: ZSheetQuery,
          produces: [XLSX],
        },
      },
      async (request, reply) => {
        const { fiscalYear, lang } = request.query;
        const report = await reports.vacancyDistribution(fiscalYear);
        return sendSheet(
          reply,
          'vacancy-distribution',
          fiscalYear,
          await vacancyDistributionWorkbook(report, lang),
        );
      },
    );
    app.get(
      '/reports/vacancy-count-by-quota',
      {
        ...anyStaff('read'),
        schema: {
          tags,
          summary:
            'Per quota: a fiscal year’s advertisements, vacancies, applications and payments (any staff)',
          querystring: ZDistributionReportQuery,
          response: { 200: envelopeOf(ZQuotaCountReport) },
        },
      },
      async (request) => ok(await reports.countByQuota(request.query.fiscalYear)),
    );
    app.get(
      '/reports/vacancy-count-by-quota.xlsx',
      {
        ...anyStaff('read'),
        schema: {
          tags,
          summary: 'The vacancy count by quota as a spreadsheet (any staff)',
          querystring: ZSheetQuery,
          produces: [XLSX],
        },
      },
      async (request, reply) => {
        const { fiscalYear, lang } = request.query;
        const report = await reports.countByQuota(fiscalYear);
        return sendSheet(
          reply,
          'vacancy-count-by-quota',
          fiscalYear,
          await quotaCountWorkbook(report, lang),
        );
      },
    );
  };
}
