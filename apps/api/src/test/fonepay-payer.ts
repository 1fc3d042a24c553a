import type { FastifyInstance } from 'fastify';
import type { PaymentStart } from '../modules/payments/providers/payment-provider';

/**
 * Plays the payer's browser in the Fonepay sandbox: follows the signed GET link, presses
 * Approve (or Cancel), and returns where Fonepay redirected the browser (RU with the ten signed
 * return fields, for a cancel too: Fonepay has one return URL).
 */
export async function payInFonepaySandbox(
  app: FastifyInstance,
  start: PaymentStart,
  decision: 'approve' | 'cancel' = 'approve',
): Promise<URL> {
  const requestPath = new URL(start.action).pathname;
  const page = await app.inject({
    method: 'GET',
    url: `${requestPath}?${new URLSearchParams(start.fields).toString()}`,
  });
  const session = page.body.match(/name="session" value="([^"]+)"/)?.[1];
  if (!session) throw new Error(`no sandbox session in: ${page.body.slice(0, 300)}`);
  const decided = await app.inject({
    method: 'POST',
    url: `${requestPath}/decision`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ session, decision }).toString(),
  });
  if (decided.statusCode !== 302) {
    throw new Error(`the sandbox refused the ${decision}: ${decided.body.slice(0, 300)}`);
  }
  return new URL(String(decided.headers.location));
}
