import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GENDER_REPORT_BREAKDOWNS,
  REPORT_BREAKDOWNS,
  ZAdvertisementReportQuery,
  ZAdvertisementReportRow,
  ZCountedAt,
  ZScrutinyReport,
  ZScrutinyReportQuery,
  type ReportBreakdown,
  type TScrutinyReportQuery,
} from '@niyukti/shared';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../../app-context';
import { guarded } from '../../../platform/auth/guarded-route';
import { envelopeOf, ok, pageOf } from '../../../platform/errors/envelope';
import { streamSheet, XLSX_TYPE } from '../../../platform/spreadsheets/stream-xlsx';
import {
  writeAdvertisementReportHeading,
  writeAdvertisementReportRow,
  writeBreakdown,
} from './reports-xlsx';
import { createScrutinyReportsService } from './reports.service';

const tags = ['scrutiny reports'];
/** The spreadsheet's language: Nepali unless asked otherwise. */
const ZLang = z.enum(['ne', 'en'], { error: 'validation.invalid' }).default('ne');
const ZAnyBreakdown = z.object({
  breakdown: z.enum(REPORT_BREAKDOWNS, { error: 'validation.invalid' }),
});
const ZGenderBreakdown = z.object({
  breakdown: z.enum(GENDER_REPORT_BREAKDOWNS, { error: 'validation.invalid' }),
});

/**
 * /api/internal/scrutiny/reports/{breakdown} (SR), /scrutiny/gender-reports/{breakdown} (RBG):
 * forms by a trait and by gender, with an .xlsx twin each; /scrutiny/advertisement-report (AR).
 * Counts only, no candidate's name (decision 156).
 */
export function scrutinyReportRoutes(context: AppContext): FastifyPluginAsyncZod {
  const reports = createScrutinyReportsService(context.db);
  return async (app) => {
    const sendBreakdown = async (
      reply: FastifyReply,
      breakdown: ReportBreakdown,
      query: TScrutinyReportQuery & { lang: 'ne' | 'en' },
    ) => {
      // Counted before the reply starts, so a failing query is an error answer, not a cut file.
      const report = await reports.breakdown(breakdown, query);
      return streamSheet(reply, `scrutiny-${breakdown}.xlsx`, breakdown, async (sheet) =>
        writeBreakdown(sheet, report, query.lang),
      );
    };

    const families = [
      { prefix: '/scrutiny/reports', code: 'SR', ZParams: ZAnyBreakdown },
      { prefix: '/scrutiny/gender-reports', code: 'RBG', ZParams: ZGenderBreakdown },
    ] as const;
    for (const { prefix, code, ZParams } of families) {
      const who = code;
      app.get(
        `${prefix}/:breakdown`,
        {
          ...guarded(code, 'read'),
          schema: {
            tags,
            summary: `Forms by a trait of the candidate or the advertisement, by gender (${who})`,
            params: ZParams,
            querystring: ZScrutinyReportQuery,
            response: { 200: envelopeOf(ZScrutinyReport) },
          },
        },
        async (request) => ok(await reports.breakdown(request.params.breakdown, request.query)),
      );
      app.post(
        `${prefix}/count-again`,
        {
          // Counting changes no record, only how fresh the counts are: a reader's action.
          ...guarded(code, 'read'),
          schema: {
            tags,
            summary: `Counts the breakdowns' summaries again now, answering when they were counted (${who})`,
            response: { 200: envelopeOf(ZCountedAt) },
          },
        },
        async () => ok(await reports.countAgain()),
      );
      app.get(
        `${prefix}/:breakdown.xlsx`,
        {
          ...guarded(code, 'read'),
          schema: {
            tags,
            summary: `A breakdown as a spreadsheet (${who})`,
            params: ZParams,
            querystring: ZScrutinyReportQuery.extend({ lang: ZLang }),
            produces: [XLSX_TYPE],
          },
        },
        (request, reply) => sendBreakdown(reply, request.params.breakdown, request.query),
      );
    }

    app.get(
      '/scrutiny/advertisement-report',
      {
        ...guarded('AR', 'read'),
        schema: {
          tags,
          summary:
            "Advertisements with their vacancies, applicants, payments and forms' scrutiny (AR)",
          querystring: ZAdvertisementReportQuery,
          response: { 200: envelopeOf(pageOf(ZAdvertisementReportRow)) },
        },
      },
      async (request) => ok(await reports.advertisementReport(request.query)),
    );
    app.get(
      '/scrutiny/advertisement-report.xlsx',
      {
        ...guarded('AR', 'read'),
        schema: {
          tags,
          summary: 'The whole advertisement report as a spreadsheet, streamed (AR)',
          querystring: ZAdvertisementReportQuery.omit({ page: true, pageSize: true }).extend({
            lang: ZLang,
          }),
          produces: [XLSX_TYPE],
        },
      },
      (request, reply) => {
        const { lang, ...filters } = request.query;
        return streamSheet(reply, 'advertisement-report.xlsx', 'advertisements', async (sheet) => {
          writeAdvertisementReportHeading(sheet, lang);
          for await (const rows of reports.wholeAdvertisementReport(filters)) {
            for (const row of rows) writeAdvertisementReportRow(sheet, row, lang);
            await sheet.drained();
          }
        });
      },
    );
  };
}
