// The profile's names for the shared picture rules (lib/pictures), and what only documents use.
import {
  checkPictureType,
  MAX_PICTURE_BYTES,
  PictureRefusal,
} from '../../../lib/pictures/picture-rules';

export {
  detectImageType,
  fitInside,
  JPEG_QUALITY_STEPS,
  planDownscale,
  shrink,
  SHRINK_FACTOR,
  type PictureBox,
  type PictureFacts,
  type PictureImageType as DocumentImageType,
  type PictureSize,
} from '../../../lib/pictures/picture-rules';

/** The server's limit for every document (candidate-portal.md §5: at most 500 KB). */
export const MAX_DOCUMENT_BYTES = MAX_PICTURE_BYTES;

/** What the file chooser offers; the leading bytes decide, as on the server. */
export const DOCUMENT_ACCEPT = 'image/jpeg,image/png';

/** A refusal the browser makes before sending anything; `message` is a shared message key. */
export const DocumentFileRefusal = PictureRefusal;
export type DocumentFileRefusal = PictureRefusal;

/** Reads the first bytes of the chosen file and refuses anything but Jpg or Png. */
export const checkDocumentType = checkPictureType;
