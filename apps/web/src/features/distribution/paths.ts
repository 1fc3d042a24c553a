import type { TRequisitionSummary } from '@niyukti/shared';

/** The back-office paths of percentage distribution (back-office.md §2 "Requisition and approval"). */
export const DISTRIBUTION_PATHS = {
  requests: '/admin/percentage-distribution',
  form: (requisitionId: number) => `/admin/percentage-distribution/${requisitionId}`,
} as const;

/** What the form page is handed by the list, so it shows the requisition at once. */
export interface DistributionFormState {
  requisition?: TRequisitionSummary;
}
