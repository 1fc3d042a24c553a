// The commission's clock. Deadlines, exam times and the audit log go by the time in Kathmandu,
// whatever the time zone of the server or of a candidate's browser abroad. Nepal Standard Time
// is UTC+05:45 all year (no daylight saving), so it is one fixed shift, not a zone database.

/** Nepal's offset from UTC as ISO 8601 writes it. */
export const NEPAL_UTC_OFFSET = '+05:45';
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;

/** The wall clock in Nepal at an instant: `2026-05-01T10:00:00.000` (no zone). */
export function nepalWallClock(instant: Date): string {
  return new Date(instant.getTime() + NEPAL_OFFSET_MS).toISOString().slice(0, 23);
}

/** Today's date in Nepal: a candidate abroad still sees the commission's day. */
export function todayIso(now: Date = new Date()): string {
  return nepalWallClock(now).slice(0, 10);
}

/** The time of day in Nepal of an instant, `HH:MM` (or `HH:MM:SS`). */
export function nepalTimeOfDay(instant: Date, withSeconds = false): string {
  return nepalWallClock(instant).slice(11, withSeconds ? 19 : 16);
}

/** `2026-05-01T10:00` typed as Nepal's wall clock (a datetime-local value) → an ISO instant. */
export function nepalInstantOf(local: string): string {
  return local ? `${local}:00${NEPAL_UTC_OFFSET}` : '';
}

/** An instant → `2026-05-01T10:00` in Nepal, for a datetime-local input; '' when there is none. */
export function nepalLocalOf(instant: string | null | undefined): string {
  const at = instant ? Date.parse(instant) : NaN;
  return Number.isNaN(at) ? '' : nepalWallClock(new Date(at)).slice(0, 16);
}
