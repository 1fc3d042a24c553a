// A candidate's application to one advertisement, and the scrutiny staff make of it.
import { z } from 'zod';
import type { PermissionAction } from '../access/permissions';
import { ZPageQuery } from '../api/envelope';
import { ZId, ZIsoDate, requiredString } from '../validation/fields';
import { addDaysIso } from '../dates/bs-date';
import { todayIso } from '../dates/nepal-time';
import { HOLD_REASONS, MAX_HOLD_DAYS } from '../scrutiny/hold-reasons';
import { PAYMENT_STATUSES, SCRUTINY_STATUSES } from './application-statuses';
import { ZPaymentWindow } from './payment-window';
import { APPLICATION_STATUS_MESSAGES } from './status-message';

/** An id a form may leave empty ('' or missing): null. */
const ZOptionalId = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  ZId.nullable(),
);

/**
 * Faculty and subject are required when the post offers subjects (spec §5 "Apply"), and must
 * then name one of its pairs; a post without subjects takes neither. The server checks both.
 */
export const ZSubmitApplication = z.object({
  advertisementId: ZId,
  examCentreId: ZId,
  facultyId: ZOptionalId,
  subjectId: ZOptionalId,
});
export type TSubmitApplication = z.output<typeof ZSubmitApplication>;

/** The apply form of a post that offers subjects: both are required there. */
export const ZSubmitApplicationWithSubject = ZSubmitApplication.extend({
  facultyId: ZId,
  subjectId: ZId,
});

export const ZApplication = z.object({
  id: z.number().int(),
  advertisementId: z.number().int(),
  advertisementCode: z.string(),
  advertisementNumber: z.string(),
  postEn: z.string(),
  postNe: z.string(),
  examCentreEn: z.string(),
  examCentreNe: z.string(),
  /** The faculty and subject chosen, for a post that offers subjects; null otherwise. */
  facultyEn: z.string().nullable(),
  facultyNe: z.string().nullable(),
  subjectEn: z.string().nullable(),
  subjectNe: z.string().nullable(),
  feePaisa: z.number().int(),
  scrutinyStatus: z.enum(SCRUTINY_STATUSES),
  scrutinyRemarks: z.string().nullable(),
  /** What a hold names as wrong, and the last day (A.D.) to fix it; kept when it expired. */
  holdReason: z.enum(HOLD_REASONS).nullable(),
  holdUntil: z.string().nullable(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** The payment reference (ebp code) of the fee once paid: the candidate's proof of payment. */
  paymentReference: z.string().nullable(),
  rollNumber: z.string().nullable(),
  /** ISO date-time with offset, e.g. 2025-04-14T10:15:00.000Z */
  appliedAt: z.string(),
  admitCardAvailable: z.boolean(),
  /** The fee is the double fee (applied after the single-fee deadline, or converted). */
  doubleFee: z.boolean(),
  /** Whether the fee can be paid today, or first converted to the double fee (paymentWindowOf). */
  paymentWindow: ZPaymentWindow,
  /** The last A.D. day to pay the fee the application carries now, e.g. 2025-08-20. */
  lastPaymentDate: z.string(),
  /** The last A.D. day to convert to the double fee while that is ahead; else null. */
  convertBy: z.string().nullable(),
  /** What the candidate is told of the application as a whole (applicationStatusMessage). */
  statusMessage: z.enum(APPLICATION_STATUS_MESSAGES),
});
export type TApplication = z.output<typeof ZApplication>;

/** A decision staff take; 'pending' is where every application starts, not a decision. */
export const SCRUTINY_DECISIONS = ['approved', 'hold', 'rejected'] as const;
export type ScrutinyDecision = (typeof SCRUTINY_DECISIONS)[number];

/** The action (on SC) each decision takes: a hold changes the application, it decides nothing. */
export const SCRUTINY_DECISION_ACTIONS = {
  approved: 'approve',
  hold: 'update',
  rejected: 'reject',
} as const satisfies Record<ScrutinyDecision, PermissionAction>;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * A decision with its remark; a hold also names what is wrong (a reason of HOLD_REASONS) and the
 * last day to fix it (A.D.), after today and at most MAX_HOLD_DAYS away.
 */
export const ZScrutinyDecision = z
  .object({
    decision: z.enum(SCRUTINY_DECISIONS, {
      error: (issue) =>
        issue.input == null || issue.input === ''
          ? 'validation.required'
          : 'validation.scrutinyDecision',
    }),
    // Remarks are required for every decision, so the candidate always learns why.
    remarks: requiredString({ trim: true }).max(500, 'validation.maxLength500'),
    holdReason: z.preprocess(
      emptyToUndefined,
      z.enum(HOLD_REASONS, { error: 'validation.invalid' }).optional(),
    ),
    holdUntil: z.preprocess(emptyToUndefined, ZIsoDate.optional()),
  })
  .superRefine((value, context) => {
    if (value.decision !== 'hold') return;
    if (!value.holdReason)
      context.addIssue({ code: 'custom', path: ['holdReason'], message: 'validation.required' });
    if (!value.holdUntil)
      context.addIssue({ code: 'custom', path: ['holdUntil'], message: 'validation.required' });
    else if (!isHoldDateAllowed(value.holdUntil))
      context.addIssue({ code: 'custom', path: ['holdUntil'], message: 'scrutiny.holdUntilRange' });
  });

/** A hold's last day to fix: after today (Nepal time) and at most MAX_HOLD_DAYS away. */
export function isHoldDateAllowed(holdUntil: string, today: string = todayIso()): boolean {
  return holdUntil > today && holdUntil <= addDaysIso(today, MAX_HOLD_DAYS);
}
export type TScrutinyDecision = z.output<typeof ZScrutinyDecision>;

/** The bank voucher scrutiny sees in the candidate preview (back-office §3). */
export const ZScrutinyVoucher = z.object({
  voucherNumber: z.string(),
  bankEn: z.string(),
  bankNe: z.string(),
  status: z.enum(['submitted', 'approved', 'rejected']),
  uploadedAt: z.string(),
  /** The image, readable by scrutiny staff at /api/internal/files/:id. */
  fileId: z.number().int(),
});

export const ZScrutinyRow = ZApplication.extend({
  masterId: z.number().int(),
  candidateName: z.string(),
  /** The post's class (back-office.md §3, candidate list). */
  classEn: z.string(),
  classNe: z.string(),
  /** The candidate's applications, all and those made today (Nepal's day). */
  totalApplied: z.number().int(),
  appliedToday: z.number().int(),
  /** The application's voucher, when it was paid (or is being paid) by one. */
  voucher: ZScrutinyVoucher.nullable(),
});
export type TScrutinyRow = z.output<typeof ZScrutinyRow>;

/** GET /api/internal/scrutiny/applications?status&advertisementId&page&pageSize&search */
export const ZScrutinyQuery = ZPageQuery.extend({
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(SCRUTINY_STATUSES, { error: 'validation.invalid' }).optional(),
  ),
  /** Only the forms of one advertisement. */
  advertisementId: z.preprocess((value) => (value === '' ? undefined : value), ZId.optional()),
});
export type TScrutinyQuery = z.output<typeof ZScrutinyQuery>;
