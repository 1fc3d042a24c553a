// The payment provider enum as the spec gives it (candidate-portal §3: CONNECTIPS=1, ADBL=2,
// ESEWA=3, KHALTI=4), with Fonepay, which the spec names among the providers but not in the
// enum, as 5, and the bank voucher staff verify as 6 (decision 80).
export const PAYMENT_PROVIDERS = {
  CONNECTIPS: 1,
  ADBL: 2,
  ESEWA: 3,
  KHALTI: 4,
  FONEPAY: 5,
  BANK_VOUCHER: 6,
} as const;

export type PaymentProviderName = keyof typeof PAYMENT_PROVIDERS;
export type PaymentProviderId = (typeof PAYMENT_PROVIDERS)[PaymentProviderName];

/** The providers a candidate pays online, by the slug in their URLs (/esewa/payment/success). */
export const ONLINE_PAYMENT_PROVIDERS = {
  esewa: 'ESEWA',
  khalti: 'KHALTI',
  connectips: 'CONNECTIPS',
  fonepay: 'FONEPAY',
} as const satisfies Record<string, PaymentProviderName>;

export type OnlinePaymentSlug = keyof typeof ONLINE_PAYMENT_PROVIDERS;
export type OnlinePaymentProvider = (typeof ONLINE_PAYMENT_PROVIDERS)[OnlinePaymentSlug];
export const ONLINE_PAYMENT_SLUGS = Object.keys(ONLINE_PAYMENT_PROVIDERS) as [
  OnlinePaymentSlug,
  ...OnlinePaymentSlug[],
];

/** The provider's name in its enum, from its number; undefined for a number not in it. */
export function paymentProviderName(id: number): PaymentProviderName | undefined {
  return (Object.keys(PAYMENT_PROVIDERS) as PaymentProviderName[]).find(
    (name) => PAYMENT_PROVIDERS[name] === id,
  );
}

/**
 * Where each provider sends the payer back (candidate-portal §2's callback routes). Khalti has
 * no failure route: its one return says how it ended; Fonepay's one route likewise (PS).
 */
export const PAYMENT_RETURN_PATHS: Readonly<
  Record<OnlinePaymentSlug, { success: string; failure: string }>
> = {
  esewa: { success: '/esewa/payment/success', failure: '/esewa/payment/failure' },
  khalti: { success: '/khalti/payment/success', failure: '/khalti/payment/success' },
  connectips: { success: '/cips/payment/success', failure: '/cips/payment/failure' },
  fonepay: { success: '/fone-pay/payment', failure: '/fone-pay/payment' },
};
