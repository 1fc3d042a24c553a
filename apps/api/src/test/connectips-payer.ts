import type { FastifyInstance } from 'fastify';
import type { PaymentStart } from '../modules/payments/providers/payment-provider';
import type { ConnectIpsSandboxDecision } from '../modules/payments/providers/connectips/connectips-sandbox';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * Plays the payer's browser in the connectIPS sandbox: posts the signed login form, presses
 * Approve (or Cancel; or posts the buttonless `fail`), and returns where connectIPS redirected
 * the browser: the registered success or failure URL with `?TXNID=…`.
 */
export async function payInConnectIpsSandbox(
  app: FastifyInstance,
  start: PaymentStart,
  decision: ConnectIpsSandboxDecision = 'approve',
): Promise<URL> {
  const loginPath = new URL(start.action).pathname;
  const page = await app.inject({
    method: 'POST',
    url: loginPath,
    headers: FORM,
    payload: new URLSearchParams(start.fields).toString(),
  });
  const session = /name="session" value="([^"]+)"/.exec(page.body)?.[1];
  if (!session) throw new Error(`no sandbox session in: ${page.body.slice(0, 300)}`);
  const decided = await app.inject({
    method: 'POST',
    url: loginPath.replace(/loginpage$/, 'decision'),
    headers: FORM,
    payload: new URLSearchParams({ session, decision }).toString(),
  });
  if (decided.statusCode !== 302) {
    throw new Error(`the sandbox refused the decision: ${decided.body.slice(0, 300)}`);
  }
  return new URL(String(decided.headers.location));
}
