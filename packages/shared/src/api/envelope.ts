// The response envelope every JSON answer uses, the stable error codes, and the paging query.
import { z } from 'zod';
import { toLatinDigits } from '../digits/devanagari';
import { MESSAGES, type LocalizedText, type MessageKey } from '../i18n/messages';

export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_TOKEN',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'ACCOUNT_BLOCKED',
  'RESET_TOKEN_INVALID',
  'PASSWORD_CHANGE_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'DUPLICATE_USERNAME',
  'DUPLICATE_EMAIL',
  'DUPLICATE_MOBILE',
  'DUPLICATE_CITIZENSHIP',
  'DUPLICATE_NATIONAL_ID',
  'ALREADY_APPLIED',
  'APPLICATION_WINDOW_CLOSED',
  'PROFILE_INCOMPLETE',
  'NOT_ELIGIBLE',
  'DOUBLE_FEE_UNAVAILABLE',
  'NOT_PAYABLE',
  'ALREADY_PAID',
  'PAYMENT_NOT_VERIFIED',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'PAYMENT_PENDING',
  'DUPLICATE_VOUCHER',
  'VOUCHER_LOCKED',
  'VOUCHER_NOT_PAID',
  'VOUCHER_NOT_PAID_PREVIOUSLY',
  'USER_NOT_FOUND',
  'ADMIT_CARD_NOT_READY',
  'PROFILE_LOCKED',
  'MAINTENANCE',
  'DATABASE_UNAVAILABLE',
  'RATE_LIMITED',
  'BUSY',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code of a successful envelope. */
export const OK_CODE = 'OK';

export function isErrorCode(value: string): value is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(value);
}

/** The message key of an error code; the compiler checks that MESSAGES has one for every code. */
export function errorMessageKey(code: ErrorCode): MessageKey {
  return `error.${code}`;
}

export type TEnvelope<T> = {
  status: 0 | 1;
  message: LocalizedText | null;
  data: T;
  code: string;
};

export type TPage<T> = { items: T[]; total: number; page: number; pageSize: number };

/** One problem of a VALIDATION_FAILED answer: dotted path and a message key. */
export type TValidationIssue = { path: string; message: string };

export function okEnvelope<T>(data: T, message: LocalizedText | null = null): TEnvelope<T> {
  return { status: 1, message, data, code: OK_CODE };
}

export function errorEnvelope<T = null>(code: ErrorCode, data: T = null as T): TEnvelope<T> {
  return { status: 0, message: MESSAGES[errorMessageKey(code)], data, code };
}

/** Zod issues as the `data.issues` of a VALIDATION_FAILED answer (`path` like `items.0.name`). */
export function toValidationIssues(error: z.ZodError): TValidationIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

// ---- response schemas (for route response validation and OpenAPI) ------------------------------
export const ZLocalizedText = z.object({ en: z.string(), ne: z.string() });

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.union([z.literal(0), z.literal(1)]),
    message: ZLocalizedText.nullable(),
    data,
    code: z.string(),
  });
}

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
}

// ---- paging query ---------------------------------------------------------------------------
/** The page sizes of the spec's larger data table (the smaller one offers 10 to 50). */
export const PAGE_SIZES = [10, 20, 30, 40, 50, 100, 200, 300, 500, 1000, 2000] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Query strings carry text, so numbers are coerced; an empty parameter counts as absent. */
const ZPage = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ error: 'validation.page' })
    .int('validation.page')
    .min(1, 'validation.page')
    .default(1),
);

const ZPageSize = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ error: 'validation.pageSize' })
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), 'validation.pageSize')
    .default(DEFAULT_PAGE_SIZE),
);

/** Search text; Devanagari digits become Latin ones, as ids and numbers are stored in Latin. */
const ZSearch = z.preprocess(
  (value) =>
    typeof value === 'string' ? toLatinDigits(value.trim()) || undefined : emptyToUndefined(value),
  z.string({ error: 'validation.invalid' }).max(100, 'validation.maxLength100').optional(),
);

const ZSort = z.preprocess(
  emptyToUndefined,
  z
    .string({ error: 'validation.sort' })
    .regex(/^[A-Za-z][A-Za-z0-9_.]*:(asc|desc)$/, 'validation.sort')
    .optional(),
);

export const ZPageQuery = z.object({
  page: ZPage,
  pageSize: ZPageSize,
  search: ZSearch,
  sort: ZSort,
});
export type TPageQuery = z.output<typeof ZPageQuery>;

/** Splits a validated `field:asc` into its parts (null when the query has no sort). */
export function parseSort(
  sort: string | undefined,
): { field: string; direction: 'asc' | 'desc' } | null {
  if (!sort) return null;
  const [field = '', direction] = sort.split(':');
  return { field, direction: direction === 'desc' ? 'desc' : 'asc' };
}
