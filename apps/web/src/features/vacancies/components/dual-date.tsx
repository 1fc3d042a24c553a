import { Stack, Text } from '@mantine/core';
import { useFormat } from '../../../lib/format';

/** A date as the commission writes it: B.S. first, the A.D. day beneath. */
export function DualDate({ ad }: { ad: string }) {
  const format = useFormat();
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {format.date(ad, 'bs')}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {format.date(ad, 'ad')}
      </Text>
    </Stack>
  );
}
