const MIN_COLUMN_WIDTH = 80;
const MAX_COLUMN_WIDTH = 150;
const PIXELS_PER_HEADER_CHARACTER = 5;

/** Minimum column width in px: header length × 5, at least 80, capped at 150 (back-office §9). */
export function columnMinWidth(headerText: string): number {
  const wanted = Math.max(MIN_COLUMN_WIDTH, headerText.length * PIXELS_PER_HEADER_CHARACTER);
  return Math.min(MAX_COLUMN_WIDTH, wanted);
}
