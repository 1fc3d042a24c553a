import { Stack, Text } from '@mantine/core';
import { useFormat } from '../lib/format';

/**
 * A day (or the day of a moment, in Kathmandu) in B.S., with A.D. dimmed under it. `noWrap`
 * keeps each on one line in a table.
 */
export function BsAdDate({ value, noWrap = false }: { value: string; noWrap?: boolean }) {
  const format = useFormat();
  return (
    <Stack gap={0} {...(noWrap && { style: { whiteSpace: 'nowrap' } })}>
      <Text size="sm">{format.date(value, 'bs')}</Text>
      <Text size="xs" c="dimmed">
        {format.date(value, 'ad')}
      </Text>
    </Stack>
  );
}
