// The scrutiny reports' pages in one chunk: they share the filters, the table and the download.
// The breakdowns' chart, recharts and the charts' styles are a chunk of their own that only a
// report with figures fetches (components/chart-slot.tsx); neither is in the main bundle.
export { AdvertisementReportPage } from './advertisement-report-page';
export { GenderReportIndexPage } from './gender-report-index-page';
export { GenderReportPage } from './gender-report-page';
export { ScrutinyReportPage } from './scrutiny-report-page';
