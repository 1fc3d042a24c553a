import { CANDIDATE_DOCUMENT_RULES, type CandidateDocumentKind } from '@niyukti/shared';
import {
  fitInside,
  type PictureBox,
  type PictureRect,
  type PictureSize,
} from '../../../lib/pictures/picture-rules';

export type { PictureRect };

/** Kinds whose crop frame keeps the box's proportions; the others keep the picture's own. */
const FIXED_ASPECT_KINDS: readonly CandidateDocumentKind[] = ['photograph'];

/**
 * The width ÷ height of the crop frame. The photograph gets the passport-like proportions of its
 * box (600 × 800 → 3 : 4). react-easy-crop always needs an aspect and has no free-form handles, so
 * a signature or a citizenship certificate starts from the picture's own proportions: zooming in
 * and dragging then cuts the margins away without squeezing the document into a shape it lacks.
 */
export function cropAspect(kind: CandidateDocumentKind, picture: PictureSize): number {
  if (FIXED_ASPECT_KINDS.includes(kind)) {
    const box = CANDIDATE_DOCUMENT_RULES[kind];
    return box.maxWidth / box.maxHeight;
  }
  return picture.width / picture.height;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The crop in whole pixels and inside the picture. The cropper reports fractions, and rounding
 * (or a frame dragged past an edge) may reach a pixel beyond the picture; the part outside is
 * dropped, and at least one pixel always remains.
 */
export function clampCropRect(crop: PictureRect, picture: PictureSize): PictureRect {
  const left = clamp(Math.round(crop.x), 0, picture.width - 1);
  const top = clamp(Math.round(crop.y), 0, picture.height - 1);
  const right = clamp(Math.round(crop.x + crop.width), left + 1, picture.width);
  const bottom = clamp(Math.round(crop.y + crop.height), top + 1, picture.height);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * Which part of the picture to redraw and at what size, or null when the crop keeps the whole
 * picture (then the plain fit-to-limit applies and a picture that fits is sent untouched).
 * The cropped part is fitted into the kind's box like a whole picture: never enlarged.
 */
export function planCrop(
  crop: PictureRect,
  picture: PictureSize,
  box: PictureBox,
): { source: PictureRect; size: PictureSize } | null {
  const source = clampCropRect(crop, picture);
  const whole = source.width === picture.width && source.height === picture.height;
  if (whole) return null;
  return { source, size: fitInside(source, box) };
}
