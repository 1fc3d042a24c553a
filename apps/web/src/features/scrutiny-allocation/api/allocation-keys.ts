export const ALLOCATIONS_PATH = '/api/internal/scrutiny/allocations';
export const allocationPath = (advertisementId: number) => `${ALLOCATIONS_PATH}/${advertisementId}`;
export const reallocationPath = (advertisementId: number) =>
  `${allocationPath(advertisementId)}/reallocation`;
export const finalisationPath = (advertisementId: number) =>
  `${allocationPath(advertisementId)}/finalisation`;
export const REPORT_PATH = '/api/internal/scrutiny/allocation-report';
export const individualReportPath = (userId: number) => `${REPORT_PATH}/${userId}`;

/** What the allocation list is asked for: the table's page and search, and the fiscal year. */
export interface AllocationListQuery {
  page: number;
  pageSize: number;
  search: string;
  fiscalYear?: string;
}

export const allocationKeys = {
  all: ['scrutiny-allocation'] as const,
  list: (query: AllocationListQuery) => [...allocationKeys.all, 'list', query] as const,
  detail: (advertisementId: number) => [...allocationKeys.all, 'detail', advertisementId] as const,
  reports: () => [...allocationKeys.all, 'report'] as const,
  report: (fiscalYear: string) => [...allocationKeys.reports(), 'all', fiscalYear] as const,
  individual: (userId: number, fiscalYear: string) =>
    [...allocationKeys.reports(), userId, fiscalYear] as const,
};
