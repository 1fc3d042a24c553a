// The bank voucher (candidate-portal §5 "Voucher and apply"): the candidate deposits the fee at a
// bank and uploads the slip (JPG or PNG under 500 KB) with its number, the bank and how it was
// paid; commission staff verify it. The same voucher of the same bank never pays twice.
import { z } from 'zod';
import type { PermissionAction } from '../access/permissions';
import { toLatinDigits } from '../digits/devanagari';
import type { LocalizedText } from '../i18n/messages';
import { ZId } from '../validation/fields';

export const VOUCHER_PAYMENT_METHODS = ['cash', 'cheque', 'transfer'] as const;
export type VoucherPaymentMethod = (typeof VOUCHER_PAYMENT_METHODS)[number];

export const VOUCHER_PAYMENT_METHOD_NAMES: Readonly<Record<VoucherPaymentMethod, LocalizedText>> = {
  cash: { en: 'Cash deposit', ne: 'नगद जम्मा' },
  cheque: { en: 'Cheque', ne: 'चेक' },
  transfer: { en: 'Bank transfer', ne: 'बैंक ट्रान्सफर' },
};

export const VOUCHER_STATUSES = ['submitted', 'approved', 'rejected'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

/** The voucher image: JPG or PNG (by its bytes), under 500 KB. */
export const VOUCHER_MAX_BYTES = 500 * 1024;

/**
 * A voucher number as the bank printed it, written one way: Devanagari digits as Latin, spaces
 * and dashes dropped, letters upper-case. "०१२-३४५ ab" and "012345AB" are the same voucher.
 */
export function normalizeVoucherNumber(text: string): string {
  return toLatinDigits(text)
    .replace(/[\s\-/]+/g, '')
    .toUpperCase();
}

export const ZVoucherNumber = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .transform(normalizeVoucherNumber)
  .pipe(
    z
      .string()
      .min(1, 'validation.required')
      .max(30, 'validation.voucherNumber')
      .regex(/^[A-Z0-9]+$/, 'validation.voucherNumber'),
  );

/** The fields sent with the voucher image (the `data` part of the multipart body). */
export const ZVoucherFields = z.object({
  voucherNumber: ZVoucherNumber,
  bankId: ZId,
  paymentMethod: z.enum(VOUCHER_PAYMENT_METHODS, { error: 'validation.required' }),
});
export type TVoucherFields = z.input<typeof ZVoucherFields>;

export const ZVoucher = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  voucherNumber: z.string(),
  bankId: z.number().int(),
  bankCode: z.string(),
  bankEn: z.string(),
  bankNe: z.string(),
  paymentMethod: z.enum(VOUCHER_PAYMENT_METHODS),
  amountPaisa: z.number().int(),
  status: z.enum(VOUCHER_STATUSES),
  /** Locked vouchers cannot be replaced by the candidate (LUV; an approved one always is). */
  locked: z.boolean(),
  remarks: z.string().nullable(),
  uploadedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TVoucher = z.infer<typeof ZVoucher>;

/** A voucher in the staff queue: the voucher with whose it is and what for. */
export const ZStaffVoucher = ZVoucher.extend({
  masterId: z.number().int(),
  candidateName: z.string(),
  advertisementCode: z.string(),
  advertisementNumber: z.string(),
  postEn: z.string(),
  postNe: z.string(),
  feePaisa: z.number().int(),
  applicationPaymentStatus: z.string(),
});
export type TStaffVoucher = z.infer<typeof ZStaffVoucher>;

/** Verifying a voucher approves the payment; the action (on UP) of each decision. */
export const VOUCHER_DECISION_ACTIONS = {
  approve: 'approve',
  reject: 'reject',
} as const satisfies Record<string, PermissionAction>;

export const ZVoucherDecision = z.object({
  decision: z.enum(['approve', 'reject']),
  remarks: z.string().trim().max(500, 'validation.maxLength500').optional(),
});
