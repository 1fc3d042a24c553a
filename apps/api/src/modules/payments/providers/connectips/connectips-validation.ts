import type { KeyLike } from 'node:crypto';
import type { UnknownReason } from '../payment-provider';
import { callProvider, parseJsonObject } from '../provider-http';
import { buildConnectIpsValidationMessage, signConnectIpsToken } from './connectips-token';

// One POST to connectIPS's validatetxn (failures to answer are UNKNOWN, see provider-http).
// Request and answer as doc.connectips.com, connectIPS Gateway §4 shows them: merchantId and
// txnAmt go as JSON numbers; the answer echoes merchantId as a number and txnAmt as a string
// ("500"), so both are read as text whichever way they come.

export interface ConnectIpsValidationBody {
  status: string;
  statusDesc?: string;
  merchantId?: string;
  appId?: string;
  referenceId?: string;
  txnAmt?: string;
}

export type ConnectIpsValidationAnswer =
  | { ok: true; body: ConnectIpsValidationBody }
  | { ok: false; reason: UnknownReason; detail: string };

export interface ConnectIpsValidationRequest {
  validateUrl: string;
  merchantId: string;
  appId: string;
  appPassword: string;
  privateKey: KeyLike;
  referenceId: string;
  amountPaisa: number;
  fetch: typeof fetch;
  timeoutMs: number;
}

/** RFC 7617 Basic credentials: the app id is the user name (connectIPS Gateway §4). */
export function connectIpsBasicAuth(appId: string, appPassword: string): string {
  return `Basic ${Buffer.from(`${appId}:${appPassword}`, 'utf8').toString('base64')}`;
}

function requestBody(request: ConnectIpsValidationRequest): string {
  const signed = {
    merchantId: request.merchantId,
    appId: request.appId,
    referenceId: request.referenceId,
    txnAmt: String(request.amountPaisa),
  };
  const token = signConnectIpsToken(buildConnectIpsValidationMessage(signed), request.privateKey);
  return JSON.stringify({
    merchantId: Number(request.merchantId),
    appId: request.appId,
    referenceId: request.referenceId,
    txnAmt: request.amountPaisa,
    token,
  });
}

/** A JSON string or number as text; anything else is absent. */
function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
}

function readBody(json: Record<string, unknown> | undefined): ConnectIpsValidationBody | undefined {
  const status = typeof json?.status === 'string' ? json.status.trim().toUpperCase() : undefined;
  if (!json || !status) return undefined;
  return {
    status,
    statusDesc: text(json.statusDesc)?.trim().toUpperCase(),
    merchantId: text(json.merchantId),
    appId: text(json.appId),
    referenceId: text(json.referenceId),
    txnAmt: text(json.txnAmt),
  };
}

export async function fetchConnectIpsValidation(
  request: ConnectIpsValidationRequest,
): Promise<ConnectIpsValidationAnswer> {
  const answer = await callProvider({
    url: request.validateUrl,
    method: 'POST',
    headers: {
      authorization: connectIpsBasicAuth(request.appId, request.appPassword),
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: requestBody(request),
    fetch: request.fetch,
    timeoutMs: request.timeoutMs,
  });
  if (!answer.ok) return answer;
  const body = readBody(parseJsonObject(answer.text));
  return body ? { ok: true, body } : { ok: false, reason: 'BAD_RESPONSE', detail: 'no status' };
}
