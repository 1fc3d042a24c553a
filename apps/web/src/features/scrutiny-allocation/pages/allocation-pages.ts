// The scrutiny allocation pages in one chunk: they share the summary, the officers' table and
// the officer picker, and one lazy import keeps the route table every first visit downloads small.
export { AllocationReportPage } from './allocation-report-page';
export { IndividualAllocationReportPage } from './individual-allocation-report-page';
export { ScrutinyAllocationListPage } from './scrutiny-allocation-list-page';
export { ScrutinyAllocationPage } from './scrutiny-allocation-page';
export { ScrutinyReallocationPage } from './scrutiny-reallocation-page';
