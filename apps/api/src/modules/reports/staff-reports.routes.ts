import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdvertisementCountsQuery,
  ZAdvertisementNumberRow,
  ZApplicationReport,
  ZApplicationStatusQuery,
  ZApplicationStatusReport,
  ZApplicationsReportQuery,
  ZApplicationsReportRow,
  ZCandidateSearchQuery,
  ZCandidateSearchRow,
  ZClassReport,
  ZCountedAt,
  ZFiscalYearReportQuery,
  ZId,
  ZReapplicationRow,
  ZRegisteredCandidates,
  ZRegisteredCandidatesQuery,
  ZSheetLanguage,
  type Lang,
  type TAdvertisementCountsQuery,
} from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { anyStaff, guarded } from '../../platform/auth/guarded-route';
import { envelopeOf, ok, pageOf } from '../../platform/errors/envelope';
import { streamSheet, XLSX_TYPE } from '../../platform/spreadsheets/stream-xlsx';
import {
  ADVERTISEMENT_NUMBER_COLUMNS,
  APPLICATION_COLUMNS,
  CANDIDATE_COLUMNS,
  CLASS_COLUMNS,
  REAPPLICATION_COLUMNS,
  REGISTRATION_DAY_COLUMNS,
  writeHeading,
  writeRows,
  type Column,
} from './staff-reports-xlsx';
import { createStaffReportsService, SHEET_BATCH } from './staff-reports.service';

const tags = ['staff reports'];
const NO_PAGING = { page: true, pageSize: true } as const;

/**
 * /api/internal/reports/… (decision 157): the counts every staff user reads (registered
 * candidates, by class, by advertisement number, re-applications) and the lists of candidates'
 * personal data SR reads (applications, one application, user search, application status).
 * Each list has an .xlsx twin of its whole result, streamed a batch at a time.
 */
export function staffReportRoutes(context: AppContext): FastifyPluginAsyncZod {
  const reports = createStaffReportsService(context.db);
  return async (app) => {
    /** Streams the batches `batches` yields under the columns' heading. */
    const sheetOf = <Row>(
      reply: Parameters<typeof streamSheet>[0],
      name: string,
      lang: Lang,
      columns: Column<Row>[],
      batches: AsyncIterable<Row[]>,
    ) =>
      streamSheet(reply, `${name}.xlsx`, name, async (sheet) => {
        writeHeading(sheet, columns, lang);
        for await (const rows of batches) {
          writeRows(sheet, columns, rows, lang);
          await sheet.drained();
        }
      });

    /** Every page of an advertisements' report, SHEET_BATCH lines at a time. */
    async function* everyPage<Line>(
      query: Omit<TAdvertisementCountsQuery, 'page' | 'pageSize'>,
      read: (query: TAdvertisementCountsQuery) => Promise<{ items: Line[]; total: number }>,
    ) {
      for (let page = 1; ; page++) {
        const { items, total } = await read({ ...query, page, pageSize: SHEET_BATCH });
        yield items;
        if (page * SHEET_BATCH >= total) return;
      }
    }

    app.get(
      '/reports/registered-candidates',
      {
        ...anyStaff('read'),
        schema: {
          tags,
          summary: 'Candidates registered, by day and gender, and how many applied (any staff)',
          querystring: ZRegisteredCandidatesQuery,
          response: { 200: envelopeOf(ZRegisteredCandidates) },
        },
      },
      async (request) => ok(await reports.registeredCandidates(request.query)),
    );
    app.post(
      '/reports/registered-candidates/count-again',
      {
        // Counting changes no record, only how fresh the counts are: a reader's action.
        ...anyStaff('read'),
        schema: {
          tags,
          summary: 'Counts the registration days again now, answering when (any staff)',
          response: { 200: envelopeOf(ZCountedAt) },
        },
      },
      async () => ok(await reports.countRegistrationsAgain()),
    );
    app.get(
      '/reports/registered-candidates.xlsx',
      {
        ...anyStaff('read'),
        schema: {
          tags,
          summary: 'Candidates registered by day, as a spreadsheet (any staff)',
          querystring: ZRegisteredCandidatesQuery.omit(NO_PAGING).extend(ZSheetLanguage.shape),
          produces: [XLSX_TYPE],
        },
      },
      (request, reply) => {
        const { lang, ...range } = request.query;
        async function* days() {
          for (let page = 1; ; page++) {
            const { days } = await reports.registeredCandidates({
              ...range,
              page,
              pageSize: SHEET_BATCH,
            });
            yield days.items;
            if (page * SHEET_BATCH >= days.total) return;
          }
        }
        return sheetOf(reply, 'registered-candidates', lang, REGISTRATION_DAY_COLUMNS, days());
      },
    );

    app.get(
      '/reports/by-class',
      {
        ...anyStaff('read'),
        schema: {
          tags,
          summary: "Each class's advertisements, vacancies, applications and forms (any staff)",
          querystring: ZFiscalYearReportQuery,
          response: { 200: envelopeOf(ZClassReport) },
        },
      },
      async (request) => ok(await reports.byClass(request.query.fiscalYear)),
    );
    app.get(
      '/reports/by-class.xlsx',
      {
        ...anyStaff('read'),
        schema: {
          tags,
          summary: 'The report by class as a spreadsheet, with its total (any staff)',
          querystring: ZFiscalYearReportQuery.extend(ZSheetLanguage.shape),
          produces: [XLSX_TYPE],
        },
      },
      async (request, reply) => {
        const { lang, fiscalYear } = request.query;
        const report = await reports.byClass(fiscalYear);
        const total = { ...report.total, classEn: 'Total', classNe: 'जम्मा' };
        async function* rows() {
          yield [...report.rows, total];
        }
        return sheetOf(reply, 'report-by-class', lang, CLASS_COLUMNS, rows());
      },
    );

    for (const [path, read, columns, ZRow, summary] of [
      [
        '/reports/by-advertisement-number',
        reports.byAdvertisementNumber,
        ADVERTISEMENT_NUMBER_COLUMNS,
        ZAdvertisementNumberRow,
        "Each advertisement's applications by status and by gender",
      ],
      [
        '/reports/re-applications',
        reports.reapplications,
        REAPPLICATION_COLUMNS,
        ZReapplicationRow,
        "Each advertisement's applications and re-applications",
      ],
    ] as const) {
      app.get(
        path,
        {
          ...anyStaff('read'),
          schema: {
            tags,
            summary: `${summary} (any staff)`,
            querystring: ZAdvertisementCountsQuery,
            response: { 200: envelopeOf(pageOf(ZRow)) },
          },
        },
        async (request) => ok(await read(request.query)),
      );
      app.get(
        `${path}.xlsx`,
        {
          ...anyStaff('read'),
          schema: {
            tags,
            summary: `${summary}, as a spreadsheet (any staff)`,
            querystring: ZAdvertisementCountsQuery.omit(NO_PAGING).extend(ZSheetLanguage.shape),
            produces: [XLSX_TYPE],
          },
        },
        (request, reply) => {
          const { lang, ...query } = request.query;
          const name = path.slice('/reports/'.length);
          return sheetOf(
            reply,
            name,
            lang,
            columns as Column<unknown>[],
            everyPage(query, read as never),
          );
        },
      );
    }

    app.get(
      '/reports/applications',
      {
        ...guarded('SR', 'read'),
        schema: {
          tags,
          summary: 'Applications with their candidates, filtered, newest first (SR)',
          querystring: ZApplicationsReportQuery,
          response: { 200: envelopeOf(pageOf(ZApplicationsReportRow)) },
        },
      },
      async (request) => ok(await reports.applications(request.query)),
    );
    app.get(
      '/reports/applications.xlsx',
      {
        ...guarded('SR', 'read'),
        schema: {
          tags,
          summary: 'Every application the filters name, as a spreadsheet streamed (SR)',
          querystring: ZApplicationsReportQuery.omit(NO_PAGING).extend(ZSheetLanguage.shape),
          produces: [XLSX_TYPE],
        },
      },
      (request, reply) => {
        const { lang, ...query } = request.query;
        return sheetOf(
          reply,
          'applications',
          lang,
          APPLICATION_COLUMNS,
          reports.allApplications(query),
        );
      },
    );
    app.get(
      '/reports/applications/:id',
      {
        ...guarded('SR', 'read'),
        schema: {
          errors: ['NOT_FOUND'],
          tags,
          summary: 'One application, its candidate and its timeline (SR)',
          params: z.object({ id: ZId }),
          response: { 200: envelopeOf(ZApplicationReport) },
        },
      },
      async (request) => ok(await reports.application(request.params.id)),
    );

    app.get(
      '/reports/candidates',
      {
        ...guarded('SR', 'read'),
        schema: {
          tags,
          summary:
            'Candidates by master id, name, mobile, e-mail or citizenship number (SR; user search)',
          querystring: ZCandidateSearchQuery,
          response: { 200: envelopeOf(pageOf(ZCandidateSearchRow)) },
        },
      },
      async (request) => ok(await reports.candidates(request.query)),
    );
    app.get(
      '/reports/candidates.xlsx',
      {
        ...guarded('SR', 'read'),
        schema: {
          tags,
          summary: 'Every candidate the search matches, as a spreadsheet streamed (SR)',
          querystring: ZCandidateSearchQuery.omit(NO_PAGING).extend(ZSheetLanguage.shape),
          produces: [XLSX_TYPE],
        },
      },
      (request, reply) => {
        const { lang, search } = request.query;
        return sheetOf(reply, 'candidates', lang, CANDIDATE_COLUMNS, reports.allCandidates(search));
      },
    );
    app.get(
      '/reports/application-status',
      {
        ...guarded('SR', 'read'),
        schema: {
          errors: ['NOT_FOUND'],
          tags,
          summary: "A candidate's applications by master id, and where each stands (SR)",
          querystring: ZApplicationStatusQuery,
          response: { 200: envelopeOf(ZApplicationStatusReport) },
        },
      },
      async (request) => ok(await reports.applicationStatus(request.query.masterId)),
    );
  };
}
