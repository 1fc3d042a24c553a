// The two states an application is in: scrutiny's outcome and its fee's payment. Their own module
// because the application's schema (application.ts) and the status message it carries
// (status-message.ts) both build on them, and the schema uses the status message: kept in either
// file, the two would import each other.

/** Scrutiny outcomes; the candidate sees 'hold' as "hold on" (spec §4). */
export const SCRUTINY_STATUSES = ['pending', 'approved', 'hold', 'rejected'] as const;
export type ScrutinyStatus = (typeof SCRUTINY_STATUSES)[number];

export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
