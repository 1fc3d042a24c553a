import { z } from 'zod';

/**
 * `GET /api/internal/dashboard` (any staff, read; issue 21): the figures the back office opens
 * on, each of which its screen links to the list behind it. Counts and staff names only.
 */
export const ZStaffDashboard = z.object({
  /** The fiscal year the season's figures are of (today's, `2082-83`). */
  fiscalYear: z.string(),
  /** Applications made today (Nepal's day), to any advertisement. */
  applicationsToday: z.number().int(),
  /** Applications to the fiscal year's advertisements. */
  applicationsThisSeason: z.number().int(),
  /** The season's forms (paid applications) by where they stand. */
  forms: z.object({
    pending: z.number().int(),
    onHold: z.number().int(),
    decided: z.number().int(),
    /** Forms no officer has been given yet. */
    unallocated: z.number().int(),
  }),
  /** Each officer's forms of the season, most pending first. */
  officers: z.array(
    z.object({
      userId: z.number().int(),
      name: z.string(),
      pending: z.number().int(),
      onHold: z.number().int(),
      decided: z.number().int(),
    }),
  ),
  /** What waits for staff to verify: bank vouchers submitted, online payments not confirmed. */
  paymentsAwaitingVerification: z.object({
    vouchers: z.number().int(),
    online: z.number().int(),
  }),
  /** Live advertisements whose last day to apply (single or double fee) is within seven days. */
  closingThisWeek: z.array(
    z.object({
      advertisementId: z.number().int(),
      code: z.string(),
      advertisementNumber: z.string(),
      postEn: z.string(),
      postNe: z.string(),
      /** The next of its deadlines still ahead (A.D.). */
      closesOn: z.string(),
      /** Whether that is the single-fee deadline (the double fee still follows). */
      singleFee: z.boolean(),
      applications: z.number().int(),
    }),
  ),
  /** When the figures were counted (ISO). */
  countedAt: z.string(),
});
export type TStaffDashboard = z.output<typeof ZStaffDashboard>;
