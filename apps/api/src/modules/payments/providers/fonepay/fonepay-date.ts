import { todayIso } from '@niyukti/shared';

// Fonepay's DT is the order date as MM/DD/YYYY ("06/27/2017"). It is signed, and Fonepay is a
// Nepali service, so it is the date in Nepal (UTC+05:45): an order placed at 00:30 in
// Kathmandu is still the previous day in UTC, and writing the UTC date would show the payer
// yesterday's date.

const FONEPAY_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** The calendar date in Nepal of an instant, as MM/DD/YYYY. */
export function formatFonepayDate(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('order date is not a valid date');
  const [year, month, day] = todayIso(instant).split('-');
  return `${month}/${day}/${year}`;
}

/** True for a real calendar date written MM/DD/YYYY (02/30/2025 is not one). */
export function isFonepayDate(text: string): boolean {
  const match = FONEPAY_DATE.exec(text);
  if (!match) return false;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
