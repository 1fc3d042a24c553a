import type { FastifyInstance } from 'fastify';
import type { PaymentStart } from '../modules/payments/providers/payment-provider';

/**
 * Plays the payer's browser in the Khalti sandbox: follows the start (a GET form, so its fields
 * become the query, exactly as a browser submits it), presses Approve (or Cancel) and returns
 * where Khalti redirected the browser.
 */
export async function payInKhaltiSandbox(
  app: FastifyInstance,
  start: PaymentStart,
  decision: 'approve' | 'cancel' = 'approve',
): Promise<URL> {
  const pageUrl = new URL(start.action);
  // A GET form submission replaces the action's query with the form's fields.
  pageUrl.search = new URLSearchParams(start.fields).toString();
  const page = await app.inject({ method: 'GET', url: pageUrl.pathname + pageUrl.search });
  const session = page.body.match(/name="session" value="([^"]+)"/)?.[1];
  const action = page.body.match(/<form method="post" action="([^"]+)"/)?.[1];
  if (!session || !action) {
    throw new Error(`no Khalti sandbox page (${page.statusCode}): ${page.body.slice(0, 300)}`);
  }
  const decided = await app.inject({
    method: 'POST',
    url: new URL(action, pageUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ session, decision }).toString(),
  });
  if (decided.statusCode !== 302) {
    throw new Error(`Khalti sandbox refused the ${decision} (${decided.statusCode})`);
  }
  return new URL(String(decided.headers.location));
}
