import { Worker } from 'node:worker_threads';
import type { PdfJob, PdfJobResult, PdfOutcome } from './pdf-worker';

// Runs pdf-worker.ts (parse, inspect, write a clean copy) in a worker thread, one file at a
// time. The worker is kept for the next file and replaced after JOBS_PER_WORKER files or once
// its heap has grown past RECYCLE_HEAP_BYTES (the PDF library never frees the names and
// references it has parsed); a file that takes longer than JOB_TIMEOUT_MS, or that runs the
// worker out of memory, is refused as unreadable and the worker is ended.

const WORKER_FILE = new URL('./pdf-worker.ts', import.meta.url);
const WORKER_ROLE = 'niyukti-pdf-cleaner'; // as pdf-worker.ts expects
const WORKER_HEAP_MB = 256;
const JOBS_PER_WORKER = 100;
const RECYCLE_HEAP_BYTES = 96 * 1024 * 1024;
const JOB_TIMEOUT_MS = 20_000;
const START_TIMEOUT_MS = 60_000;

export type { PdfOutcome, PdfRefusal } from './pdf-worker';

interface Cleaner {
  worker: Worker;
  /** Resolves when the worker has loaded; rejects if it cannot start. */
  ready: Promise<void>;
  jobs: number;
}

let cleaner: Cleaner | undefined;
let nextJobId = 1;
/** Files wait for the one before them: the worker takes one at a time. */
let queue: Promise<unknown> = Promise.resolve();

function startCleaner(): Cleaner {
  const worker = new Worker(WORKER_FILE, {
    workerData: { role: WORKER_ROLE },
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  worker.unref(); // an idle worker does not keep the process alive
  const started: Cleaner = { worker, ready: Promise.resolve(), jobs: 0 };
  // A worker that fails or ends between files is simply replaced by the next file.
  worker.on('error', () => undefined);
  worker.on('exit', () => {
    if (cleaner === started) cleaner = undefined;
  });
  started.ready = new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', settle);
      worker.off('exit', onExit);
      if (!error) return resolve();
      void worker.terminate();
      reject(error);
    };
    const onMessage = (message: unknown) => {
      if (message === 'ready') settle();
    };
    const onExit = () => settle(new Error('the PDF worker ended before it was ready'));
    const timer = setTimeout(
      () => settle(new Error('the PDF worker did not start')),
      START_TIMEOUT_MS,
    );
    worker.on('message', onMessage);
    worker.on('error', settle);
    worker.on('exit', onExit);
  });
  return started;
}

function retire(retired: Cleaner): void {
  if (cleaner === retired) cleaner = undefined;
  void retired.worker.terminate();
}

async function runJob(bytes: Uint8Array): Promise<PdfOutcome> {
  const current = (cleaner ??= startCleaner());
  try {
    await current.ready;
  } catch (error) {
    if (cleaner === current) cleaner = undefined;
    throw error; // the server's fault, not the file's: answered as an internal error
  }
  current.jobs += 1;
  const { worker } = current;
  const id = nextJobId++;
  return new Promise<PdfOutcome>((resolve) => {
    const finish = (outcome: PdfOutcome, keepWorker: boolean) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onFailure);
      worker.off('exit', onFailure);
      if (!keepWorker) retire(current);
      resolve(outcome);
    };
    const onMessage = (result: PdfJobResult) => {
      if (result.id !== id) return;
      const worn = current.jobs >= JOBS_PER_WORKER || result.heapUsed > RECYCLE_HEAP_BYTES;
      finish(result.outcome, !worn);
    };
    const onFailure = () =>
      finish({ ok: false, refusal: 'unreadable', reason: 'the PDF worker stopped' }, false);
    const timer = setTimeout(
      () => finish({ ok: false, refusal: 'unreadable', reason: 'took too long' }, false),
      JOB_TIMEOUT_MS,
    );
    worker.on('message', onMessage);
    worker.once('error', onFailure);
    worker.once('exit', onFailure);
    const job: PdfJob = { id, bytes };
    worker.postMessage(job);
  });
}

/**
 * The PDF parsed and inspected in a worker thread: a clean copy of it, or why it is refused
 * (unreadable, active content, encrypted). Rejects only when the worker cannot be started.
 */
export function cleanPdf(bytes: Uint8Array): Promise<PdfOutcome> {
  const outcome = queue.then(() => runJob(bytes));
  queue = outcome.catch(() => undefined);
  return outcome;
}
