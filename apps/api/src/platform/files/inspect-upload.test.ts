import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, StandardFonts, type SaveOptions } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pdfOf, pdfStream, plainPdf } from '../../test/pdf';
import { AppError } from '../errors/app-error';
import { inspectUpload, MAX_UPLOAD_BYTES, type UploadRule } from './inspect-upload';
import { MAX_PDF_DECODED_BYTES, MAX_PDF_OBJECTS, MAX_PDF_NESTING } from './pdf-worker';

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
    expect(await verdict(plainPdf())).toBe('validation.fileJpgPng');
    const gif = await picture(20, 20).gif().toBuffer();
    expect(await verdict(gif, CERTIFICATE)).toBe('validation.filePdfJpgPng');
    expect(await verdict(plainPdf(), CERTIFICATE)).toBe('accepted');
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
});

/**
 * A PDF made by the PDF library: `pages` pages with a line of text, changed by `change` before
 * it is saved with `save` (plain objects unless it says otherwise).
 */
async function libraryPdf(
  change: (doc: PDFDocument) => void | Promise<void> = () => undefined,
  { pages = 1, save = { useObjectStreams: false } as SaveOptions } = {},
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let index = 1; index <= pages; index++)
    doc.addPage([595, 842]).drawText(`Transcript, page ${index}`, { x: 72, y: 740, font });
  await change(doc);
  return Buffer.from(await doc.save(save));
}

/** The PDF's catalogue opens with `action` (a dictionary given as an object literal). */
function openWith(doc: PDFDocument, action: Record<string, unknown>) {
  const ref = doc.context.register(doc.context.obj(action as never));
  doc.catalog.set(PDFName.of('OpenAction'), ref);
}

const pdfVerdict = (bytes: Buffer) => verdict(bytes, CERTIFICATE);

describe('inspectUpload of a PDF', () => {
  it('keeps a clean copy of a plain PDF: same pages, nothing after %%EOF', async () => {
    const original = await libraryPdf(() => undefined, { pages: 2 });
    const appended = Buffer.concat([
      original,
      Buffer.from('\n<html><script>alert(document.cookie)</script></html>\n'),
    ]);
    const inspected = await inspectUpload(appended, CERTIFICATE, 'transcript');
    expect(inspected).toMatchObject({ contentType: 'application/pdf', kind: 'pdf' });
    expect(inspected.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(inspected.bytes.includes(Buffer.from('<script>'))).toBe(false);
    expect(inspected.bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    expect(inspected.bytes.length).toBeLessThan(2 * original.length);
    const stored = await PDFDocument.load(inspected.bytes, { throwOnInvalidObject: true });
    expect(stored.getPageCount()).toBe(2);
    // what was checked is what is kept: the copy passes the check again, unchanged in length
    const again = await inspectUpload(inspected.bytes, CERTIFICATE, 'transcript');
    expect(again.bytes.length).toBe(inspected.bytes.length);
  });

  it('accepts PDFs written by hand, with object streams, or naming a font /JSFontBold', async () => {
    expect(await pdfVerdict(plainPdf('Character certificate'))).toBe('accepted');
    const compressed = await libraryPdf(() => undefined, { save: { useObjectStreams: true } });
    expect(compressed.includes(Buffer.from('/ObjStm'))).toBe(true);
    expect(await pdfVerdict(compressed)).toBe('accepted');
    const font = '<< /Type /Font /Subtype /Type1 /BaseFont /JSFontBold >>';
    const namesFont = plainPdf('Font', {
      pageExtras: '/Annots [7 0 R] ',
      extraObjects: [
        font,
        '<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A 8 0 R >>',
        '<< /S /URI /URI (https://psc.gov.np/) >>',
      ],
    });
    expect(await pdfVerdict(namesFont)).toBe('accepted');
  });

  it('refuses a script run on opening whose code is in a compressed stream', async () => {
    const attack = await libraryPdf((doc) => {
      const code = doc.context.register(doc.context.flateStream('app.alert("owned")'));
      openWith(doc, { Type: 'Action', S: 'JavaScript', JS: code });
    });
    expect(attack.includes(Buffer.from('app.alert'))).toBe(false); // the code is deflated
    expect(await pdfVerdict(attack)).toBe('validation.filePdfActive');
  });

  it('refuses a script action hidden in a compressed object stream', async () => {
    const attack = await libraryPdf(
      (doc) => openWith(doc, { S: 'JavaScript', JS: 'app.alert(1)' }),
      {
        save: { useObjectStreams: true },
      },
    );
    // nothing of it can be read in the file's bytes: a search of them would let it through
    for (const name of ['/JavaScript', '/JS', 'app.alert'])
      expect(attack.includes(Buffer.from(name))).toBe(false);
    expect(await pdfVerdict(attack)).toBe('validation.filePdfActive');
  });

  it('refuses a script whose names are written with # escapes', async () => {
    const escaped = plainPdf('Escaped', {
      pageExtras: '/AA << /O 6 0 R >> ',
      extraObjects: ['<< /S /J#61va#53cript /#4A#53 (app.alert(1)) >>'],
    });
    expect(escaped.includes(Buffer.from('/JavaScript'))).toBe(false);
    expect(await pdfVerdict(escaped)).toBe('validation.filePdfActive');
  });

  it('refuses an attached file, a form and an action that launches a program', async () => {
    const attached = await libraryPdf((doc) =>
      doc.attach(Buffer.from('MZ\x90\x00'), 'setup.exe', { mimeType: 'application/octet-stream' }),
    );
    expect(await pdfVerdict(attached)).toBe('validation.filePdfActive');
    const form = await libraryPdf((doc) => {
      doc.getForm().createTextField('candidate.name').addToPage(doc.getPage(0));
    });
    expect(await pdfVerdict(form)).toBe('validation.filePdfActive');
    const launch = await libraryPdf((doc) => {
      const action = doc.context.obj({ S: 'Launch', F: 'cmd.exe' });
      const link = doc.context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [0, 0, 595, 842],
        A: doc.context.register(action),
      });
      doc.getPage(0).node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(link)]));
    });
    expect(await pdfVerdict(launch)).toBe('validation.filePdfActive');
  });

  it('refuses a web page that starts with %PDF- and a PDF without pages', async () => {
    const page = Buffer.from(
      '%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n',
    );
    expect(await pdfVerdict(page)).toBe('validation.fileUnreadable');
    const noPages = pdfOf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [] /Count 0 >>',
    ]);
    expect(await pdfVerdict(noPages)).toBe('validation.fileUnreadable');
    const toy = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    expect(await pdfVerdict(toy)).toBe('validation.fileUnreadable');
    const cut = plainPdf('Cut short');
    const midStream = cut.subarray(0, cut.indexOf('stream') + 20);
    expect(await pdfVerdict(midStream)).toBe('validation.fileUnreadable');
    const beforeStream = cut.subarray(0, cut.indexOf('stream'));
    expect(await pdfVerdict(beforeStream)).toBe('validation.fileUnreadable');
  });

  it('refuses an encrypted PDF, with or without object streams', async () => {
    for (const useObjectStreams of [false, true]) {
      const locked = await libraryPdf(
        (doc) => doc.encrypt({ ownerPassword: 'owner', userPassword: '' }),
        {
          save: { useObjectStreams },
        },
      );
      expect(await pdfVerdict(locked)).toBe('validation.filePdfEncrypted');
    }
  });

  it('refuses a page tree that loops or shares a node, and objects nested too deeply', async () => {
    const page = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>';
    const shared = pdfOf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R 3 0 R] /Count 2 >>',
      page,
    ]);
    expect(await pdfVerdict(shared)).toBe('validation.fileUnreadable');
    const loop = pdfOf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [2 0 R] /Count 1 >>',
    ]);
    expect(await pdfVerdict(loop)).toBe('validation.fileUnreadable');
    const nested = (depth: number) =>
      plainPdf('Nested', { pageExtras: `/PieceInfo ${'['.repeat(depth)}${']'.repeat(depth)} ` });
    expect(await pdfVerdict(nested(MAX_PDF_NESTING - 4))).toBe('accepted');
    expect(await pdfVerdict(nested(MAX_PDF_NESTING + 1))).toBe('validation.fileUnreadable');
  });

  it('refuses an object stream that inflates too far or holds too many objects', async () => {
    const objectStream = (count: number, body: string, hex = false) => {
      const header = Array.from({ length: count }, (_, index) => `${index + 6} ${index * 5}`).join(
        ' ',
      );
      const contents = Buffer.from(`${header}\n${body}`, 'latin1');
      const dictionary = `/Type /ObjStm /N ${count} /First ${header.length + 1}`;
      return hex
        ? pdfStream(`${dictionary} /Filter /ASCIIHexDecode`, `${contents.toString('hex')}>`)
        : pdfStream(`${dictionary} /Filter /FlateDecode`, deflateSync(contents, { level: 9 }));
    };
    // well within the limits, the same shapes are accepted: the limits are what refuse the others
    for (const hex of [false, true]) {
      const small = plainPdf('Small', { extraObjects: [objectStream(1, 'null ', hex)] });
      expect(await pdfVerdict(small)).toBe('accepted');
    }
    const bomb = objectStream(1, `null ${' '.repeat(MAX_PDF_DECODED_BYTES + 1024)}`);
    expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
    expect(await pdfVerdict(plainPdf('Bomb', { extraObjects: [bomb] }))).toBe(
      'validation.fileUnreadable',
    );
    const crowd = objectStream(MAX_PDF_OBJECTS + 1, 'null '.repeat(MAX_PDF_OBJECTS + 1));
    expect(await pdfVerdict(plainPdf('Crowd', { extraObjects: [crowd] }))).toBe(
      'validation.fileUnreadable',
    );
  });
});
