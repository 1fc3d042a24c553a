// The browser's redraw of a chosen picture: decode, draw on white, encode as JPEG under a byte
// limit. jsdom cannot decode or draw, so tests mock this module; its rules are in picture-rules.
import {
  JPEG_QUALITY_STEPS,
  MAX_PICTURE_BYTES,
  PictureRefusal,
  planDownscale,
  shrink,
  type PictureBox,
  type PictureRect,
  type PictureSize,
} from './picture-rules';

/** Smaller sizes tried after the quality steps; four shrinks reach about 40 % of the box. */
const MAX_SHRINK_ROUNDS = 4;

/** The picture ready to send, and what was done to it. */
export interface FittedPicture {
  blob: Blob;
  width: number;
  height: number;
  originalBytes: number;
  originalWidth: number;
  originalHeight: number;
  reduced: boolean;
}

/** Decodes the file as the browser shows it (the camera's rotation applied). */
export async function decodePicture(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } catch {
    throw new PictureRefusal('validation.fileUnreadable');
  } finally {
    URL.revokeObjectURL(url);
  }
}

function encodeJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/**
 * Draws the `source` part of the picture at `size` on white (a transparent PNG would turn black
 * as a JPEG).
 */
function drawAt(
  image: HTMLImageElement,
  source: PictureRect,
  size: PictureSize,
): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new PictureRefusal('validation.fileUnreadable');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  const { x, y, width, height } = source;
  context.drawImage(image, x, y, width, height, 0, 0, size.width, size.height);
  return canvas;
}

/** The first JPEG under the limit, lowering the quality step by step, then the size. */
export async function encodeUnderLimit(
  image: HTMLImageElement,
  source: PictureRect,
  start: PictureSize,
  maxBytes: number = MAX_PICTURE_BYTES,
): Promise<{ blob: Blob; size: PictureSize }> {
  let size = start;
  for (let round = 0; round <= MAX_SHRINK_ROUNDS; round += 1) {
    const canvas = drawAt(image, source, size);
    for (const quality of JPEG_QUALITY_STEPS) {
      const blob = await encodeJpeg(canvas, quality);
      if (blob && blob.size <= maxBytes) return { blob, size };
    }
    size = shrink(size);
  }
  throw new PictureRefusal('validation.fileTooLarge');
}

/** The original's bytes and pixels, as a fitted picture reports them. */
export function originalFacts(file: Blob, image: HTMLImageElement) {
  return {
    originalBytes: file.size,
    originalWidth: image.naturalWidth,
    originalHeight: image.naturalHeight,
  };
}

/** {@link fitPicture} for a picture already decoded from `file`. */
export async function fitDecodedPicture(
  file: Blob,
  image: HTMLImageElement,
  box: PictureBox,
  maxBytes: number = MAX_PICTURE_BYTES,
): Promise<FittedPicture> {
  const original = { width: image.naturalWidth, height: image.naturalHeight };
  const facts = originalFacts(file, image);
  const target = planDownscale({ ...original, byteSize: file.size }, box, maxBytes);
  if (!target) return { blob: file, ...original, ...facts, reduced: false };
  const whole = { x: 0, y: 0, ...original };
  const { blob, size } = await encodeUnderLimit(image, whole, target, maxBytes);
  return { blob, ...size, ...facts, reduced: true };
}

/**
 * Makes a chosen Jpg or Png fit the box and the byte limit, so a phone photo of several
 * megabytes is not refused; a picture that already fits is sent untouched. Refuses (with a
 * {@link PictureRefusal}) what cannot be decoded, or still does not fit at the smallest size.
 */
export async function fitPicture(
  file: Blob,
  box: PictureBox,
  maxBytes: number = MAX_PICTURE_BYTES,
): Promise<FittedPicture> {
  return fitDecodedPicture(file, await decodePicture(file), box, maxBytes);
}
