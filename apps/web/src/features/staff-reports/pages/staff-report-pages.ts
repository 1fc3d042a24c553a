// The staff reports in one chunk: they share their filters, columns and download button, and
// one lazy import instead of eight keeps the admin layout's route table a little smaller.
export { AdvertisementNumberReportPage } from './advertisement-number-report-page';
export { ApplicationReportPage } from './application-report-page';
export { ApplicationStatusPage } from './application-status-page';
export { ApplicationsReportPage } from './applications-report-page';
export { CandidateSearchPage } from './candidate-search-page';
export { ClassReportPage } from './class-report-page';
export { ReapplicationReportPage } from './reapplication-report-page';
export { RegisteredCandidatesPage } from './registered-candidates-page';
