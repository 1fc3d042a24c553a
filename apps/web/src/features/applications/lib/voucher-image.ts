// The browser's first look at a chosen voucher image: Jpg or Png by its leading bytes (not by its
// name), as the server checks, then a phone photo of several megabytes is reduced in the browser
// to fit the server's 500 KB before anything is sent.
import { VOUCHER_MAX_BYTES } from '@niyukti/shared';
import { fitPicture } from '../../../lib/pictures/fit-picture';
import {
  checkPictureType,
  PictureRefusal,
  type PictureBox,
} from '../../../lib/pictures/picture-rules';

/** What the file chooser offers; the leading bytes decide, as on the server. */
export const VOUCHER_IMAGE_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

/** A voucher stays legible at this size; a larger photo is redrawn into it. */
export const VOUCHER_PICTURE_BOX: PictureBox = { maxWidth: 2000, maxHeight: 2000 };

/** The image to send, and whether the browser had to reduce it. */
export interface PreparedVoucherImage {
  file: File;
  originalBytes: number;
  reduced: boolean;
}

/**
 * The chosen file ready to send: as it is when it already fits, else redrawn as a JPEG under
 * 500 KB. Throws a {@link PictureRefusal} for an empty file, one that is not Jpg or Png, one the
 * browser cannot decode, or one that still does not fit.
 */
export async function prepareVoucherImage(file: File): Promise<PreparedVoucherImage> {
  if (file.size === 0) throw new PictureRefusal('validation.required');
  await checkPictureType(file);
  const fitted = await fitPicture(file, VOUCHER_PICTURE_BOX, VOUCHER_MAX_BYTES);
  if (!fitted.reduced) return { file, originalBytes: file.size, reduced: false };
  const name = `${file.name.replace(/\.[^.]*$/, '') || 'voucher'}.jpg`;
  return {
    file: new File([fitted.blob], name, { type: 'image/jpeg' }),
    originalBytes: file.size,
    reduced: true,
  };
}
