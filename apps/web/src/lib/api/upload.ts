// Uploads with a progress bar: multipart calls sent through XMLHttpRequest (fetch cannot
// report upload progress) with the same token, refresh and session rules as the API client.
import { clearTokens, getAccessToken } from '../auth/token-store';
import { actingForHeaders } from './acting-for';
import { ApiError } from './api-error';
import { clientText, serverMessage } from './messages';
import { endSession, refreshAccessToken } from './session';
import { buildUrl, REQUEST_TIMEOUT_MS } from './transport';

type XhrOutcome =
  { kind: 'response'; status: number; body: unknown } | { kind: 'network' } | { kind: 'timeout' };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A multipart call: where it goes and the form it sends (built afresh for each send). */
export interface FormUpload {
  method: 'POST' | 'PUT';
  path: string;
  form: () => FormData;
}

/**
 * One multipart call through XMLHttpRequest, because fetch reports no upload progress. Sends
 * the bearer token as the API client does; the session handling is in `uploadForm`.
 */
function sendForm(
  upload: FormUpload,
  token: string | null,
  onProgress: (percent: number) => void,
): Promise<XhrOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(upload.method, buildUrl(upload.path));
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    // The candidate a staff member acts for, on profile uploads only (see acting-for.ts).
    for (const [name, value] of Object.entries(actingForHeaders(upload.path)))
      xhr.setRequestHeader(name, value);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () =>
      resolve({ kind: 'response', status: xhr.status, body: parseJson(xhr.responseText) });
    xhr.onerror = () => resolve({ kind: 'network' });
    xhr.ontimeout = () => resolve({ kind: 'timeout' });
    xhr.send(upload.form());
  });
}

const fieldOf = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

function sessionEnded(status: number, code: string): ApiError {
  return new ApiError({ kind: 'session', status, code, message: clientText.sessionExpired() });
}

/** The answer as the API client would read it: data and message, or an ApiError. */
function readAnswer<T>(outcome: XhrOutcome): { data: T; message?: string } {
  if (outcome.kind === 'timeout')
    throw new ApiError({
      kind: 'timeout',
      status: 0,
      code: 'TIMEOUT',
      message: clientText.timeout(),
    });
  if (outcome.kind === 'network')
    throw new ApiError({
      kind: 'network',
      status: 0,
      code: 'UNREACHABLE',
      message: clientText.unreachable(),
    });
  const { status, body } = outcome;
  const code = String(fieldOf(body, 'code') ?? `HTTP_${status}`);
  if (status >= 200 && status < 300 && fieldOf(body, 'status') === 1)
    return { data: fieldOf(body, 'data') as T, message: serverMessage(body) };
  const message = serverMessage(body) ?? clientText.failed();
  throw new ApiError({ kind: 'http', status, code, message, data: fieldOf(body, 'data') });
}

/**
 * Sends a form with progress (0–100). On an expired token it refreshes once through
 * the API client's shared refresh and sends again, as every other call does; a token that is
 * not ours is dropped silently and a refused refresh ends the session with the usual toast.
 */
export async function uploadForm<T>(
  upload: FormUpload,
  onProgress: (percent: number) => void,
): Promise<{ data: T; message?: string }> {
  const token = getAccessToken();
  let outcome = await sendForm(upload, token, onProgress);
  if (token && outcome.kind === 'response' && outcome.status === 401) {
    const { body } = outcome;
    if (fieldOf(body, 'code') === 'INVALID_TOKEN') {
      clearTokens();
      throw sessionEnded(401, 'INVALID_TOKEN');
    }
    const renewed = fieldOf(body, 'error') === 'invalid_token' && (await refreshAccessToken());
    if (!renewed) {
      endSession();
      throw sessionEnded(401, 'UNAUTHORIZED');
    }
    onProgress(0);
    outcome = await sendForm(upload, getAccessToken(), onProgress);
    if (outcome.kind === 'response' && outcome.status === 401) {
      endSession();
      throw sessionEnded(401, 'UNAUTHORIZED');
    }
  }
  return readAnswer<T>(outcome);
}
