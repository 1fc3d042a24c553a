import { MESSAGES, type ErrorCode } from '@niyukti/shared';

/** HTTP status of every error code; the one place where codes meet HTTP. */
const HTTP_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  INVALID_TOKEN: 401,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_LOCKED: 423,
  ACCOUNT_BLOCKED: 403,
  RESET_TOKEN_INVALID: 400,
  PASSWORD_CHANGE_REQUIRED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  DUPLICATE_USERNAME: 409,
  DUPLICATE_EMAIL: 409,
  DUPLICATE_MOBILE: 409,
  DUPLICATE_CITIZENSHIP: 409,
  DUPLICATE_NATIONAL_ID: 409,
  ALREADY_APPLIED: 409,
  APPLICATION_WINDOW_CLOSED: 422,
  PROFILE_INCOMPLETE: 422,
  NOT_ELIGIBLE: 422,
  DOUBLE_FEE_UNAVAILABLE: 422,
  NOT_PAYABLE: 422,
  ALREADY_PAID: 409,
  PAYMENT_NOT_VERIFIED: 422,
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
  PAYMENT_PENDING: 409,
  DUPLICATE_VOUCHER: 409,
  VOUCHER_LOCKED: 423,
  VOUCHER_NOT_PAID: 404,
  VOUCHER_NOT_PAID_PREVIOUSLY: 422,
  USER_NOT_FOUND: 404,
  ADMIT_CARD_NOT_READY: 422,
  PROFILE_LOCKED: 423,
  MAINTENANCE: 503,
  DATABASE_UNAVAILABLE: 503,
  RATE_LIMITED: 429,
  BUSY: 503,
  INTERNAL: 500,
};

/** What a client refused BUSY is told to wait (seconds): "try again in a minute". */
export const BUSY_RETRY_AFTER_SECONDS = 60;

/** The HTTP status an error code is answered with. */
export const httpStatusOf = (code: ErrorCode): number => HTTP_STATUS[code];

export interface BilingualMessage {
  en: string;
  ne: string;
}

export class AppError extends Error {
  readonly httpStatus: number;

  constructor(
    readonly code: ErrorCode,
    readonly data: unknown = null,
    readonly bilingual: BilingualMessage = messageOf(code),
  ) {
    super(bilingual.en);
    this.name = 'AppError';
    this.httpStatus = HTTP_STATUS[code];
  }
}

export function messageOf(code: ErrorCode): BilingualMessage {
  const key = `error.${code}` as keyof typeof MESSAGES;
  return MESSAGES[key] ?? { en: code, ne: code };
}
