import { getHeapStatistics } from 'node:v8';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { constants as zlibConstants, inflateRawSync, inflateSync } from 'node:zlib';
import {
  decodePDFRawStream,
  ParseSpeeds,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFInvalidObject,
  PDFName,
  PDFNumber,
  PDFObjectStreamParser,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFXRefStreamParser,
  type PDFContext,
  type PDFObject,
} from '@cantoo/pdf-lib';

// Parses an uploaded PDF with @cantoo/pdf-lib, refuses one that can run or open anything, and
// writes a clean copy: the objects the parser found (and this check walked), with a new
// cross-reference table, so nothing outside them (bytes after %%EOF, a web page between the
// objects, an object a viewer would reach by a forged offset) is kept.
//
// It runs in a worker thread (clean-pdf.ts starts it): the library keeps every name and
// reference it ever parsed in pools that are never emptied, so a file full of distinct ones
// would grow the API's memory for good; a worker is thrown away after a number of files, and
// one stuck or out of memory is ended without taking the API down. So this file stands alone:
// Node loads it by itself (through tsx in the server, by its own type stripping under vitest),
// and it imports only node: modules and the library, and uses only erasable TypeScript.

/** Why a PDF is refused; clean-pdf.ts turns it into a message key. */
export type PdfRefusal = 'unreadable' | 'active' | 'encrypted';

export type PdfOutcome =
  | { ok: true; bytes: Uint8Array; pages: number }
  | { ok: false; refusal: PdfRefusal; reason: string };

export interface PdfJob {
  id: number;
  bytes: Uint8Array;
}

export interface PdfJobResult {
  id: number;
  outcome: PdfOutcome;
  /** The worker's heap after the job: clean-pdf.ts replaces a worker that has grown. */
  heapUsed: number;
}

/** Objects in one file, those unpacked from object streams included. */
export const MAX_PDF_OBJECTS = 50_000;
/**
 * Bytes the parser may inflate for one file (object and cross-reference streams, the XMP
 * metadata read on saving): 500 KB of deflated data can otherwise expand to gigabytes.
 */
export const MAX_PDF_DECODED_BYTES = 8 * 1024 * 1024;
/** Dictionaries and arrays inside one another. */
export const MAX_PDF_NESTING = 64;
/** The clean copy (object streams are written out plainly, so it may outgrow the upload). */
export const MAX_PDF_OUTPUT_BYTES = 2 * 1024 * 1024;

/**
 * Names that make a PDF run, open, send or carry something, wherever they appear (as a key, an
 * action's /S, an annotation's /Subtype or a stream's /Type): a certificate needs none of them.
 * Links to web pages (/URI) and to other pages of the file (/GoTo) stay allowed.
 */
const ACTIVE_NAMES: ReadonlySet<PDFName> = new Set(
  [
    // scripts
    'JS',
    'JavaScript',
    // actions that start a program, send or load data, or open another file
    'Launch',
    'SubmitForm',
    'ImportData',
    'ResetForm',
    'GoToR',
    'GoToE',
    // attached files
    'EmbeddedFile',
    'EmbeddedFiles',
    'EF',
    'FileAttachment',
    // forms
    'AcroForm',
    'XFA',
    // multimedia and 3D, which carry players and scripts of their own
    'RichMedia',
    'RichMediaExecute',
    'Rendition',
    'Screen',
    'Movie',
    'Sound',
    '3D',
    'GoTo3DView',
  ].map((name) => PDFName.of(name)),
);

// (No parameter properties here: Node's type stripping does not take them.)
class Refused extends Error {
  readonly refusal: PdfRefusal;
  constructor(refusal: PdfRefusal, reason: string) {
    super(reason);
    this.refusal = refusal;
  }
}

const refused = (refusal: PdfRefusal, reason: string) => new Refused(refusal, reason);

// ---- What the parser may inflate --------------------------------------------------------------

const decodeBudgets = new WeakMap<PDFContext, { bytes: number; objects: number }>();

function budgetOf(context: PDFContext) {
  let budget = decodeBudgets.get(context);
  if (!budget) decodeBudgets.set(context, (budget = { bytes: 0, objects: 0 }));
  return budget;
}

/** The size `contents` inflates to, or a throw once it passes `limit` (nothing larger is held). */
function inflatedSize(contents: Uint8Array, limit: number): number {
  const options = { maxOutputLength: limit + 1, finishFlush: zlibConstants.Z_SYNC_FLUSH };
  try {
    return inflateSync(contents, options).length;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooFar();
    // the library's own inflater ignores the checksum at the end: measure without it too
    try {
      return inflateRawSync(contents.subarray(2), options).length;
    } catch (raw) {
      throw (raw as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? tooFar() : raw;
    }
  }
}

const tooFar = () => new Error('streams inflate too far');

/**
 * Charges what `stream` decodes to against its document's budget, throwing once the document
 * has decoded more than MAX_PDF_DECODED_BYTES. Deflated data is measured by zlib, which stops
 * at the limit (the library's inflater decodes a whole deflate block at once, and one crafted
 * block can hold gigabytes); other filters are decoded a block at a time, each block bounded.
 */
function chargeDecodedSize(stream: PDFRawStream): void {
  const budget = budgetOf(stream.dict.context);
  const remaining = MAX_PDF_DECODED_BYTES - budget.bytes;
  const { context } = stream.dict;
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  const filters =
    filter instanceof PDFArray
      ? filter.asArray().map((f) => context.lookup(f))
      : filter
        ? [filter]
        : [];
  const flate = PDFName.of('FlateDecode');
  let size = 0;
  if (filters.length === 0) size = stream.contents.length;
  else if (filters.length === 1 && filters[0] === flate)
    size = inflatedSize(stream.contents, remaining);
  else if (filters.includes(flate)) throw new Error('deflate among other filters');
  else {
    const decoded = decodePDFRawStream(stream);
    for (let block = decoded.getBytes(64 * 1024); block.length > 0;) {
      size += block.length;
      if (size > remaining) throw tooFar();
      block = decoded.getBytes(64 * 1024);
    }
  }
  budget.bytes += size;
  if (budget.bytes > MAX_PDF_DECODED_BYTES) throw tooFar();
}

let guarded = false;

/**
 * The parser inflates object streams and cross-reference streams as it meets them, with no
 * limit of its own: each is measured first, against the document's budget, and an object
 * stream may not hold more objects than a whole file may. What throws here makes the parser
 * reject the file. Installed in the worker only, so the API's own process is left alone.
 */
export function guardStreamParsers(): void {
  if (guarded) return;
  guarded = true;
  const unpackObjects = PDFObjectStreamParser.forStream;
  PDFObjectStreamParser.forStream = (stream, shouldWaitForTick) => {
    const budget = budgetOf(stream.dict.context);
    const count = stream.dict.lookup(PDFName.of('N'));
    budget.objects += count instanceof PDFNumber ? count.asNumber() : 0;
    if (!(budget.objects <= MAX_PDF_OBJECTS)) throw new Error('too many objects');
    chargeDecodedSize(stream);
    return unpackObjects(stream, shouldWaitForTick);
  };
  const readCrossReferences = PDFXRefStreamParser.forStream;
  PDFXRefStreamParser.forStream = (stream) => {
    chargeDecodedSize(stream);
    return readCrossReferences(stream);
  };
}

// ---- Parsing ---------------------------------------------------------------------------------

const LOAD_OPTIONS = {
  // an object the parser cannot read fails the file instead of being skipped
  throwOnInvalidObject: true,
  // leave /Producer and /ModDate as they were
  updateMetadata: false,
  // encrypted files are parsed too, to be refused with their own message
  ignoreEncryption: true,
  // the worker has nothing else to do: no pauses between objects
  parseSpeed: ParseSpeeds.Fastest,
};

async function parse(bytes: Uint8Array): Promise<PDFDocument> {
  try {
    return await PDFDocument.load(bytes, LOAD_OPTIONS);
  } catch (error) {
    // An encrypted file's object streams cannot be read without the key: say why it failed.
    if (await isEncrypted(bytes)) throw refused('encrypted', 'encrypted');
    throw refused('unreadable', error instanceof Error ? error.message : String(error));
  }
}

async function isEncrypted(bytes: Uint8Array): Promise<boolean> {
  try {
    const lenient = await PDFDocument.load(bytes, { ...LOAD_OPTIONS, throwOnInvalidObject: false });
    return lenient.isEncrypted;
  } catch {
    return false;
  }
}

// ---- Inspection ------------------------------------------------------------------------------

/** The first active name in `value` and what it holds (not following references), if any. */
function activeNameIn(value: PDFObject | undefined, depth: number): string | undefined {
  if (depth > MAX_PDF_NESTING) throw refused('unreadable', 'objects nested too deeply');
  if (value instanceof PDFName) return ACTIVE_NAMES.has(value) ? value.asString() : undefined;
  if (value instanceof PDFStream) return activeNameIn(value.dict, depth + 1);
  if (value instanceof PDFDict) {
    for (const [key, entry] of value.entries()) {
      if (ACTIVE_NAMES.has(key)) return key.asString();
      const found = activeNameIn(entry, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (value instanceof PDFArray) {
    for (const entry of value.asArray()) {
      const found = activeNameIn(entry, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (value instanceof PDFInvalidObject) throw refused('unreadable', 'an object could not be read');
  return undefined;
}

/**
 * Every indirect object the parser kept (top-level ones, those unpacked from object streams,
 * the stream dictionaries) and the trailer, walked to the bottom: one active name refuses it.
 */
function assertNothingActive(doc: PDFDocument): void {
  const objects = doc.context.enumerateIndirectObjects();
  if (objects.length > MAX_PDF_OBJECTS) throw refused('unreadable', 'too many objects');
  const { Root, Info, ID } = doc.context.trailerInfo;
  for (const value of [...objects.map(([, object]) => object), Root, Info, ID]) {
    const found = activeNameIn(value, 0);
    if (found) throw refused('active', found);
  }
}

/** A page's /Contents, if it has any, are streams (a damaged file has other things there). */
function assertPageContents(context: PDFContext, page: PDFDict): void {
  const resolve = (value: PDFObject | undefined) =>
    value instanceof PDFRef ? context.lookup(value) : value;
  const contents = resolve(page.get(PDFName.of('Contents')));
  const parts = contents instanceof PDFArray ? contents.asArray().map(resolve) : [contents];
  if (contents !== undefined && !parts.every((part) => part instanceof PDFStream))
    throw refused('unreadable', 'page contents');
}

/**
 * The number of pages, by walking the page tree from the catalogue: every node once (a tree
 * that loops or shares a node is refused: it could send a reader round forever).
 */
function countPages(doc: PDFDocument): number {
  const { context } = doc;
  const catalog = context.lookup(context.trailerInfo.Root);
  if (!(catalog instanceof PDFDict) || catalog.lookup(PDFName.of('Type')) !== PDFName.of('Catalog'))
    throw refused('unreadable', 'no catalogue');
  const seen = new Set<PDFObject>();
  const pending: (PDFObject | undefined)[] = [catalog.get(PDFName.of('Pages'))];
  let pages = 0;
  while (pending.length > 0) {
    const entry = pending.pop();
    const node = entry instanceof PDFRef ? context.lookup(entry) : entry;
    if (!(node instanceof PDFDict) || seen.has(node)) throw refused('unreadable', 'page tree');
    seen.add(node);
    const kids = node.get(PDFName.of('Kids'));
    const kidList = kids instanceof PDFRef ? context.lookup(kids) : kids;
    if (kidList === undefined) {
      assertPageContents(context, node);
      pages += 1;
    } else if (kidList instanceof PDFArray) for (const kid of kidList.asArray()) pending.push(kid);
    else throw refused('unreadable', 'page tree');
  }
  if (pages === 0) throw refused('unreadable', 'no pages');
  return pages;
}

/** Saving reads the catalogue's XMP metadata (for PDF/A): measured against the budget first. */
function assertMetadataWithinBudget(doc: PDFDocument): void {
  const metadata = doc.catalog.lookup(PDFName.of('Metadata'));
  if (!(metadata instanceof PDFRawStream)) return;
  try {
    chargeDecodedSize(metadata);
  } catch (error) {
    throw refused('unreadable', error instanceof Error ? error.message : 'metadata');
  }
}

async function inspect(bytes: Uint8Array): Promise<{ doc: PDFDocument; pages: number }> {
  const doc = await parse(bytes);
  if (doc.isEncrypted) throw refused('encrypted', 'encrypted');
  assertNothingActive(doc);
  return { doc, pages: countPages(doc) };
}

/**
 * The upload parsed, inspected and written anew; the copy is parsed and inspected again (what
 * is stored is what passed) and must have the same pages.
 */
export async function cleanPdfBytes(bytes: Uint8Array): Promise<PdfOutcome> {
  try {
    const { doc, pages } = await inspect(bytes);
    assertMetadataWithinBudget(doc);
    const copy = await doc.save({
      // a plain cross-reference table: every PDF reader takes it, PDF/A-1 included
      useObjectStreams: false,
      addDefaultPage: false,
      updateFieldAppearances: false,
      objectsPerTick: Number.POSITIVE_INFINITY,
    });
    if (copy.length > MAX_PDF_OUTPUT_BYTES) throw refused('unreadable', 'copy too large');
    const again = await inspect(copy);
    if (again.pages !== pages) throw refused('unreadable', 'copy lost pages');
    return { ok: true, bytes: copy, pages };
  } catch (error) {
    if (error instanceof Refused)
      return { ok: false, refusal: error.refusal, reason: error.message };
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, refusal: 'unreadable', reason };
  }
}

// ---- The worker ------------------------------------------------------------------------------

/** What clean-pdf.ts passes as workerData, so that nothing else starts this file as a worker. */
const ROLE = 'niyukti-pdf-cleaner';

if (!isMainThread && parentPort && (workerData as { role?: string } | null)?.role === ROLE) {
  const port = parentPort;
  guardStreamParsers();
  port.on('message', (job: PdfJob) => {
    void cleanPdfBytes(job.bytes).then((outcome) => {
      const result: PdfJobResult = {
        id: job.id,
        outcome,
        heapUsed: getHeapStatistics().used_heap_size,
      };
      port.postMessage(result);
    });
  });
  port.postMessage('ready');
}
