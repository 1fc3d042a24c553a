import type {
  TAdvertisementCountsQuery,
  TApplicationsReportQuery,
  TCandidateSearchQuery,
  TRegisteredCandidatesQuery,
} from '@niyukti/shared';

export const STAFF_REPORTS_PATH = '/api/internal/reports';
export const REGISTERED_CANDIDATES_PATH = `${STAFF_REPORTS_PATH}/registered-candidates`;
export const CLASS_REPORT_PATH = `${STAFF_REPORTS_PATH}/by-class`;
export const ADVERTISEMENT_NUMBER_REPORT_PATH = `${STAFF_REPORTS_PATH}/by-advertisement-number`;
export const REAPPLICATION_REPORT_PATH = `${STAFF_REPORTS_PATH}/re-applications`;
export const APPLICATIONS_REPORT_PATH = `${STAFF_REPORTS_PATH}/applications`;
export const applicationReportPath = (applicationId: number) =>
  `${APPLICATIONS_REPORT_PATH}/${applicationId}`;
export const CANDIDATE_SEARCH_PATH = `${STAFF_REPORTS_PATH}/candidates`;
export const APPLICATION_STATUS_PATH = `${STAFF_REPORTS_PATH}/application-status`;

/** The lists that have a spreadsheet twin (`<path>.xlsx`). */
export type SheetPath =
  | typeof REGISTERED_CANDIDATES_PATH
  | typeof CLASS_REPORT_PATH
  | typeof ADVERTISEMENT_NUMBER_REPORT_PATH
  | typeof REAPPLICATION_REPORT_PATH
  | typeof APPLICATIONS_REPORT_PATH
  | typeof CANDIDATE_SEARCH_PATH;

/** The two advertisements' reports, which take the same query and page alike. */
export type AdvertisementCountsPath =
  typeof ADVERTISEMENT_NUMBER_REPORT_PATH | typeof REAPPLICATION_REPORT_PATH;

export const staffReportKeys = {
  all: ['staff-reports'] as const,
  registered: (query: TRegisteredCandidatesQuery) =>
    [...staffReportKeys.all, 'registered', query] as const,
  byClass: (fiscalYear: string) => [...staffReportKeys.all, 'by-class', fiscalYear] as const,
  advertisements: (path: AdvertisementCountsPath, query: TAdvertisementCountsQuery) =>
    [...staffReportKeys.all, path, query] as const,
  applications: (query: TApplicationsReportQuery) =>
    [...staffReportKeys.all, 'applications', query] as const,
  application: (applicationId: number) =>
    [...staffReportKeys.all, 'application', applicationId] as const,
  candidates: (query: TCandidateSearchQuery) =>
    [...staffReportKeys.all, 'candidates', query] as const,
  status: (masterId: number) => [...staffReportKeys.all, 'status', masterId] as const,
};
