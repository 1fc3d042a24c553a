import { Stack, Text } from '@mantine/core';
import type { TRequisitionSummary } from '@niyukti/shared';
import { useFormat } from '../lib/format';
import type { Language } from '../lib/i18n';

/** A pair of names in the reader's language; '—' where there is none (a post without sub group). */
export function nameIn(lang: Language, en: string | null, ne: string | null): string {
  return (lang === 'ne' ? ne : en) || en || ne || '—';
}

/** A record's `nameEn`/`nameNe` in the reader's language. */
export const namedIn = (lang: Language, named: { nameEn: string; nameNe: string }) =>
  nameIn(lang, named.nameEn, named.nameNe);

/** The post, with its service and class in small text below. */
export function PostWithPlace({ requisition: r }: { requisition: TRequisitionSummary }) {
  const { lang } = useFormat();
  return (
    <Stack gap={0}>
      <Text size="sm">{nameIn(lang, r.postEn, r.postNe)}</Text>
      <Text size="xs" c="dimmed">
        {`${nameIn(lang, r.serviceEn, r.serviceNe)} · ${nameIn(lang, r.classEn, r.classNe)}`}
      </Text>
    </Stack>
  );
}

/** A day in B.S., the A.D. day in small text below (as the commission's letters date it). */
export function TwoCalendarDay({ at }: { at: string }) {
  const format = useFormat();
  return (
    <Stack gap={0} style={{ whiteSpace: 'nowrap' }}>
      <Text size="sm">{format.date(at, 'bs')}</Text>
      <Text size="xs" c="dimmed">
        {format.date(at, 'ad')}
      </Text>
    </Stack>
  );
}
