// The payment provider enum exactly as the spec gives it (candidate-portal §3).
export const PAYMENT_PROVIDERS = { CONNECTIPS: 1, ADBL: 2, ESEWA: 3, KHALTI: 4 } as const;

export type PaymentProviderName = keyof typeof PAYMENT_PROVIDERS;
export type PaymentProviderId = (typeof PAYMENT_PROVIDERS)[PaymentProviderName];
