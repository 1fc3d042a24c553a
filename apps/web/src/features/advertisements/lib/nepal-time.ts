// A scheduled publish is typed as Nepal's wall-clock time, whatever the browser's time zone,
// because deadlines and office hours are the commission's (todayIso in shared does the same).
const NEPAL_OFFSET = '+05:45';
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;

/** `2026-05-01T10:00` (a datetime-local value, Nepal time) → an instant with its offset. */
export function nepalInstantOf(local: string): string {
  return local ? `${local}:00${NEPAL_OFFSET}` : '';
}

/** An instant → `2026-05-01T10:00` in Nepal time, for the datetime-local input. */
export function nepalLocalOf(instant: string | null | undefined): string {
  if (!instant) return '';
  const at = Date.parse(instant);
  if (Number.isNaN(at)) return '';
  return new Date(at + NEPAL_OFFSET_MS).toISOString().slice(0, 16);
}
