import {
  DocumentFileRefusal,
  JPEG_QUALITY_STEPS,
  MAX_DOCUMENT_BYTES,
  planDownscale,
  shrink,
  type PictureBox,
  type PictureSize,
} from './document-file-rules';
import { planCrop, type PictureRect } from './crop-rectangle';

/** Smaller sizes tried after the quality steps; four shrinks reach about 40 % of the box. */
const MAX_SHRINK_ROUNDS = 4;

/** The picture ready to send, and what was done to it. */
export interface PreparedPicture {
  blob: Blob;
  width: number;
  height: number;
  originalBytes: number;
  originalWidth: number;
  originalHeight: number;
  reduced: boolean;
  /** The part of the original that was kept, or null for the whole picture. */
  crop: PictureRect | null;
}

/** Decodes the file as the browser shows it (the camera's rotation applied). */
async function decodePicture(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } catch {
    throw new DocumentFileRefusal('validation.fileUnreadable');
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
  if (!context) throw new DocumentFileRefusal('validation.fileUnreadable');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  const { x, y, width, height } = source;
  context.drawImage(image, x, y, width, height, 0, 0, size.width, size.height);
  return canvas;
}

/** The first JPEG under the limit, lowering the quality step by step, then the size. */
async function encodeUnderLimit(
  image: HTMLImageElement,
  source: PictureRect,
  start: PictureSize,
): Promise<{ blob: Blob; size: PictureSize }> {
  let size = start;
  for (let round = 0; round <= MAX_SHRINK_ROUNDS; round += 1) {
    const canvas = drawAt(image, source, size);
    for (const quality of JPEG_QUALITY_STEPS) {
      const blob = await encodeJpeg(canvas, quality);
      if (blob && blob.size <= MAX_DOCUMENT_BYTES) return { blob, size };
    }
    size = shrink(size);
  }
  throw new DocumentFileRefusal('validation.fileTooLarge');
}

/**
 * Makes a chosen Jpg or Png fit the kind's box and the 500 KB limit, so a phone photo of
 * several megabytes is not refused; a picture that already fits is sent untouched. With `crop`
 * (in the original's pixels) only that part is kept, then fitted the same way.
 */
export async function fitDocumentPicture(
  file: Blob,
  box: PictureBox,
  crop?: PictureRect,
): Promise<PreparedPicture> {
  const image = await decodePicture(file);
  const original = { width: image.naturalWidth, height: image.naturalHeight };
  const facts = {
    originalBytes: file.size,
    originalWidth: original.width,
    originalHeight: original.height,
  };
  const cropped = crop ? planCrop(crop, original, box) : null;
  if (cropped) {
    const { blob, size } = await encodeUnderLimit(image, cropped.source, cropped.size);
    return { blob, ...size, ...facts, reduced: true, crop: cropped.source };
  }
  const target = planDownscale({ ...original, byteSize: file.size }, box);
  if (!target) return { blob: file, ...original, ...facts, reduced: false, crop: null };
  const whole = { x: 0, y: 0, ...original };
  const { blob, size } = await encodeUnderLimit(image, whole, target);
  return { blob, ...size, ...facts, reduced: true, crop: null };
}
