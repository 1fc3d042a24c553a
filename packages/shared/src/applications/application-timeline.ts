// Every status change of one of my applications, oldest first, with only what the candidate may
// see of it: never who among the staff acted, nor the table's own columns.
import { z } from 'zod';
import { PAYMENT_PROVIDERS, type PaymentProviderName } from '../payments/provider';
import { SCRUTINY_DECISIONS } from './application';
import { HOLD_REASONS } from '../scrutiny/hold-reasons';

/** The kinds written to application_events that the candidate's timeline shows. */
export const APPLICATION_EVENT_KINDS = [
  'applied',
  'double-fee',
  'paid',
  'scrutiny',
  'hold-fixed',
  'roll-number',
] as const;
export type ApplicationEventKind = (typeof APPLICATION_EVENT_KINDS)[number];

const PROVIDER_NAMES = Object.keys(PAYMENT_PROVIDERS) as [
  PaymentProviderName,
  ...PaymentProviderName[],
];

/** ISO date-time with offset, e.g. 2025-04-14T10:15:00.000Z */
const ZAt = z.string();

export const ZApplicationTimelineEvent = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('applied'),
    at: ZAt,
    /** The fee the application was made with (single or double). */
    feePaisa: z.number().int().nullable(),
  }),
  z.object({
    kind: z.literal('double-fee'),
    at: ZAt,
    /** The fee before and after the conversion to the double fee. */
    fromPaisa: z.number().int().nullable(),
    toPaisa: z.number().int().nullable(),
  }),
  z.object({
    kind: z.literal('paid'),
    at: ZAt,
    provider: z.enum(PROVIDER_NAMES).nullable(),
    /** Our payment reference (ebp code), the one quoted to the commission. */
    paymentReference: z.string().nullable(),
    /** The provider's own transaction reference, as on the candidate's receipt from it. */
    providerReference: z.string().nullable(),
    amountPaisa: z.number().int().nullable(),
  }),
  z.object({
    kind: z.literal('scrutiny'),
    at: ZAt,
    decision: z.enum(SCRUTINY_DECISIONS).nullable(),
    remarks: z.string().nullable(),
    /** A hold's reason and last day to fix; on a rejection, the hold that expired unfixed. */
    holdReason: z.enum(HOLD_REASONS).nullable(),
    holdUntil: z.string().nullable(),
    /** The rejection is the job's: the hold's day passed with nothing fixed. */
    holdExpired: z.boolean(),
  }),
  z.object({
    /** The candidate saved the part a hold named: the form went back to its officer. */
    kind: z.literal('hold-fixed'),
    at: ZAt,
    holdReason: z.enum(HOLD_REASONS).nullable(),
  }),
  z.object({
    kind: z.literal('roll-number'),
    at: ZAt,
    rollNumber: z.string().nullable(),
  }),
]);
export type TApplicationTimelineEvent = z.output<typeof ZApplicationTimelineEvent>;

export const ZApplicationTimeline = z.array(ZApplicationTimelineEvent);
export type TApplicationTimeline = z.output<typeof ZApplicationTimeline>;
