import sharp from 'sharp';
import type { MemoryFile } from './pictures';

/** Text for a PDF string literal: ASCII only, with its three special characters escaped. */
function pdfString(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, '\\$&');
}

/**
 * A small but complete one-page A4 PDF (catalogue, page tree, font, content stream and a correct
 * cross-reference table), as a scanner's "save as PDF" gives: a framed title and a line under it.
 * Any PDF reader opens it; the server accepts it by its leading bytes.
 */
export function certificatePdf(
  name: string,
  title: string,
  line = 'Issued for Niyukti e2e',
): MemoryFile {
  const content = [
    '0.2 0.2 0.2 RG 2 w 40 40 515 762 re S',
    `BT /F1 22 Tf 72 740 Td (${pdfString(title)}) Tj ET`,
    `BT /F1 12 Tf 72 712 Td (${pdfString(line)}) Tj ET`,
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ' +
      '/Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

/**
 * A phone photo of a paper certificate (a framed page with a title and a few ruled lines), as a
 * JPEG or PNG well under 500 KB.
 */
export async function certificatePicture(
  name: string,
  title: string,
  options: { width?: number; height?: number; format?: 'jpeg' | 'png' } = {},
): Promise<MemoryFile> {
  const { width = 1000, height = 700, format = 'jpeg' } = options;
  const lines = Array.from(
    { length: 6 },
    (_, index) =>
      `<line x1="90" x2="${width - 90}" y1="${260 + index * 55}" y2="${260 + index * 55}"
        stroke="#8a8a8a" stroke-width="3"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="#f4efe1"/>
    <rect x="30" y="30" width="${width - 60}" height="${height - 60}" fill="none"
      stroke="#7a2f1d" stroke-width="8"/>
    <text x="${width / 2}" y="160" font-family="sans-serif" font-size="48" text-anchor="middle"
      fill="#3a1a10">${escapeXml(title)}</text>
    ${lines}
    <circle cx="${width - 170}" cy="${height - 150}" r="70" fill="none" stroke="#b22" stroke-width="6"/>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  const buffer =
    format === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: 85 }).toBuffer();
  return { name, mimeType: format === 'png' ? 'image/png' : 'image/jpeg', buffer };
}

/** A scan of one side of a citizenship certificate (JPEG, 1200 × 800). */
export function citizenshipScan(side: 'front' | 'back'): Promise<MemoryFile> {
  return certificatePicture(`citizenship-${side}.jpg`, `Citizenship certificate (${side})`, {
    width: 1200,
    height: 800,
  });
}
