import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { MESSAGES, type MessageKey, type UploadKind } from '@niyukti/shared';
import { AppError } from '../errors/app-error';
import { cleanPdf, type PdfRefusal } from './clean-pdf';

export interface UploadRule {
  /** What this field accepts, recognised by the leading bytes, never by the name. */
  readonly allowed: readonly UploadKind[];
  /** Shown when the kind is not allowed, e.g. 'validation.fileJpgPng'. */
  readonly kindMessage: MessageKey;
  readonly maxBytes: number;
  /** Images larger than this are scaled down to fit (never up). */
  readonly maxWidth?: number;
  readonly maxHeight?: number;
}

export const MAX_UPLOAD_BYTES = 500 * 1024;

/**
 * A decoded image may not exceed this many pixels: a small file that claims 100,000 × 100,000
 * pixels would otherwise take gigabytes to decode (a "decompression bomb").
 */
const MAX_IMAGE_PIXELS = 25_000_000;

const KIND_OF_MIME: Record<string, UploadKind> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

const PDF_REFUSAL_MESSAGE: Record<PdfRefusal, MessageKey> = {
  unreadable: 'validation.fileUnreadable',
  active: 'validation.filePdfActive',
  encrypted: 'validation.filePdfEncrypted',
};

export interface InspectedUpload {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'application/pdf';
  kind: UploadKind;
}

function refuse(field: string, key: MessageKey): never {
  throw new AppError(
    'VALIDATION_FAILED',
    { issues: [{ path: field, message: key }] },
    MESSAGES[key],
  );
}

/** Re-encoded as JPEG: EXIF (location, camera), comments and anything appended are dropped. */
async function reencodeImage(bytes: Buffer, rule: UploadRule, field: string): Promise<Buffer> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
    let pipeline = image.rotate(); // honour the camera's orientation before it is stripped
    if (rule.maxWidth || rule.maxHeight)
      pipeline = pipeline.resize({
        width: rule.maxWidth,
        height: rule.maxHeight,
        fit: 'inside',
        withoutEnlargement: true,
      });
    return await pipeline
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    refuse(
      field,
      /pixel limit/i.test(message) ? 'validation.fileImageTooLarge' : 'validation.fileUnreadable',
    );
  }
}

/**
 * A PDF parsed (in a worker thread, see clean-pdf.ts) and refused if it cannot be read, is
 * encrypted, or holds scripts, actions, attachments, forms or media anywhere, compressed object
 * streams included; what is kept is the library's fresh copy of the objects it inspected.
 */
async function cleanPdfOrRefuse(bytes: Buffer, field: string): Promise<Buffer> {
  const outcome = await cleanPdf(bytes);
  if (!outcome.ok) refuse(field, PDF_REFUSAL_MESSAGE[outcome.refusal]);
  return Buffer.from(outcome.bytes);
}

/**
 * Checks an upload for `field` against its rule and returns what may be stored: the size, the
 * kind by the file's leading bytes, an image decoded and re-encoded (so a polyglot or a
 * malformed image does not survive), a PDF without active content written anew.
 */
export async function inspectUpload(
  bytes: Buffer,
  rule: UploadRule,
  field: string,
): Promise<InspectedUpload> {
  if (bytes.length === 0) refuse(field, 'validation.required');
  if (bytes.length > rule.maxBytes) refuse(field, 'validation.fileTooLarge');
  const detected = await fileTypeFromBuffer(bytes);
  const kind = detected ? KIND_OF_MIME[detected.mime] : undefined;
  if (!kind || !rule.allowed.includes(kind)) refuse(field, rule.kindMessage);
  if (kind === 'pdf')
    return { bytes: await cleanPdfOrRefuse(bytes, field), contentType: 'application/pdf', kind };
  return { bytes: await reencodeImage(bytes, rule, field), contentType: 'image/jpeg', kind };
}
