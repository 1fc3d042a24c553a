import type { MessageKey } from '@niyukti/shared';

/** The server's limit for every document (candidate-portal.md §5: at most 500 KB). */
export const MAX_DOCUMENT_BYTES = 500 * 1024;

/** What the file chooser offers; the leading bytes decide, as on the server. */
export const DOCUMENT_ACCEPT = 'image/jpeg,image/png';

/** JPEG qualities tried in turn until the picture fits the limit. */
export const JPEG_QUALITY_STEPS = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4] as const;

/** When even the lowest quality is too large, the picture shrinks by this factor and retries. */
export const SHRINK_FACTOR = 0.8;

export type DocumentImageType = 'jpeg' | 'png';

export interface PictureSize {
  width: number;
  height: number;
}

export interface PictureFacts extends PictureSize {
  byteSize: number;
}

export interface PictureBox {
  maxWidth: number;
  maxHeight: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/**
 * The picture type from the leading bytes, never from the name: a phone may name a HEIC photo
 * `.jpg`, and a renamed PDF must be refused here as the server would refuse it.
 */
export function detectImageType(leadingBytes: Uint8Array): DocumentImageType | null {
  if (startsWith(leadingBytes, JPEG_SIGNATURE)) return 'jpeg';
  if (startsWith(leadingBytes, PNG_SIGNATURE)) return 'png';
  return null;
}

/** A refusal the browser makes before sending anything; `message` is a shared message key. */
export class DocumentFileRefusal extends Error {
  constructor(readonly messageKey: MessageKey) {
    super(messageKey);
    this.name = 'DocumentFileRefusal';
  }
}

// FileReader rather than Blob.arrayBuffer: older phone browsers (and jsdom) lack the latter.
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(new DocumentFileRefusal('validation.fileUnreadable'));
    reader.readAsArrayBuffer(blob);
  });
}

/** Reads the first bytes of the chosen file and refuses anything but Jpg or Png. */
export async function checkDocumentType(file: Blob): Promise<DocumentImageType> {
  const type = detectImageType(await readBytes(file.slice(0, PNG_SIGNATURE.length)));
  if (!type) throw new DocumentFileRefusal('validation.fileJpgPng');
  return type;
}

/** The largest size with the picture's proportions that fits the box; never larger. */
export function fitInside(size: PictureSize, box: PictureBox): PictureSize {
  const scale = Math.min(1, box.maxWidth / size.width, box.maxHeight / size.height);
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/**
 * Whether a chosen picture must be redrawn before upload, and at what size: when it is over the
 * byte limit or larger than the kind's box. Null means "send it as it is". The server would
 * scale a large picture down too, but only after a phone has sent megabytes, and it refuses
 * anything over 500 KB outright.
 */
export function planDownscale(
  picture: PictureFacts,
  box: PictureBox,
  maxBytes: number = MAX_DOCUMENT_BYTES,
): PictureSize | null {
  const tooHeavy = picture.byteSize > maxBytes;
  const tooLarge = picture.width > box.maxWidth || picture.height > box.maxHeight;
  if (!tooHeavy && !tooLarge) return null;
  return fitInside(picture, box);
}

/** The next, smaller size to try when no JPEG quality brought the picture under the limit. */
export function shrink(size: PictureSize): PictureSize {
  return {
    width: Math.max(1, Math.round(size.width * SHRINK_FACTOR)),
    height: Math.max(1, Math.round(size.height * SHRINK_FACTOR)),
  };
}
