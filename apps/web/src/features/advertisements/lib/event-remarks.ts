import { ADVERTISEMENT_DATE_NAMES, type AdvertisementDateName } from '@niyukti/shared';

export interface DateChange {
  name: AdvertisementDateName;
  from: string | null;
  to: string | null;
}

/**
 * The remarks of a `change_dates` event, as the API writes them
 * (`+7 days: doubleFeeDeadline 2026-01-05→2026-01-12; …`), read back so the timeline can name
 * each date in the reader's language. Null when the text is not in that form.
 */
export function parseDateChanges(
  remarks: string,
): { extraDays: number | null; changes: DateChange[] } | null {
  const match = /^(?:\+(\d+) days: )?(.*)$/s.exec(remarks);
  if (!match) return null;
  const changes: DateChange[] = [];
  for (const part of match[2]!.split('; ').filter(Boolean)) {
    const item = /^(\w+) (\S+)→(\S+)$/.exec(part);
    const name = item?.[1] as AdvertisementDateName | undefined;
    if (!item || !name || !ADVERTISEMENT_DATE_NAMES.includes(name)) return null;
    const value = (text: string) => (text === '—' ? null : text);
    changes.push({ name, from: value(item[2]!), to: value(item[3]!) });
  }
  return { extraDays: match[1] ? Number(match[1]) : null, changes };
}
