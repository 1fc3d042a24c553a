import {
  PAYMENT_PROVIDERS,
  type PaymentAttemptStatus,
  type PaymentProviderName,
  type VoucherStatus,
} from '@niyukti/shared';
import type { ProviderFilter } from '../api/payments';

/** The providers whose attempts can be asked about again (a bank voucher is verified instead). */
const ASKABLE: readonly PaymentProviderName[] = ['CONNECTIPS', 'ESEWA', 'KHALTI', 'FONEPAY'];

export const canAskProvider = (provider: PaymentProviderName | null): boolean =>
  provider !== null && ASKABLE.includes(provider);

/** The provider enum name each list filter slug stands for (its label). */
export const PROVIDER_OF_FILTER: Readonly<Record<ProviderFilter, PaymentProviderName>> = {
  connectips: 'CONNECTIPS',
  esewa: 'ESEWA',
  khalti: 'KHALTI',
  fonepay: 'FONEPAY',
  voucher: 'BANK_VOUCHER',
};

export const ATTEMPT_STATUS_COLOR: Readonly<Record<PaymentAttemptStatus, string>> = {
  initiated: 'gray',
  pending: 'yellow',
  paid: 'teal',
  failed: 'red',
  refund_due: 'grape',
};

export const VOUCHER_STATUS_COLOR: Readonly<Record<VoucherStatus, string>> = {
  submitted: 'yellow',
  approved: 'teal',
  rejected: 'red',
};

/** i18n keys (payment-admin) of values the server sends as codes; unknown codes show as sent. */
export const providerKey = (provider: string | null) => `providers.${provider ?? 'unknown'}`;
export const refundReasonKey = (reason: string | null) => `refundReason.${reason ?? 'unknown'}`;
export const applicationPaymentKey = (status: string) => `applicationPayment.${status}`;

/** A provider's place in the enum's order; names the enum does not know go last. */
const providerRank = (name: string): number =>
  Object.hasOwn(PAYMENT_PROVIDERS, name)
    ? PAYMENT_PROVIDERS[name as PaymentProviderName]
    : Infinity;

/** Sorts provider names in the enum's order, unknown names after them alphabetically. */
export const byProviderOrder = (a: string, b: string): number =>
  providerRank(a) - providerRank(b) || a.localeCompare(b);

/**
 * The amounts of a by-provider record (provider name → paisa), in the enum's order (connectIPS,
 * eSewa, Khalti, Fonepay, bank voucher), unknown names after them alphabetically; zero left out.
 */
export function providerAmounts(byProvider: Readonly<Record<string, number>>): [string, number][] {
  return Object.entries(byProvider)
    .filter(([, paisa]) => paisa !== 0)
    .sort(([a], [b]) => byProviderOrder(a, b));
}
