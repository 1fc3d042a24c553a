import type { UnknownReason } from '../payment-provider';

// One GET to eSewa's status API. Every way it can fail to give an answer (time-out, refused
// connection, 5xx, HTML instead of JSON) becomes `{ ok: false }`: the payment may well have
// gone through, so the caller must treat it as "ask again later", never as "failed".

export interface EsewaStatusBody {
  product_code?: string;
  transaction_uuid?: string;
  total_amount?: string | number;
  status: string;
  ref_id?: string | null;
}

export type EsewaStatusAnswer =
  { ok: true; body: EsewaStatusBody } | { ok: false; reason: UnknownReason; detail: string };

export interface EsewaStatusRequest {
  statusUrl: string;
  query: Record<'product_code' | 'total_amount' | 'transaction_uuid', string>;
  fetch: typeof fetch;
  timeoutMs: number;
}

function unreachable(error: unknown): EsewaStatusAnswer {
  const name = error instanceof Error ? error.name : '';
  const detail = error instanceof Error ? error.message : String(error);
  // AbortSignal.timeout() aborts with a DOMException named TimeoutError.
  return { ok: false, reason: name === 'TimeoutError' ? 'TIMEOUT' : 'NETWORK', detail };
}

function readBody(json: unknown): EsewaStatusBody | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const body = json as Record<string, unknown>;
  const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : undefined);
  const status = text('status');
  if (status === undefined) return undefined;
  const amount = body.total_amount;
  return {
    status,
    product_code: text('product_code'),
    transaction_uuid: text('transaction_uuid'),
    total_amount: typeof amount === 'string' || typeof amount === 'number' ? amount : undefined,
    ref_id: text('ref_id') ?? null,
  };
}

export async function fetchEsewaStatus(request: EsewaStatusRequest): Promise<EsewaStatusAnswer> {
  const url = new URL(request.statusUrl);
  for (const [name, value] of Object.entries(request.query)) url.searchParams.set(name, value);
  // One signal for the whole exchange, so a server that stalls mid-body also times out.
  const signal = AbortSignal.timeout(request.timeoutMs);
  let response: Response;
  try {
    response = await request.fetch(url, { signal, headers: { accept: 'application/json' } });
  } catch (error) {
    return unreachable(error);
  }
  if (!response.ok) {
    return { ok: false, reason: 'HTTP_ERROR', detail: `HTTP ${response.status}` };
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') return unreachable(error);
    return { ok: false, reason: 'BAD_RESPONSE', detail: 'status answer is not JSON' };
  }
  const body = readBody(json);
  return body ? { ok: true, body } : { ok: false, reason: 'BAD_RESPONSE', detail: 'no status' };
}
