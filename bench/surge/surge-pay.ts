/**
 * Paying through the eSewa sandbox as a candidate's browser does, in a pool of async workers
 * (one per "pay" connection): start the payment (our API), post the signed form to the sandbox
 * and press Approve there, then hand the sandbox's redirect to our confirm route, which asks the
 * sandbox's status API before it marks the application paid. Four HTTP calls to the server, and
 * one it makes to itself; a completed payment is one "pay" request, timed from the start call to
 * the confirm's answer. Autocannon sends fixed requests and cannot follow such a flow.
 */
import { thinkMs } from './surge-people';
import { pause } from '../server';
import { isBusy, PartStats, retryAfterMs } from './surge-stats';
import type { Payable } from './surge-data';

/** Applications waiting to be paid: the season's unpaid ones, then those apply makes. */
export class PayQueue {
  private next = 0;
  constructor(private readonly items: Payable[]) {}
  push(item: Payable) {
    this.items.push(item);
  }
  take(): Payable | undefined {
    return this.next < this.items.length ? this.items[this.next++] : undefined;
  }
  get left() {
    return this.items.length - this.next;
  }
}

type StepOutcome =
  | { ok: true; response: Response; text: string }
  | { ok: false; status: number; busy: boolean; waitMs?: number; body: string };

class NoAnswer extends Error {
  constructor(readonly timedOut: boolean) {
    super(timedOut ? 'timed out' : 'no answer');
  }
}

async function step(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  expected: number,
): Promise<StepOutcome> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    throw new NoAnswer(error instanceof Error && error.name === 'TimeoutError');
  }
  if (response.status === expected) return { ok: true, response, text };
  const headers = Object.fromEntries(response.headers);
  const busy = isBusy(response.status, text, headers);
  return {
    ok: false,
    status: response.status,
    busy,
    ...(busy && { waitMs: retryAfterMs(headers) }),
    body: `${init.method} ${url}: ${text}`,
  };
}

/** The flow's outcome: paid, or the status (and BUSY) of the step that stopped it. */
type PayOutcome = {
  status: number;
  busy: boolean;
  /** Refused as busy: how long the answer asks the payer to wait. */
  waitMs?: number;
  body?: string;
  unexpected?: string;
};

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

async function payOnce(baseUrl: string, item: Payable, timeoutMs: number): Promise<PayOutcome> {
  const auth = { authorization: item.bearer };
  const started = await step(
    `${baseUrl}/api/candidate/applications/${item.applicationId}/payments/esewa`,
    { method: 'POST', headers: auth },
    timeoutMs,
    200,
  );
  if (!started.ok) return started;
  const start = (JSON.parse(started.text) as { data: { action: string; fields: never } }).data;
  const page = await step(start.action, form(start.fields), timeoutMs, 200);
  if (!page.ok) return page;
  const session = /name="session" value="([^"]+)"/.exec(page.text)?.[1];
  if (!session) return { status: 200, busy: false, unexpected: 'no sandbox session' };
  const decisionUrl = start.action.replace(/form$/, 'decision');
  const decided = await step(decisionUrl, form({ session, decision: 'approve' }), timeoutMs, 302);
  if (!decided.ok) return decided;
  const redirect = new URL(decided.response.headers.get('location') ?? '');
  const confirmed = await step(
    `${baseUrl}/api/candidate/payments/esewa/confirm`,
    {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ params: Object.fromEntries(redirect.searchParams) }),
    },
    timeoutMs,
    200,
  );
  if (!confirmed.ok) return confirmed;
  const paid = (JSON.parse(confirmed.text) as { data: { paymentStatus: string } }).data;
  if (paid.paymentStatus !== 'paid')
    return { status: 200, busy: false, unexpected: `confirmed ${paid.paymentStatus}` };
  return { status: 200, busy: false };
}

/** The calls of one payment: start, the provider's form, its approval, the confirm. */
const CALLS_PER_PAYMENT = 4;

/**
 * `workers` payers for `duration` s, each paying the next application of the queue; a worker
 * finding the queue empty waits for apply to make more (the time is printed).
 */
export async function runPayWorkers(
  baseUrl: string,
  options: {
    workers: number;
    duration: number;
    timeoutSeconds: number;
    /** Calls a second a payer makes on average, thinking between payments; 0: no thinking. */
    pace: number;
    queue: PayQueue;
  },
): Promise<PartStats & { idleSeconds: number; unexpected: Map<string, number> }> {
  const stats = Object.assign(new PartStats('pay', options.workers), {
    idleSeconds: 0,
    unexpected: new Map<string, number>(),
  });
  const kind = stats.kind('pay (eSewa sandbox, 4 calls)');
  const began = performance.now();
  const deadline = began + options.duration * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const item = options.queue.take();
      if (!item) {
        await pause(50);
        stats.idleSeconds += 0.05;
        continue;
      }
      const flowStarted = performance.now();
      try {
        const outcome = await payOnce(baseUrl, item, options.timeoutSeconds * 1000);
        kind.record(outcome.status, performance.now() - flowStarted, outcome.busy);
        // Refused as busy, a person waits what the answer asks for (the web app does).
        const rest = Math.min(outcome.waitMs ?? 0, deadline - performance.now());
        if (outcome.busy && rest > 0) await pause(rest);
        if (!outcome.busy && outcome.body) kind.sample(outcome.status, outcome.body);
        if (outcome.unexpected) {
          kind.unexpected++;
          const n = stats.unexpected.get(outcome.unexpected) ?? 0;
          stats.unexpected.set(outcome.unexpected, n + 1);
        }
      } catch (error) {
        if (!(error instanceof NoAnswer)) throw error;
        if (error.timedOut) kind.timeouts++;
        else kind.errors++;
      }
      // A person who has paid thinks before paying the next (the flow is four calls at the pace).
      if (options.pace > 0) {
        const rest = Math.min(
          thinkMs(options.pace / CALLS_PER_PAYMENT),
          deadline - performance.now(),
        );
        if (rest > 0) await pause(rest);
      }
    }
  };
  await Promise.all(Array.from({ length: options.workers }, worker));
  stats.seconds = (performance.now() - began) / 1000;
  return stats;
}
