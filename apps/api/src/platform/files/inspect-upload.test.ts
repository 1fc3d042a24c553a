import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { inspectUpload, MAX_UPLOAD_BYTES, type UploadRule } from './inspect-upload';

const PHOTO: UploadRule = {
  allowed: ['jpeg', 'png'],
  kindMessage: 'validation.fileJpgPng',
  maxBytes: MAX_UPLOAD_BYTES,
  maxWidth: 600,
  maxHeight: 800,
};
const CERTIFICATE: UploadRule = {
  allowed: ['pdf', 'jpeg', 'png'],
  kindMessage: 'validation.filePdfJpgPng',
  maxBytes: MAX_UPLOAD_BYTES,
};

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' } });

/** The message key the upload was refused with, or 'accepted'. */
async function verdict(bytes: Buffer, rule: UploadRule = PHOTO): Promise<string> {
  try {
    await inspectUpload(bytes, rule, 'photograph');
    return 'accepted';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const issues = (error.data as { issues: { path: string; message: string }[] }).issues;
    expect(issues[0]!.path).toBe('photograph');
    return issues[0]!.message;
  }
}

/** A valid PNG whose header claims `width` × `height` pixels (the CRC mended to match). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await picture(8, 8).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const minimalPdf = (body = '') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog ${body} >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

describe('inspectUpload', () => {
  it('accepts a JPEG and a PNG photo, re-encoded as JPEG and scaled down to fit', async () => {
    const big = await picture(1200, 1600).png().toBuffer();
    const inspected = await inspectUpload(big, PHOTO, 'photograph');
    expect(inspected).toMatchObject({ contentType: 'image/jpeg', kind: 'png' });
    const meta = await sharp(inspected.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 600, 800]);
    expect(await verdict(await picture(300, 400).jpeg().toBuffer())).toBe('accepted');
  });

  it('strips EXIF metadata such as where the picture was taken', async () => {
    const withExif = await picture(100, 100)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Home address, Lalitpur' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const inspected = await inspectUpload(withExif, PHOTO, 'photograph');
    expect((await sharp(inspected.bytes).metadata()).exif).toBeUndefined();
    expect(inspected.bytes.includes(Buffer.from('Lalitpur'))).toBe(false);
  });

  it('judges by the leading bytes, not the name: a program or a web page is refused', async () => {
    const windowsProgram = Buffer.concat([Buffer.from('MZ\x90\x00\x03'), Buffer.alloc(200, 1)]);
    expect(await verdict(windowsProgram)).toBe('validation.fileJpgPng');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(await verdict(svg)).toBe('validation.fileJpgPng');
    expect(await verdict(Buffer.from('<html><body>hello</body></html>'))).toBe(
      'validation.fileJpgPng',
    );
  });

  it('refuses a kind the field does not take: a PDF photo, a GIF certificate', async () => {
    expect(await verdict(minimalPdf())).toBe('validation.fileJpgPng');
    const gif = await picture(20, 20).gif().toBuffer();
    expect(await verdict(gif, CERTIFICATE)).toBe('validation.filePdfJpgPng');
    expect(await verdict(minimalPdf(), CERTIFICATE)).toBe('accepted');
  });

  it('refuses a file over 500 KB and an empty one', async () => {
    const noisy = await sharp(
      Buffer.from(Array.from({ length: 700 * 700 * 3 }, (_, i) => (i * 7919) % 251)),
      {
        raw: { width: 700, height: 700, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(MAX_UPLOAD_BYTES);
    expect(await verdict(noisy)).toBe('validation.fileTooLarge');
    expect(await verdict(Buffer.alloc(0))).toBe('validation.required');
  });

  it('refuses a small file that claims an enormous picture, without decoding it', async () => {
    expect(await verdict(await pngClaiming(100_000, 100_000))).toBe('validation.fileImageTooLarge');
  });

  it('refuses a damaged image', async () => {
    const jpeg = await picture(200, 200).jpeg().toBuffer();
    expect(await verdict(jpeg.subarray(0, 200))).toBe('validation.fileUnreadable');
  });

  it('does not keep what a polyglot hides after the picture', async () => {
    const polyglot = Buffer.concat([
      await picture(50, 50).jpeg().toBuffer(),
      Buffer.from('<script>alert(document.cookie)</script>'),
    ]);
    const inspected = await inspectUpload(polyglot, PHOTO, 'photograph');
    expect(inspected.bytes.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('refuses a PDF that runs scripts or launches programs, not one that merely names a font', async () => {
    expect(
      await verdict(minimalPdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'), CERTIFICATE),
    ).toBe('validation.filePdfActive');
    expect(
      await verdict(minimalPdf('/AA << /O << /S /Launch /F (cmd.exe) >> >>'), CERTIFICATE),
    ).toBe('validation.filePdfActive');
    expect(await verdict(minimalPdf('/BaseFont /JSFontBold'), CERTIFICATE)).toBe('accepted');
  });
});
