/** Spec §9: a call that has no answer after 180 s is given up. */
export const REQUEST_TIMEOUT_MS = 180_000;

/** Same origin by default: the API serves the SPA (and Vite proxies it in development). */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

export type QueryValue = string | number | boolean | null | undefined;

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? (path.includes('?') ? '&' : '?') + search : ''}`;
}

export type TransportOutcome =
  | { kind: 'response'; response: Response }
  | { kind: 'timeout' }
  | { kind: 'network' }
  | { kind: 'aborted' };

/**
 * fetch with the request time-out, never throwing: the caller decides what each outcome means.
 * A caller's own signal (React Query cancelling a query) counts as 'aborted', not 'timeout'.
 */
export async function fetchWithTimeout(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  callerSignal?: AbortSignal,
): Promise<TransportOutcome> {
  if (callerSignal?.aborted) return { kind: 'aborted' };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abortFromCaller = () => controller.abort();
  callerSignal?.addEventListener('abort', abortFromCaller);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    return { kind: 'response', response };
  } catch {
    if (timedOut) return { kind: 'timeout' };
    if (callerSignal?.aborted) return { kind: 'aborted' };
    return { kind: 'network' };
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', abortFromCaller);
  }
}

/** JSON bodies are parsed; anything else (a PDF, an HTML error page of a proxy) is left alone. */
export async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** File name from `Content-Disposition` (RFC 6266, `filename*` preferred). */
export function fileNameFrom(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1];
  return plain?.trim() || fallback;
}
