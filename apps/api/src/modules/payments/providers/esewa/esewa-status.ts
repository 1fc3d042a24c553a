import type { UnknownReason } from '../payment-provider';
import { callProvider, parseJsonObject } from '../provider-http';

// One GET to eSewa's status API (failures to answer are UNKNOWN, see provider-http).

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

function readBody(json: Record<string, unknown> | undefined): EsewaStatusBody | undefined {
  if (!json) return undefined;
  const text = (key: string) => (typeof json[key] === 'string' ? (json[key] as string) : undefined);
  const status = text('status');
  if (status === undefined) return undefined;
  const amount = json.total_amount;
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
  const answer = await callProvider({
    url,
    headers: { accept: 'application/json' },
    fetch: request.fetch,
    timeoutMs: request.timeoutMs,
  });
  if (!answer.ok) return answer;
  const body = readBody(parseJsonObject(answer.text));
  return body ? { ok: true, body } : { ok: false, reason: 'BAD_RESPONSE', detail: 'no status' };
}
