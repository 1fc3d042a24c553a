// The two reports in one chunk: they share their table and fiscal-year field, and one lazy import
// instead of two keeps the route table every first visit downloads a little smaller.
export { QuotaCountReportPage } from './quota-count-report-page';
export { VacancyDistributionReportPage } from './vacancy-distribution-report-page';
