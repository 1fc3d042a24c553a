import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** True when the file is a PDF by its leading bytes, whatever it is called. */
export function startsWithPdfMagic(file: string): boolean {
  const handle = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(5);
    fs.readSync(handle, head, 0, 5, 0);
    return head.toString('latin1') === '%PDF-';
  } finally {
    fs.closeSync(handle);
  }
}

/** The PDF's text through poppler's `pdftotext`, or null when poppler-utils is not installed. */
export function pdfText(file: string): string | null {
  const result = spawnSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], {
    encoding: 'utf8',
  });
  if (result.error) return null;
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
  return result.stdout;
}

/**
 * The PDF's first page as a PNG at `outBase`.png (poppler's `pdftoppm`), to look at what a
 * person would print; false when poppler-utils is not installed.
 */
export function firstPageAsPng(file: string, outBase: string): boolean {
  const result = spawnSync('pdftoppm', ['-png', '-r', '80', '-singlefile', file, outBase]);
  if (result.error) return false;
  if (result.status !== 0) throw new Error(`pdftoppm failed: ${result.stderr}`);
  return true;
}
