import type { Formatter } from '../../../lib/format';

/** "2082-08-06 B.S. 10:42" in the current language's digits. */
export function notificationTime(format: Formatter, iso: string): string {
  return `${format.date(iso, 'bs')} ${format.time(iso)}`;
}
