import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderAdmitCardPdf, type AdmitCardData } from './admit-card-pdf';
import { signAdmitCardToken } from './admit-card-token';

const KEY = 'a-test-admit-card-key-of-32-bytes!!';
const JPEG_PHOTO = readFileSync(new URL('./test-fixtures/photo.jpg', import.meta.url));
const hasPoppler = spawnSync('pdftotext', ['-v']).status === 0;
const outDir = mkdtempSync(path.join(tmpdir(), 'admit-card-'));

let card: AdmitCardData;

beforeAll(async () => {
  card = {
    masterId: 100123,
    rollNumber: '1012',
    candidateName: { en: 'Sita Kumari Shrestha', ne: 'सीता कुमारी श्रेष्ठ' },
    advertisementNumber: '12/082-83',
    advertisementCode: 'ADV-12-082-83',
    post: { ne: 'शाखा अधिकृत', en: 'Section Officer' },
    examCentre: { ne: 'परीक्षा केन्द्र, कीर्तिपुर', en: 'Exam centre, Kirtipur' },
    verificationToken: await signAdmitCardToken(
      {
        applicationId: 42,
        masterId: 100123,
        rollNumber: '1012',
        advertisementCode: 'ADV-12-082-83',
      },
      KEY,
    ),
    issuedOnAd: '2025-08-01',
  };
});

const pageCount = (pdf: Buffer) =>
  pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
// A PNG with transparency becomes two image objects (pixels + /SMask): count the visible ones.
const count = (pdf: Buffer, pattern: RegExp) => pdf.toString('latin1').match(pattern)?.length ?? 0;
const imageCount = (pdf: Buffer) =>
  count(pdf, /\/Subtype \/Image/g) - count(pdf, /\/SMask \d+ 0 R/g);

function textOf(pdf: Buffer, name: string): string {
  const file = path.join(outDir, `${name}.pdf`);
  writeFileSync(file, pdf);
  const result = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(result.status).toBe(0);
  return result.stdout;
}

describe('admit card PDF', () => {
  it('is a one-page PDF with a placeholder photo and the QR code as its only image', async () => {
    const pdf = await renderAdmitCardPdf(card);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(1);
    expect(imageCount(pdf)).toBe(1);
  });

  it('embeds a JPEG photo and a PNG signature', async () => {
    const signature = await QRCode.toBuffer('signature stand-in');
    const pdf = await renderAdmitCardPdf({ ...card, photo: JPEG_PHOTO, signature });
    expect(imageCount(pdf)).toBe(3);
    expect(pageCount(pdf)).toBe(1);
  });

  it('stays on one page with very long values', async () => {
    const long = 'Administration Service, General Administration Group, '.repeat(8);
    const pdf = await renderAdmitCardPdf({
      ...card,
      candidateName: { en: long, ne: 'श्रेष्ठ '.repeat(60) },
      post: { ne: 'प्रशासन सेवा '.repeat(40), en: long },
      examCentre: { ne: 'केन्द्र '.repeat(60), en: long },
      instructions: Array.from({ length: 8 }, () => ({ ne: 'स्थिति '.repeat(40), en: long })),
    });
    expect(pageCount(pdf)).toBe(1);
  });

  it.skipIf(!hasPoppler)(
    'carries the roll number and master id as machine-readable text',
    async () => {
      const text = textOf(await renderAdmitCardPdf(card), 'tba');
      expect(text).toMatch(/\b1012\b/);
      expect(text).toMatch(/\b100123\b/);
      expect(text).toContain('Public Service Commission');
      expect(text).toContain('Admit Card');
      expect(text).toContain('ADV-12-082-83');
      expect(text).toContain('Sita Kumari Shrestha');
      expect(text).toContain('To be announced');
    },
  );

  it.skipIf(!hasPoppler)(
    'prints the exam date in both calendars, B.S. derived from A.D.',
    async () => {
      const pdf = await renderAdmitCardPdf({
        ...card,
        exam: { dateAd: '2025-08-31', time: '11:00' },
      });
      const text = textOf(pdf, 'scheduled');
      expect(text).toContain('2025-08-31 A.D. (2082-05-15 B.S.), 11:00');
      expect(text).not.toContain('To be announced');
    },
  );

  it.skipIf(!hasPoppler)('rasterises (a broken font or stream would fail here)', async () => {
    const file = path.join(outDir, 'card.pdf');
    writeFileSync(file, await renderAdmitCardPdf({ ...card, photo: JPEG_PHOTO }));
    const result = spawnSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-singlefile',
      file,
      path.join(outDir, 'card'),
    ]);
    expect(result.status).toBe(0);
    expect(result.stderr.toString()).toBe('');
    expect(statSync(path.join(outDir, 'card.png')).size).toBeGreaterThan(10_000);
  });
});
