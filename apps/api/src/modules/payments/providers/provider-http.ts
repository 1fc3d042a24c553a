import type { UnknownReason } from './payment-provider';

// One call to a provider's status or lookup API. Every way it can fail to give an answer
// (time-out, refused connection, 5xx, a body that is not what the provider sends) becomes
// `{ ok: false }`: the payment may well have gone through, so the caller must treat it as
// "ask again later", never as "failed". Bodies are read as text; the adapter parses them
// (JSON for eSewa, Khalti and connectIPS, XML for Fonepay).

export type ProviderAnswer =
  { ok: true; status: number; text: string } | { ok: false; reason: UnknownReason; detail: string };

export interface ProviderRequest {
  url: URL | string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  fetch?: typeof fetch;
  timeoutMs: number;
  /** HTTP statuses whose body is an answer, not an error (Khalti answers 400/404 for bad pidx). */
  answerStatuses?: readonly number[];
}

function unreachable(error: unknown): ProviderAnswer {
  const name = error instanceof Error ? error.name : '';
  const detail = error instanceof Error ? error.message : String(error);
  // AbortSignal.timeout() aborts with a DOMException named TimeoutError.
  return { ok: false, reason: name === 'TimeoutError' ? 'TIMEOUT' : 'NETWORK', detail };
}

export async function callProvider(request: ProviderRequest): Promise<ProviderAnswer> {
  // One signal for the whole exchange, so a server that stalls mid-body also times out.
  const signal = AbortSignal.timeout(request.timeoutMs);
  try {
    const response = await (request.fetch ?? fetch)(request.url, {
      method: request.method ?? 'GET',
      headers: request.headers,
      body: request.body,
      signal,
    });
    const text = await response.text();
    if (!response.ok && !request.answerStatuses?.includes(response.status)) {
      return { ok: false, reason: 'HTTP_ERROR', detail: `HTTP ${response.status}` };
    }
    return { ok: true, status: response.status, text };
  } catch (error) {
    return unreachable(error);
  }
}

/** JSON.parse that answers undefined instead of throwing: a provider's bad body is BAD_RESPONSE. */
export function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
