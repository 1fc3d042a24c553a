import type { FastifyInstance } from 'fastify';

/**
 * Plays the payer's browser in the eSewa sandbox: posts the signed form, presses Approve (or
 * Cancel), and returns where eSewa redirected the browser.
 */
export async function payInEsewaSandbox(
  app: FastifyInstance,
  start: { action: string; fields: Record<string, string> },
  decision: 'approve' | 'cancel' = 'approve',
): Promise<URL> {
  const formPath = new URL(start.action).pathname;
  const page = await app.inject({
    method: 'POST',
    url: formPath,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(start.fields).toString(),
  });
  const session = page.body.match(/name="session" value="([^"]+)"/)?.[1];
  if (!session) throw new Error(`no sandbox session in: ${page.body.slice(0, 300)}`);
  const decided = await app.inject({
    method: 'POST',
    url: formPath.replace(/form$/, 'decision'),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ session, decision }).toString(),
  });
  return new URL(String(decided.headers.location));
}
