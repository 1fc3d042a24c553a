import {
  HOLD_REASONS,
  PAYMENT_PROVIDERS,
  SCRUTINY_DECISIONS,
  type HoldReason,
  type PaymentProviderName,
  type ScrutinyDecision,
  type TApplicationTimelineEvent,
} from '@niyukti/shared';
import type { TimelineEventRow } from './application-timeline.repository';

// An event's detail is free-form JSON written by each service; read only the fields a candidate
// may see, and only when they have the expected type.

const textOf = (detail: Record<string, unknown>, key: string): string | null => {
  const value = detail[key];
  return typeof value === 'string' ? value : null;
};

const integerOf = (detail: Record<string, unknown>, key: string): number | null => {
  const value = detail[key];
  return Number.isInteger(value) ? (value as number) : null;
};

const isDecision = (value: string | null): value is ScrutinyDecision =>
  (SCRUTINY_DECISIONS as readonly (string | null)[]).includes(value);

const holdReasonOf = (detail: Record<string, unknown>): HoldReason | null => {
  const value = textOf(detail, 'holdReason');
  return (HOLD_REASONS as readonly (string | null)[]).includes(value)
    ? (value as HoldReason)
    : null;
};

const isProvider = (value: string | null): value is PaymentProviderName =>
  value !== null && Object.hasOwn(PAYMENT_PROVIDERS, value);

export function toTimelineEvent(row: TimelineEventRow): TApplicationTimelineEvent | null {
  const { detail } = row;
  const at = row.at.toISOString();
  switch (row.kind) {
    case 'applied':
      return { kind: 'applied', at, feePaisa: integerOf(detail, 'feePaisa') };
    case 'double-fee':
      return {
        kind: 'double-fee',
        at,
        fromPaisa: integerOf(detail, 'fromPaisa'),
        toPaisa: integerOf(detail, 'toPaisa'),
      };
    case 'paid': {
      const provider = textOf(detail, 'provider');
      return {
        kind: 'paid',
        at,
        provider: isProvider(provider) ? provider : null,
        paymentReference: row.paymentReference,
        providerReference: textOf(detail, 'providerRef'),
        amountPaisa: row.paymentAmountPaisa,
      };
    }
    case 'scrutiny': {
      // The scrutiny service records the change as { from, to, remarks } with a hold's reason
      // and day; the hold-expiry job marks its rejection `holdExpired`.
      const decision = textOf(detail, 'to');
      return {
        kind: 'scrutiny',
        at,
        decision: isDecision(decision) ? decision : null,
        remarks: textOf(detail, 'remarks'),
        holdReason: holdReasonOf(detail),
        holdUntil: textOf(detail, 'holdUntil'),
        holdExpired: detail.holdExpired === true,
      };
    }
    case 'hold-fixed':
      return { kind: 'hold-fixed', at, holdReason: holdReasonOf(detail) };
    case 'roll-number':
      return { kind: 'roll-number', at, rollNumber: textOf(detail, 'rollNumber') };
    default:
      return null;
  }
}

export function toTimeline(rows: TimelineEventRow[]): TApplicationTimelineEvent[] {
  return rows.flatMap((row) => toTimelineEvent(row) ?? []);
}
