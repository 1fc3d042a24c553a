import { Stack, Text } from '@mantine/core';
import type { TVacancyReportRow } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';

/** A row's key in test ids: the post, and its local level when it has one. */
export const vacancyRowKey = (row: TVacancyReportRow): string =>
  row.localBody ? `${row.postId}-${row.localBody.id}` : String(row.postId);

/** The post, with its service · class · group · sub-group dimmed under it. */
export function PostCell({ row }: { row: TVacancyReportRow }) {
  const { lang } = useFormat();
  const ne = lang === 'ne';
  const placement = (
    ne
      ? [row.serviceNe, row.classNe, row.groupNe, row.subGroupNe]
      : [row.serviceEn, row.classEn, row.groupEn, row.subGroupEn]
  ).filter((name) => name !== null);
  return (
    <Stack gap={0} miw={180}>
      <Text size="sm" data-testid={`vacancy-report-post-${vacancyRowKey(row)}`}>
        {ne ? row.postNe : row.postEn}
      </Text>
      <Text size="xs" c="dimmed">
        {placement.join(' · ')}
      </Text>
    </Stack>
  );
}

/** The local level, its district and province dimmed under it; "—" for the commission's posts. */
export function LocalLevelCell({ row }: { row: TVacancyReportRow }) {
  const { lang } = useFormat();
  const body = row.localBody;
  if (!body) return '—';
  const ne = lang === 'ne';
  return (
    <Stack gap={0} miw={160}>
      <Text size="sm">{ne ? body.nameNe : body.nameEn}</Text>
      <Text size="xs" c="dimmed">
        {ne ? `${body.districtNe}, ${body.provinceNe}` : `${body.districtEn}, ${body.provinceEn}`}
      </Text>
    </Stack>
  );
}
