// A payment attempt as commission staff see it in the payment tools (back-office.md §2
// Payments, §3 Payment): whose, for what, through which provider, and where it stands.
import { z } from 'zod';
import { PAYMENT_PROVIDERS, type PaymentProviderName } from './provider';

export const PAYMENT_ATTEMPT_STATUSES = [
  'initiated',
  'pending',
  'paid',
  'failed',
  'refund_due',
] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

const PROVIDER_NAMES = Object.keys(PAYMENT_PROVIDERS) as [
  PaymentProviderName,
  ...PaymentProviderName[],
];

export const ZStaffPayment = z.object({
  id: z.number().int(),
  ebpCode: z.string(),
  orderId: z.string(),
  provider: z.enum(PROVIDER_NAMES).nullable(),
  amountPaisa: z.number().int(),
  status: z.enum(PAYMENT_ATTEMPT_STATUSES),
  providerRef: z.string().nullable(),
  providerStatus: z.string().nullable(),
  refundReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  checkedAt: z.string().nullable(),
  checkCount: z.number().int(),
  applicationId: z.number().int(),
  applicationPaymentStatus: z.string(),
  feePaisa: z.number().int(),
  masterId: z.number().int(),
  candidateName: z.string(),
  advertisementCode: z.string(),
  advertisementNumber: z.string(),
  postEn: z.string(),
  postNe: z.string(),
});
export type TStaffPayment = z.infer<typeof ZStaffPayment>;
