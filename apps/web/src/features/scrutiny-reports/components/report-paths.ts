import type { GenderReportBreakdown } from '@niyukti/shared';

/** The back-office paths of the scrutiny reports (back-office.md §2: SR, RBG, AR). */
export const REPORT_PATHS = {
  scrutinyReport: '/admin/scrutiny/report',
  byGender: '/admin/scrutiny/report-by-gender-basic-configuration',
  genderReport: (breakdown: GenderReportBreakdown) =>
    `/admin/scrutiny/report-by-gender-basic-configuration/${breakdown}`,
  advertisementReport: '/admin/scrutiny/advertisementReport',
} as const;
