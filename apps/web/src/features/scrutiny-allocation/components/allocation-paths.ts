/** The back-office paths of scrutiny allocation (back-office.md §2, SA). */
export const ALLOCATION_PATHS = {
  list: '/admin/scrutiny-allocation',
  allocation: (advertisementId: number) => `/admin/scrutiny-allocation/${advertisementId}`,
  reallocation: (advertisementId: number) => `/admin/scrutiny-reallocation/${advertisementId}`,
  report: '/admin/allocation/report',
  individualReport: (userId: number) => `/admin/allocation/report-individual/${userId}`,
} as const;
