// The pure rules for a picture chosen in the browser: its type by the leading bytes, and the
// size to redraw it at so that it fits a box and a byte limit (documents, bank vouchers).
import type { MessageKey } from '@niyukti/shared';

/** The server's usual limit for an uploaded picture: at most 500 KB. */
export const MAX_PICTURE_BYTES = 500 * 1024;

/** JPEG qualities tried in turn until the picture fits the limit. */
export const JPEG_QUALITY_STEPS = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4] as const;

/** When even the lowest quality is too large, the picture shrinks by this factor and retries. */
export const SHRINK_FACTOR = 0.8;

export type PictureImageType = 'jpeg' | 'png';

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

/** A part of a picture in its own pixels, left/top edge first. */
export interface PictureRect extends PictureSize {
  x: number;
  y: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/**
 * The picture type from the leading bytes, never from the name: a phone may name a HEIC photo
 * `.jpg`, and a renamed PDF must be refused here as the server would refuse it.
 */
export function detectImageType(leadingBytes: Uint8Array): PictureImageType | null {
  if (startsWith(leadingBytes, JPEG_SIGNATURE)) return 'jpeg';
  if (startsWith(leadingBytes, PNG_SIGNATURE)) return 'png';
  return null;
}

/** A refusal the browser makes before sending anything; `message` is a shared message key. */
export class PictureRefusal extends Error {
  constructor(readonly messageKey: MessageKey) {
    super(messageKey);
    this.name = 'PictureRefusal';
  }
}

// FileReader rather than Blob.arrayBuffer: older phone browsers (and jsdom) lack the latter.
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(new PictureRefusal('validation.fileUnreadable'));
    reader.readAsArrayBuffer(blob);
  });
}

/** Reads the first bytes of the chosen file and refuses anything but Jpg or Png. */
export async function checkPictureType(file: Blob): Promise<PictureImageType> {
  const type = detectImageType(await readBytes(file.slice(0, PNG_SIGNATURE.length)));
  if (!type) throw new PictureRefusal('validation.fileJpgPng');
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
 * byte limit or larger than the box. Null means "send it as it is". The server would scale a
 * large picture down too, but only after a phone has sent megabytes, and it refuses anything
 * over the limit outright.
 */
export function planDownscale(
  picture: PictureFacts,
  box: PictureBox,
  maxBytes: number = MAX_PICTURE_BYTES,
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
