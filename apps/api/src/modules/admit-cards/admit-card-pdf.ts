import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { adToBs, toDevanagariDigits, todayIso } from '@niyukti/shared';
import { ADMIT_CARD_FONTS } from './admit-card-font';
import {
  ADMIT_CARD_LABELS as L,
  DEFAULT_ADMIT_CARD_INSTRUCTIONS,
  type BilingualText,
} from './admit-card-text';

// One A4 page, laid out at fixed positions (no flowing text), so the card is always exactly
// one page. Nepali lines print dates in Devanagari digits; the roll number and master id stay
// in Latin digits because text copied out of a PDF comes in visual order and machines read them.

export interface AdmitCardData {
  masterId: number;
  rollNumber: string;
  candidateName: { en: string; ne?: string };
  advertisementNumber: string;
  advertisementCode: string;
  post: BilingualText;
  examCentre: BilingualText;
  /** The subject chosen when applying, for a post that offers subjects. */
  subject?: BilingualText;
  /** A.D. is the truth; B.S. is derived when not given. Absent: "to be announced". */
  exam?: { dateAd: string; dateBs?: string; time?: string };
  /** JPEG or PNG bytes; a labelled empty box when absent. */
  photo?: Buffer;
  signature?: Buffer;
  /** signAdmitCardToken(...) of this card; printed as the QR code. */
  verificationToken: string;
  /** A.D. date of issue; defaults to today. */
  issuedOnAd?: string;
  instructions?: readonly BilingualText[];
}

const PAGE = { width: 595.28, height: 841.89 };
const LEFT = 48;
const RIGHT = PAGE.width - 48;
const PHOTO = { x: RIGHT - 110, y: 150, width: 110, height: 130 };
const SIGNATURE = { x: PHOTO.x, y: PHOTO.y + PHOTO.height + 12, width: 110, height: 50 };
const FOOTER_Y = PAGE.height - 96;
const LABEL_WIDTH = 125;
const VALUE_X = LEFT + LABEL_WIDTH + 10;
const VALUE_WIDTH = PHOTO.x - 14 - VALUE_X;
const INK = '#111111';
const MUTED = '#555555';
const RULE = '#b8c2cc';

type Doc = PDFKit.PDFDocument;
type Weight = 'regular' | 'bold';

interface TextStyle {
  weight?: Weight;
  size: number;
  color?: string;
  width: number;
  align?: 'left' | 'center' | 'right';
  maxLines?: number;
}

/** Writes text at a fixed place and returns the height it took. */
function write(doc: Doc, text: string, x: number, y: number, style: TextStyle): number {
  doc
    .font(style.weight ?? 'regular')
    .fontSize(style.size)
    .fillColor(style.color ?? INK);
  const options = { width: style.width, align: style.align ?? 'left', lineGap: 1 };
  const lineHeight = doc.currentLineHeight(true) + 1;
  const height = Math.min(doc.heightOfString(text, options), lineHeight * (style.maxLines ?? 2));
  doc.text(text, x, y, { ...options, height, ellipsis: true });
  return height;
}

function writeHeader(doc: Doc): void {
  write(doc, L.commission.ne, 0, 40, {
    weight: 'bold',
    size: 21,
    width: PAGE.width,
    align: 'center',
  });
  write(doc, L.commission.en, 0, 72, {
    weight: 'bold',
    size: 13,
    width: PAGE.width,
    align: 'center',
  });
  doc.rect(LEFT, 100, RIGHT - LEFT, 32).fill('#e6edf5');
  const title = `${L.title.ne}  /  ${L.title.en}`;
  write(doc, title, LEFT, 104, { weight: 'bold', size: 15, width: RIGHT - LEFT, align: 'center' });
}

interface Row {
  label: BilingualText;
  /** Lines of the value, first in the larger type. */
  lines: string[];
  emphasis?: boolean;
}

function examLines(exam: AdmitCardData['exam']): string[] {
  if (!exam) return [L.toBeAnnounced.ne, L.toBeAnnounced.en];
  const bs = exam.dateBs ?? adToBs(exam.dateAd);
  const timeNe = exam.time ? `, समय ${toDevanagariDigits(exam.time)}` : '';
  const time = exam.time ? `, ${exam.time}` : '';
  return [`वि.सं. ${toDevanagariDigits(bs)}${timeNe}`, `${exam.dateAd} A.D. (${bs} B.S.)${time}`];
}

function detailRows(card: AdmitCardData): Row[] {
  const name = card.candidateName.ne
    ? [card.candidateName.ne, card.candidateName.en]
    : [card.candidateName.en];
  return [
    { label: L.rollNumber, lines: [card.rollNumber], emphasis: true },
    { label: L.candidateName, lines: name },
    { label: L.masterId, lines: [String(card.masterId)] },
    { label: L.advertisementNumber, lines: [card.advertisementNumber] },
    { label: L.advertisementCode, lines: [card.advertisementCode] },
    { label: L.post, lines: [card.post.ne, card.post.en] },
    ...(card.subject ? [{ label: L.subject, lines: [card.subject.ne, card.subject.en] }] : []),
    { label: L.examCentre, lines: [card.examCentre.ne, card.examCentre.en] },
    { label: L.examDateTime, lines: examLines(card.exam) },
  ];
}

function writeRow(doc: Doc, row: Row, y: number): number {
  let labelHeight = write(doc, row.label.ne, LEFT, y, { size: 10.5, width: LABEL_WIDTH });
  labelHeight += write(doc, row.label.en, LEFT, y + labelHeight, {
    size: 8.5,
    color: MUTED,
    width: LABEL_WIDTH,
  });
  let valueHeight = 0;
  row.lines.forEach((line, index) => {
    const size = row.emphasis ? 18 : index === 0 ? 11.5 : 10;
    const weight: Weight = row.emphasis || index === 0 ? 'bold' : 'regular';
    valueHeight += write(doc, line, VALUE_X, y + valueHeight, { weight, size, width: VALUE_WIDTH });
  });
  const bottom = y + Math.max(labelHeight, valueHeight) + 6;
  doc
    .moveTo(LEFT, bottom)
    .lineTo(VALUE_X + VALUE_WIDTH, bottom)
    .lineWidth(0.5)
    .stroke(RULE);
  return bottom + 6;
}

function drawImageBox(
  doc: Doc,
  box: { x: number; y: number; width: number; height: number },
  image: Buffer | undefined,
  placeholder: string,
): void {
  doc.rect(box.x, box.y, box.width, box.height).lineWidth(1).stroke(INK);
  if (image) {
    doc.image(image, box.x + 3, box.y + 3, {
      fit: [box.width - 6, box.height - 6],
      align: 'center',
      valign: 'center',
    });
    return;
  }
  const top = box.y + box.height / 2 - 8;
  write(doc, placeholder, box.x, top, {
    size: 10,
    color: MUTED,
    width: box.width,
    align: 'center',
  });
}

function writePhotoAndSignature(doc: Doc, card: AdmitCardData): void {
  drawImageBox(doc, PHOTO, card.photo, `${L.photo.ne} / ${L.photo.en}`);
  drawImageBox(doc, SIGNATURE, card.signature, '');
  const captionY = SIGNATURE.y + SIGNATURE.height + 3;
  const caption = { width: SIGNATURE.width, align: 'center' } as const;
  write(doc, L.candidateSignature.ne, SIGNATURE.x, captionY, { size: 8, ...caption });
  write(doc, L.candidateSignature.en, SIGNATURE.x, captionY + 12, {
    size: 7.5,
    color: MUTED,
    ...caption,
  });
}

async function writeQrCode(doc: Doc, token: string, y: number): Promise<void> {
  const png = await QRCode.toBuffer(token, { errorCorrectionLevel: 'M', margin: 1, scale: 6 });
  const size = 118;
  doc.image(png, LEFT, y, { width: size, height: size });
  write(doc, L.scanToVerify.ne, LEFT - 6, y + size + 4, {
    size: 8,
    width: size + 12,
    align: 'center',
  });
  write(doc, L.scanToVerify.en, LEFT - 6, y + size + 17, {
    size: 7.5,
    color: MUTED,
    width: size + 12,
    align: 'center',
  });
}

/** Height `write` would take, without drawing. */
function measure(doc: Doc, text: string, style: TextStyle): number {
  doc.font(style.weight ?? 'regular').fontSize(style.size);
  const lineHeight = doc.currentLineHeight(true) + 1;
  const height = doc.heightOfString(text, { width: style.width, lineGap: 1 });
  return Math.min(height, lineHeight * (style.maxLines ?? 2));
}

function writeInstructions(doc: Doc, items: readonly BilingualText[], y: number): void {
  const x = LEFT + 140;
  const width = RIGHT - x;
  let top = y;
  top += write(doc, `${L.instructions.ne} / ${L.instructions.en}`, x, top, {
    weight: 'bold',
    size: 10.5,
    width,
  });
  const ne: TextStyle = { size: 9.5, width };
  const en: TextStyle = { size: 8.5, color: MUTED, width };
  for (const [index, item] of items.entries()) {
    const lineNe = `${toDevanagariDigits(index + 1)}. ${item.ne}`;
    const lineEn = `${index + 1}. ${item.en}`;
    // A longer list than the page holds stops before the footer instead of running over it.
    if (top + 3 + measure(doc, lineNe, ne) + measure(doc, lineEn, en) > FOOTER_Y - 8) break;
    top += 3 + write(doc, lineNe, x, top + 3, ne);
    top += write(doc, lineEn, x, top, en);
  }
}

function writeFooter(doc: Doc, issuedOnAd: string): void {
  const y = FOOTER_Y;
  const bs = adToBs(issuedOnAd);
  write(doc, `${L.issuedOn.ne}: वि.सं. ${toDevanagariDigits(bs)}`, LEFT, y, {
    size: 9.5,
    width: 240,
  });
  write(doc, `${L.issuedOn.en}: ${issuedOnAd} A.D. (${bs} B.S.)`, LEFT, y + 15, {
    size: 8.5,
    color: MUTED,
    width: 240,
  });
  doc
    .moveTo(RIGHT - 160, y + 4)
    .lineTo(RIGHT, y + 4)
    .lineWidth(0.8)
    .stroke(INK);
  const caption = `${L.authorisedSignature.ne} / ${L.authorisedSignature.en}`;
  write(doc, caption, RIGHT - 180, y + 8, { size: 9, width: 180, align: 'right' });
}

function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

export async function renderAdmitCardPdf(card: AdmitCardData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0, // nothing flows, so no margin can push text onto a second page
    info: {
      Title: `${L.title.en} ${card.rollNumber}`,
      Author: L.commission.en,
      Subject: `${card.advertisementNumber} ${card.post.en}`,
    },
  });
  const done = collect(doc);
  doc.registerFont('regular', ADMIT_CARD_FONTS.regular);
  doc.registerFont('bold', ADMIT_CARD_FONTS.bold);
  doc
    .rect(24, 24, PAGE.width - 48, PAGE.height - 48)
    .lineWidth(1.5)
    .stroke(INK);
  writeHeader(doc);
  writePhotoAndSignature(doc, card);
  let y = PHOTO.y;
  for (const row of detailRows(card)) y = writeRow(doc, row, y);
  const lowerY = Math.max(y, SIGNATURE.y + SIGNATURE.height + 24) + 14;
  await writeQrCode(doc, card.verificationToken, lowerY);
  writeInstructions(doc, card.instructions ?? DEFAULT_ADMIT_CARD_INSTRUCTIONS, lowerY);
  writeFooter(doc, card.issuedOnAd ?? todayIso());
  doc.end();
  return done;
}
