/**
 * What became of every apply of a run, for the check that none is lost to load shedding: each
 * 201 must have its application in the database, each BUSY refusal must have none (it was
 * refused before anything was written), and those left unanswered are counted as found.
 */
import { countApplied, type ApplyPair } from './surge-data';
import type { Answer } from './surge-load';
import type { ApplyPairs } from './surge-mix';
import type { PayQueue } from './surge-pay';

export class ApplyLedger {
  readonly created: ApplyPair[] = [];
  readonly busy: ApplyPair[] = [];
  private readonly answered = new Set<ApplyPair>();
  private readonly from: number;

  constructor(
    private readonly pairs: ApplyPairs,
    private readonly payQueue: PayQueue,
  ) {
    this.from = pairs.used;
  }

  /** An apply's answer; a new application also joins the queue of those to pay. */
  record(answer: Answer) {
    const pair = answer.tag as ApplyPair | undefined;
    if (!pair) return;
    this.answered.add(pair);
    if (answer.busy) this.busy.push(pair);
    if (answer.status !== 201) return;
    this.created.push(pair);
    const id = (JSON.parse(answer.body) as { data?: { id?: number } }).data?.id;
    if (id) this.payQueue.push({ applicationId: id, bearer: pair.bearer });
  }

  /** Pairs sent whose answer never came (timed out, or in flight when the load stopped). */
  unanswered() {
    return this.pairs.pairs.slice(this.from, this.pairs.used).filter((p) => !this.answered.has(p));
  }

  async check(databaseUrl: string) {
    const unanswered = this.unanswered();
    return {
      created: this.created.length,
      createdFound: await countApplied(databaseUrl, this.created),
      busy: this.busy.length,
      busyFound: await countApplied(databaseUrl, this.busy),
      unanswered: unanswered.length,
      unansweredFound: await countApplied(databaseUrl, unanswered),
    };
  }
}
export type LedgerCheck = Awaited<ReturnType<ApplyLedger['check']>>;
