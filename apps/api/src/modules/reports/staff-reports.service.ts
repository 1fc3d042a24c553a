import type {
  TAdvertisementCountsQuery,
  TAdvertisementNumberRow,
  TApplicationReport,
  TApplicationStatusReport,
  TApplicationsReportQuery,
  TApplicationsReportRow,
  TCandidateSearchRow,
  TClassReport,
  TReapplicationRow,
  TRegisteredCandidates,
  TRegisteredCandidatesQuery,
} from '@niyukti/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors/app-error';
import { createApplicationTimelineService } from '../applications';
import * as repo from './staff-reports.repository';
import { summaryCounter } from '../../db/report-summaries';
import type { Poller } from '../../platform/jobs/poller';
import type { Traffic } from '../../platform/http/traffic';
import type { FastifyBaseLogger } from 'fastify';

/** Rows a spreadsheet reads at a time: one batch is all the server holds of it. */
export const SHEET_BATCH = 1000;

const NO_APPLICATIONS = {
  applications: 0,
  paid: 0,
  pending: 0,
  hold: 0,
  approved: 0,
  rejected: 0,
};

type ApplicationRow = Awaited<ReturnType<typeof repo.applicationsBatch>>[number];
type CandidateRow = Awaited<ReturnType<typeof repo.candidatesBatch>>[number];

const toApplicationsRow = (row: ApplicationRow): TApplicationsReportRow => ({
  ...row,
  appliedAt: row.appliedAt.toISOString(),
});
const toCandidateRow = (row: CandidateRow): TCandidateSearchRow => ({
  ...row,
  registeredAt: row.registeredAt.toISOString(),
});

/** Totals of rows of counts, each field summed. */
function summed<Row extends Record<string, number>>(rows: Row[], zero: Row): Row {
  const total: Record<string, number> = { ...zero };
  for (const row of rows) {
    for (const key of Object.keys(zero)) total[key] = (total[key] ?? 0) + (row[key] ?? 0);
  }
  return total as Row;
}

export function createStaffReportsService(db: Database) {
  const timelines = createApplicationTimelineService(db);
  const registrations = summaryCounter(db, repo.REGISTRATION_SUMMARY);

  /** A page of advertisements, each with the counts `countsOf` reads for the page at once. */
  async function advertisementLines<Counts extends { advertisementId: number }, Line>(
    query: TAdvertisementCountsQuery,
    countsOf: (ids: number[]) => Promise<Counts[]>,
    line: (advertisement: repo.AdvertisementLine, counts: Counts | undefined) => Line,
  ) {
    const { rows, total } = await repo.advertisementsPage(db, query);
    const counts = await countsOf(rows.map((row) => row.advertisementId));
    const byId = new Map(counts.map((row) => [row.advertisementId, row]));
    return {
      items: rows.map((row) => line(row, byId.get(row.advertisementId))),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** The applications' filters, with the advertisements they name resolved to ids. */
  const filterOf = async (
    filters: Omit<TApplicationsReportQuery, 'page' | 'pageSize'>,
  ): Promise<repo.ApplicationsFilter> => ({
    ...filters,
    advertisementIds: await repo.advertisementIdsOf(db, filters),
  });

  const service = {
    /** The registration days as counted (decision 161), counted first if they never were. */
    async registeredCandidates(query: TRegisteredCandidatesQuery): Promise<TRegisteredCandidates> {
      const countedAt = await registrations.countedAt();
      const [days, totals] = await Promise.all([
        repo.registrationDays(db, query, query),
        repo.registeredTotals(db, query),
      ]);
      const { applied, ...registered } = totals;
      return {
        registered,
        applied,
        days: { items: days.rows, total: days.total, page: query.page, pageSize: query.pageSize },
        countedAt: countedAt.toISOString(),
      };
    },

    /** Counts the registration days again for a reader who wants them as they are now. */
    async countRegistrationsAgain() {
      return { countedAt: (await registrations.countForReader()).toISOString() };
    },

    async byClass(fiscalYear?: string): Promise<TClassReport> {
      const [advertised, applied] = await Promise.all([
        repo.advertisementsByClass(db, fiscalYear),
        repo.applicationsByClass(db, fiscalYear),
      ]);
      const appliedByClass = new Map(applied.map((row) => [row.classId, row]));
      const rows = advertised.map((row) => {
        const { classId: _classId, ...counts } = appliedByClass.get(row.classId) ?? {
          classId: row.classId,
          ...NO_APPLICATIONS,
        };
        return { ...row, ...counts };
      });
      const zero = { advertisements: 0, vacancies: 0, ...NO_APPLICATIONS };
      const total = summed(
        rows.map(({ classId: _id, classEn: _en, classNe: _ne, ...counts }) => counts),
        zero,
      );
      return { rows, total };
    },

    byAdvertisementNumber(query: TAdvertisementCountsQuery) {
      return advertisementLines(
        query,
        (ids) => repo.countsByAdvertisement(db, ids),
        (advertisement, counts): TAdvertisementNumberRow => {
          const { advertisementId: _id, ...figures } = counts ?? {
            advertisementId: 0,
            ...NO_APPLICATIONS,
            male: 0,
            female: 0,
            other: 0,
          };
          return { ...advertisement, ...figures };
        },
      );
    },

    reapplications(query: TAdvertisementCountsQuery) {
      return advertisementLines(
        query,
        (ids) => repo.reapplicationsOf(db, ids),
        (advertisement, counts): TReapplicationRow => ({
          ...advertisement,
          applications: counts?.applications ?? 0,
          reapplications: counts?.reapplications ?? 0,
          reapplicationsPaid: counts?.reapplicationsPaid ?? 0,
        }),
      );
    },

    async applications(query: TApplicationsReportQuery) {
      const { page, pageSize, ...filters } = query;
      const { rows, total } = await repo.applicationsPage(db, await filterOf(filters), {
        page,
        pageSize,
      });
      return {
        items: rows.map(toApplicationsRow),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** Every application the filters name, newest first, a batch at a time (by keyset). */
    async *allApplications(query: Omit<TApplicationsReportQuery, 'page' | 'pageSize'>) {
      let beforeId: number | null = null;
      const filter = await filterOf(query);
      for (;;) {
        const rows = await repo.applicationsBatch(db, filter, beforeId, SHEET_BATCH);
        if (rows.length > 0) yield rows.map(toApplicationsRow);
        if (rows.length < SHEET_BATCH) return;
        beforeId = rows.at(-1)!.applicationId;
      }
    },

    async application(applicationId: number): Promise<TApplicationReport> {
      const row = await repo.findApplicationReport(db, applicationId);
      if (!row) throw new AppError('NOT_FOUND');
      return {
        ...toApplicationsRow(row),
        email: row.email,
        dobAd: row.dobAd,
        citizenshipNumber: row.citizenshipNumber,
        examCentreEn: row.examCentreEn,
        examCentreNe: row.examCentreNe,
        scrutinyRemarks: row.scrutinyRemarks,
        paymentReference: row.paymentReference,
        timeline: await timelines.timelineForStaff(applicationId),
      };
    },

    async candidates(query: { search?: string; page: number; pageSize: number }) {
      const { rows, total } = await repo.candidatesPage(db, query.search, query);
      return { items: rows.map(toCandidateRow), total, page: query.page, pageSize: query.pageSize };
    },

    async *allCandidates(search: string | undefined) {
      let afterMasterId = 0;
      for (;;) {
        const rows = await repo.candidatesBatch(db, search, afterMasterId, SHEET_BATCH);
        if (rows.length > 0) yield rows.map(toCandidateRow);
        if (rows.length < SHEET_BATCH) return;
        afterMasterId = rows.at(-1)!.masterId;
      }
    },

    async applicationStatus(masterId: number): Promise<TApplicationStatusReport> {
      const candidate = await repo.findCandidateByMasterId(db, masterId);
      if (!candidate) throw new AppError('NOT_FOUND');
      const applications = await repo.applicationsOfCandidate(db, candidate.userId);
      return {
        candidate: toCandidateRow(candidate),
        applications: applications.map(toApplicationsRow),
      };
    },
  };
  return service;
}

export type StaffReportsService = ReturnType<typeof createStaffReportsService>;

/**
 * The job counting the registration days again when they are five minutes old, or an hour old
 * while the portal is busy (report-summaries.ts).
 */
export function startRegistrationCounting(
  db: Database,
  traffic: Traffic,
  log: FastifyBaseLogger,
): Poller {
  return summaryCounter(db, repo.REGISTRATION_SUMMARY).startJob(traffic, log);
}
