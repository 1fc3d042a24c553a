/** How a call failed; the client has already told the user (unless `showErrors: false`). */
export type ApiFailureKind =
  | 'http' // the server answered with a failure
  | 'session' // the session ended (401, INVALID_TOKEN, refresh refused, corrupt tokens)
  | 'timeout' // no answer within the request time-out
  | 'network' // the server could not be reached
  | 'aborted'; // the caller cancelled (e.g. React Query on unmount); nothing is shown

/** Bilingual text as the API sends it in `message`. */
export interface BilingualText {
  en: string;
  ne: string;
}

/** The response envelope of every JSON call (docs/api.md). */
export interface Envelope<T> {
  status: 0 | 1;
  message: BilingualText | string | null;
  data: T;
  code: string;
}

export interface ValidationIssue {
  path: string | (string | number)[];
  /** An i18n key of `@niyukti/shared` (namespace `messages`). */
  message: string;
}

export class ApiError extends Error {
  readonly kind: ApiFailureKind;
  /** HTTP status, 0 when there was no answer. */
  readonly status: number;
  /** The server's stable code (`NOT_FOUND`, `VALIDATION_FAILED`…) or one of ours (`TIMEOUT`…). */
  readonly code: string;
  /** The envelope's `data` of a failure (e.g. `{ issues }` for validation failures). */
  readonly data: unknown;

  constructor(init: {
    kind: ApiFailureKind;
    status: number;
    code: string;
    message: string;
    data?: unknown;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.data = init.data;
  }

  /** Field issues of a VALIDATION_FAILED answer, for forms to place under their fields. */
  get issues(): ValidationIssue[] {
    const issues = (this.data as { issues?: unknown } | null | undefined)?.issues;
    return Array.isArray(issues) ? (issues as ValidationIssue[]) : [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
