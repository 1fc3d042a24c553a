import {
  decodePicture,
  encodeUnderLimit,
  fitDecodedPicture,
  originalFacts,
  type FittedPicture,
} from '../../../lib/pictures/fit-picture';
import type { PictureBox, PictureRect } from '../../../lib/pictures/picture-rules';
import { planCrop } from './crop-rectangle';

/** The picture ready to send, and what was done to it. */
export interface PreparedPicture extends FittedPicture {
  /** The part of the original that was kept, or null for the whole picture. */
  crop: PictureRect | null;
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
  const cropped = crop ? planCrop(crop, original, box) : null;
  if (cropped) {
    const { blob, size } = await encodeUnderLimit(image, cropped.source, cropped.size);
    return { blob, ...size, ...originalFacts(file, image), reduced: true, crop: cropped.source };
  }
  return { ...(await fitDecodedPicture(file, image, box)), crop: null };
}
