// The payment report (back-office.md §2 "Payment reports": report, vacancy detail): for each
// advertisement, how many applied, how many have paid and what was collected, by provider,
// with what is still pending and what must be refunded. Amounts are paisa.
import { z } from 'zod';

export const ZPaymentReportRow = z.object({
  advertisementId: z.number().int(),
  advertisementCode: z.string(),
  advertisementNumber: z.string(),
  postEn: z.string(),
  postNe: z.string(),
  quotaEn: z.string(),
  quotaNe: z.string(),
  vacancyCount: z.number().int(),
  applications: z.number().int(),
  /** Applications whose fee is paid ("payment made"). */
  paid: z.number().int(),
  pending: z.number().int(),
  unpaid: z.number().int(),
  /** Collected on paid attempts ("total paid"), in all and by provider name. */
  collectedPaisa: z.number().int(),
  collectedByProvider: z.record(z.string(), z.number().int()),
  refundDue: z.number().int(),
  refundDuePaisa: z.number().int(),
});
export type TPaymentReportRow = z.infer<typeof ZPaymentReportRow>;
