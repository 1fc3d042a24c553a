import { Badge, Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { Formatter } from '../../../lib/format';

/** The counts the allocation screens show, each under its own header. */
export type CountKey =
  | 'forms'
  | 'allocated'
  | 'completed'
  | 'remaining'
  | 'onHold'
  | 'pending'
  | 'awaitingPayment'
  | 'advertisements';

/**
 * A count's column, in the language's digits; with a total, the totals row's cell too. The
 * server pages and sorts the list, and the small tables need no sorting: none sorts.
 */
export function countColumn<T extends Partial<Record<CountKey, number>>>(
  t: TFunction,
  format: Formatter,
  key: CountKey,
  total?: number,
): ColumnDef<T> {
  return {
    id: key,
    header: t(`counts.${key}`),
    accessorFn: (row) => row[key] ?? 0,
    cell: ({ row }) => format.number(row.original[key] ?? 0),
    footer: total === undefined ? undefined : () => format.number(total),
    enableSorting: false,
  };
}

/** "Finalised" with its day, or that scrutiny is still under way. */
export function FinalisedBadge({
  at,
  t,
  format,
}: {
  at: string | null;
  t: TFunction;
  format: Formatter;
}) {
  if (!at)
    return (
      <Badge color="gray" variant="light" tt="none" styles={{ label: { overflow: 'visible' } }}>
        {t('status.running')}
      </Badge>
    );
  return (
    <Stack gap={2} align="flex-start">
      <Badge color="teal" variant="light" tt="none" styles={{ label: { overflow: 'visible' } }}>
        {t('status.finalised')}
      </Badge>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {format.date(at, 'bs')}
      </Text>
    </Stack>
  );
}
