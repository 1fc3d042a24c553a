/** The staff reports' pages (back-office.md §2), for their links to one another. */
export const STAFF_REPORT_PATHS = {
  registeredCandidates: '/admin/total-register-user',
  byClass: '/admin/reportByClass',
  byAdvertisementNumber: '/admin/reportByAdvtNumber',
  reapplications: '/admin/re-application-report',
  applications: '/admin/all-application-report',
  application: (applicationId: number) => `/admin/application-report/${applicationId}`,
  searchApplicant: '/admin/user-search',
  applicationStatus: (masterId?: number) =>
    masterId === undefined
      ? '/admin/application-status'
      : `/admin/application-status?masterId=${masterId}`,
};
