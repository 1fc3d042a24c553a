import { clearTokens, getAccessToken } from '../auth/token-store';
import { toast } from '../toast';
import { actingForHeaders } from './acting-for';
import { ApiError, type ApiFailureKind } from './api-error';
import { clientText, serverMessage } from './messages';
import { endSession, refreshAccessToken, waitForRefresh } from './session';
import {
  buildUrl,
  fetchWithTimeout,
  fileNameFrom,
  readJson,
  REQUEST_TIMEOUT_MS,
  type QueryValue,
} from './transport';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** No success toast for this non-GET call (spec §8 "unless suppressed"). */
  silent?: boolean;
  /** false: no error toast, the caller shows the failure itself (the error is still thrown). */
  showErrors?: boolean;
  /** false: a public call, sent without the bearer token. */
  auth?: boolean;
  /**
   * Staff acting for a candidate: sent as the `reqMasterId` / `reqUserId` headers (audited).
   * Profile and file calls carry the chosen candidate (acting-for.ts) without it; this overrides.
   */
  actAs?: { masterId?: number | string; userId?: number | string };
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Cookies on cross-site calls; the OAuth calls need them for the refresh-token cookie. */
  credentials?: RequestCredentials;
}

/** What a call reads: the envelope's `data`, the whole JSON (RFC 6749 token answers), or a file. */
type ReadMode = 'envelope' | 'raw' | 'blob';

interface Call {
  method: HttpMethod;
  path: string;
  body?: unknown;
  options: RequestOptions;
  read: ReadMode;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob) return body; // browser sets the boundary
  if (body instanceof URLSearchParams) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    return body.toString();
  }
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

function buildInit(call: Call, token: string | null): RequestInit {
  const { options } = call;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(options.actAs ? {} : actingForHeaders(call.path)),
    ...options.headers,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.actAs?.masterId !== undefined) headers.reqMasterId = String(options.actAs.masterId);
  if (options.actAs?.userId !== undefined) headers.reqUserId = String(options.actAs.userId);
  const body = encodeBody(call.body, headers);
  return { method: call.method, headers, body, credentials: options.credentials ?? 'same-origin' };
}

function fail(
  call: Call,
  init: { kind: ApiFailureKind; status: number; code: string; message: string; data?: unknown },
  toastIt: boolean,
): never {
  if (toastIt && call.options.showErrors !== false) toast.error(init.message);
  throw new ApiError(init);
}

interface NetworkInformationLike {
  effectiveType?: string;
}

/** On a slow or lost connection the short message is followed by what the person can do. */
function reportUnreachable(): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  const slow = !navigator.onLine || ['slow-2g', '2g'].includes(connection?.effectiveType ?? '');
  if (slow)
    toast.error(clientText.unreachableDetail(), {
      title: clientText.unreachable(),
      autoClose: 8000,
    });
  else toast.error(clientText.unreachable());
}

function isEnvelopeFailure(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 0;
}

/** RFC 6750 `invalid_token` (an expired access token): worth one refresh. */
function asksForRefresh(body: unknown): boolean {
  const { error, code } = (body ?? {}) as { error?: unknown; code?: unknown };
  return error === 'invalid_token' || code === 'TOKEN_EXPIRED';
}

function codeOf(body: unknown): string | undefined {
  const code = (body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

async function send(call: Call, retried: boolean): Promise<unknown> {
  await waitForRefresh();
  const token = call.options.auth === false ? null : getAccessToken();
  const outcome = await fetchWithTimeout(
    buildUrl(call.path, call.options.query),
    buildInit(call, token),
    call.options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    call.options.signal,
  );
  if (outcome.kind === 'aborted')
    fail(call, { kind: 'aborted', status: 0, code: 'ABORTED', message: 'aborted' }, false);
  if (outcome.kind === 'timeout')
    fail(
      call,
      { kind: 'timeout', status: 0, code: 'TIMEOUT', message: clientText.timeout() },
      true,
    );
  if (outcome.kind === 'network') {
    if (call.options.showErrors !== false) reportUnreachable();
    fail(
      call,
      { kind: 'network', status: 0, code: 'UNREACHABLE', message: clientText.unreachable() },
      false,
    );
  }
  const { response } = outcome;
  if (response.ok && call.read === 'blob') {
    return {
      blob: await response.blob(),
      fileName: fileNameFrom(response, 'download'),
    } satisfies DownloadedFile;
  }
  const body = await readJson(response);
  if (response.ok && !isEnvelopeFailure(body)) return body;
  return handleFailure(call, response.status, body, token, retried);
}

async function handleFailure(
  call: Call,
  status: number,
  body: unknown,
  token: string | null,
  retried: boolean,
): Promise<unknown> {
  const code = codeOf(body) ?? `HTTP_${status}`;
  const data = (body as { data?: unknown } | undefined)?.data;
  if (token && code === 'INVALID_TOKEN') {
    clearTokens(); // spec §8: cleared without a toast
    fail(
      call,
      { kind: 'session', status, code, message: clientText.sessionExpired(), data },
      false,
    );
  }
  if (token && asksForRefresh(body) && !retried) {
    // Another call may have refreshed while this one was in flight: then just retry.
    const renewed = getAccessToken() !== token || (await refreshAccessToken());
    if (renewed) return send(call, true);
    endSession(call.options.showErrors !== false);
    fail(
      call,
      { kind: 'session', status, code, message: clientText.sessionExpired(), data },
      false,
    );
  }
  if (token && (status === 401 || asksForRefresh(body))) {
    endSession(call.options.showErrors !== false);
    fail(
      call,
      { kind: 'session', status, code, message: clientText.sessionExpired(), data },
      false,
    );
  }
  const message = serverMessage(body) ?? clientText.failed();
  return fail(call, { kind: 'http', status, code, message, data }, true);
}

function successToast(call: Call, body: unknown): void {
  if (call.method === 'GET' || call.options.silent) return;
  const message = serverMessage(body);
  if (message) toast.success(message);
}

async function run(call: Call): Promise<unknown> {
  const body = await send(call, false);
  if (call.read === 'blob') return body;
  successToast(call, body);
  return call.read === 'raw' ? body : (body as { data?: unknown } | undefined)?.data;
}

/** One call; resolves to the envelope's `data`, throws ApiError after telling the user. */
export function request<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  return run({ method, path, body, options, read: 'envelope' }) as Promise<T>;
}

/** A call whose answer is not an envelope (the RFC 6749 token endpoint); resolves to the JSON. */
export function requestRaw<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  return run({ method, path, body, options, read: 'raw' }) as Promise<T>;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) =>
    request<T>('DELETE', path, undefined, options),
};

/** Fetches a file (a PDF admit card…); failures are JSON envelopes and handled like any call. */
export function download(
  path: string,
  options: RequestOptions & { method?: HttpMethod; body?: unknown } = {},
): Promise<DownloadedFile> {
  const { method = 'GET', body, ...rest } = options;
  return run({
    method,
    path,
    body,
    options: { silent: true, ...rest },
    read: 'blob',
  }) as Promise<DownloadedFile>;
}

/** Hands a downloaded file to the browser's save dialog. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
