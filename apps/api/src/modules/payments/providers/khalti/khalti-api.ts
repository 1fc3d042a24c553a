import { ProviderUnavailableError, type UnknownReason } from '../payment-provider';
import { callProvider, parseJsonObject, type ProviderAnswer } from '../provider-http';

// The two server-to-server calls of Khalti KPG-2 (https://docs.khalti.com/khalti-epayment/):
// initiate, which must succeed before the payer can go anywhere, and lookup, the only
// authoritative word on a payment. Both POST JSON with `Authorization: Key <live_secret_key>`.

/** Khalti's status words, spelled as its lookup API and callback write them. */
export const KHALTI_STATUS = {
  completed: 'Completed',
  pending: 'Pending',
  initiated: 'Initiated',
  refunded: 'Refunded',
  partiallyRefunded: 'Partially Refunded',
  expired: 'Expired',
  userCanceled: 'User canceled',
} as const;

export interface KhaltiApi {
  /** …/api/v2/ (sandbox https://dev.khalti.com/api/v2/, live https://khalti.com/api/v2/). */
  baseUrl: string;
  secretKey: string;
  fetch?: typeof fetch;
  timeoutMs: number;
}

export interface KhaltiInitiateRequest {
  return_url: string;
  website_url: string;
  /** Integer paisa. */
  amount: number;
  purchase_order_id: string;
  purchase_order_name: string;
}

export interface KhaltiInitiated {
  pidx: string;
  payment_url: string;
}

export interface KhaltiLookupBody {
  status: string;
  pidx?: string;
  total_amount?: number;
  transaction_id?: string;
}

export type KhaltiLookupAnswer =
  | { kind: 'status'; body: KhaltiLookupBody }
  | { kind: 'not-found'; detail: string }
  | { kind: 'unknown'; reason: UnknownReason; detail: string };

// Khalti answers a refused initiate with a 4xx JSON body worth quoting in our error.
const INITIATE_ERROR_STATUSES = [400, 401, 403, 404];
// Lookup answers Expired and User canceled with HTTP 400 and an unknown pidx with 404.
const LOOKUP_ANSWER_STATUSES = [400, 404];

function postJson(api: KhaltiApi, path: string, body: unknown, answerStatuses: number[]) {
  return callProvider({
    url: new URL(path, api.baseUrl),
    method: 'POST',
    headers: {
      authorization: `Key ${api.secretKey}`,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify(body),
    fetch: api.fetch,
    timeoutMs: api.timeoutMs,
    answerStatuses,
  });
}

/** `{"amount": ["…"], "error_key": "validation_error"}` or `{"detail": "Invalid token."}` → text. */
export function describeKhaltiError(json: Record<string, unknown>): string {
  if (typeof json.detail === 'string') return json.detail;
  return Object.entries(json)
    .filter(([field]) => field !== 'error_key' && field !== 'status_code')
    .map(([field, messages]) => `${field}: ${[messages].flat().join(' ')}`)
    .join('; ');
}

function isWebUrl(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  return URL.canParse(text) && /^https?:$/.test(new URL(text).protocol);
}

function readInitiated(answer: ProviderAnswer): KhaltiInitiated {
  if (!answer.ok) {
    throw new ProviderUnavailableError(`Khalti initiate failed: ${answer.reason} ${answer.detail}`);
  }
  const json = parseJsonObject(answer.text);
  if (answer.status >= 400) {
    const why = json ? describeKhaltiError(json) : 'no JSON body';
    throw new ProviderUnavailableError(
      `Khalti refused to initiate (HTTP ${answer.status}): ${why}`,
    );
  }
  const pidx = json?.pidx;
  // The payer's browser goes to payment_url: anything but a web address is not Khalti's answer.
  if (typeof pidx !== 'string' || pidx === '' || !isWebUrl(json?.payment_url)) {
    throw new ProviderUnavailableError('Khalti initiate answered without pidx and payment_url');
  }
  return { pidx, payment_url: json.payment_url };
}

/** Throws ProviderUnavailableError for every way of not getting a payment_url. */
export async function initiateKhaltiPayment(
  api: KhaltiApi,
  request: KhaltiInitiateRequest,
): Promise<KhaltiInitiated> {
  return readInitiated(await postJson(api, 'epayment/initiate/', request, INITIATE_ERROR_STATUSES));
}

function readWholeNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;
}

function readLookupBody(json: Record<string, unknown>): KhaltiLookupBody | undefined {
  if (typeof json.status !== 'string') return undefined;
  const text = (key: string) =>
    typeof json[key] === 'string' && json[key] !== '' ? (json[key] as string) : undefined;
  return {
    status: json.status,
    pidx: text('pidx'),
    total_amount: readWholeNumber(json.total_amount),
    transaction_id: text('transaction_id'),
  };
}

function readLookup(answer: ProviderAnswer): KhaltiLookupAnswer {
  if (!answer.ok) return { kind: 'unknown', reason: answer.reason, detail: answer.detail };
  const json = parseJsonObject(answer.text);
  // A 404 page that is not Khalti's JSON means a wrong URL, not a missing payment.
  if (!json) return { kind: 'unknown', reason: 'BAD_RESPONSE', detail: 'lookup body is not JSON' };
  const body = readLookupBody(json);
  if (body) return { kind: 'status', body };
  // Khalti's "incorrect pidx" answer: {"detail": "Not found.", "error_key": "validation_error"}.
  if (answer.status === 404 || json.detail === 'Not found.') {
    return { kind: 'not-found', detail: describeKhaltiError(json) || 'Not found.' };
  }
  return { kind: 'unknown', reason: 'BAD_RESPONSE', detail: describeKhaltiError(json) };
}

/** Never throws: anything that is not Khalti's answer about a pidx is `kind: 'unknown'`. */
export async function lookupKhaltiPayment(
  api: KhaltiApi,
  pidx: string,
): Promise<KhaltiLookupAnswer> {
  return readLookup(await postJson(api, 'epayment/lookup/', { pidx }, LOOKUP_ANSWER_STATUSES));
}
