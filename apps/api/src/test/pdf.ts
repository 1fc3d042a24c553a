// PDF files written by hand for tests: complete (catalogue, page tree, cross-reference table), so
// the upload check, which parses every PDF, takes them; and any shape a test needs to craft.

/** Text for a PDF string literal: printable ASCII, its three special characters escaped. */
function pdfString(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, '\\$&');
}

/** A stream object's body: `dictionary` (without /Length, which is added) and its bytes. */
export function pdfStream(dictionary: string, contents: Buffer | string): Buffer {
  const bytes = Buffer.isBuffer(contents) ? contents : Buffer.from(contents, 'latin1');
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${bytes.length} >>\nstream\n`, 'latin1'),
    bytes,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/**
 * A PDF of `objects`, numbered from 1 in order (object 1 is the catalogue the trailer names),
 * each the body between `n 0 obj` and `endobj`, with a correct cross-reference table.
 */
export function pdfOf(objects: readonly (string | Buffer)[], version = '1.4'): Buffer {
  const parts: Buffer[] = [Buffer.from(`%PDF-${version}\n%\xe2\xe3\xcf\xd3\n`, 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    const body = Buffer.isBuffer(object) ? object : Buffer.from(object, 'latin1');
    const part = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(part);
    length += part.length;
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) tail += `${String(offset).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(tail, 'latin1'));
  return Buffer.concat(parts);
}

/**
 * A plain one-page A4 PDF with `text` as its title, as a scanner's "save as PDF" gives: what
 * any PDF reader opens and the upload check accepts. `pageExtras` go into the page's dictionary
 * and `extraObjects` after the five it has (numbered from 6), for tests that add to it.
 */
export function plainPdf(
  text = 'Certificate',
  { pageExtras = '', extraObjects = [] as readonly (string | Buffer)[] } = {},
): Buffer {
  const content = [
    '0.2 0.2 0.2 RG 2 w 40 40 515 762 re S',
    `BT /F1 22 Tf 72 740 Td (${pdfString(text)}) Tj ET`,
  ].join('\n');
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ' +
      `/Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R ${pageExtras}>>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    pdfStream('', content),
    ...extraObjects,
  ]);
}
