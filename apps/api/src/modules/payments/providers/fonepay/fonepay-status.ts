import type { UnknownReason } from '../payment-provider';
import { callProvider } from '../provider-http';
import { FONEPAY_VERIFICATION_DV_FIELDS, signFonepayFields } from './fonepay-signature';
import { readFonepayXml } from './fonepay-xml';

// One GET to Fonepay's verificationMerchant API (failures to answer are UNKNOWN, see
// provider-http). The answer is a flat XML <response>; without the two fields that carry the
// verdict it is not an answer at all.

export type FonepayVerificationQuery = Record<'PRN' | 'PID' | 'BID' | 'AMT' | 'UID', string>;

/** The <response> children as sent: success and response_code always, the rest when given. */
export type FonepayVerificationBody = Record<string, string> & {
  success: string;
  response_code: string;
};

export type FonepayVerificationAnswer =
  | { ok: true; body: FonepayVerificationBody }
  | { ok: false; reason: UnknownReason; detail: string };

export interface FonepayVerificationRequest {
  verifyUrl: string;
  query: FonepayVerificationQuery;
  secretKey: string;
  fetch: typeof fetch;
  timeoutMs: number;
}

function hasVerdict(body: Record<string, string> | undefined): body is FonepayVerificationBody {
  return body?.success !== undefined && body.response_code !== undefined;
}

export async function fetchFonepayVerification(
  request: FonepayVerificationRequest,
): Promise<FonepayVerificationAnswer> {
  const url = new URL(request.verifyUrl);
  // Parameter order as in Fonepay's Java library; the DV has its own order (PID,AMT,PRN,BID,UID).
  for (const [name, value] of Object.entries(request.query)) url.searchParams.set(name, value);
  url.searchParams.set(
    'DV',
    signFonepayFields(request.query, FONEPAY_VERIFICATION_DV_FIELDS, request.secretKey),
  );
  const answer = await callProvider({
    url,
    headers: { accept: 'application/xml, text/xml' },
    fetch: request.fetch,
    timeoutMs: request.timeoutMs,
  });
  if (!answer.ok) return answer;
  const body = readFonepayXml(answer.text);
  return hasVerdict(body)
    ? { ok: true, body }
    : { ok: false, reason: 'BAD_RESPONSE', detail: 'not a Fonepay verification response' };
}
