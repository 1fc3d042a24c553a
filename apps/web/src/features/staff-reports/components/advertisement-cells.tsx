import { Stack, Text } from '@mantine/core';
import { IssuedCode } from '../../../components/issued-code';
import { useFormat } from '../../../lib/format';

/** An advertisement as the reports name it: its code as issued, its number below. */
export function AdvertisementCell({
  code,
  advertisementNumber,
}: {
  code: string;
  advertisementNumber: string;
}) {
  const format = useFormat();
  return (
    <Stack gap={0}>
      <Text size="sm">
        <IssuedCode>{code}</IssuedCode>
      </Text>
      <Text size="xs" c="dimmed">
        {format.digits(advertisementNumber)}
      </Text>
    </Stack>
  );
}

/** An instant as the back office reads it: the B.S. day, the A.D. day and Nepal's time below. */
export function InstantCell({ at }: { at: string }) {
  const format = useFormat();
  return (
    <Stack gap={0} style={{ whiteSpace: 'nowrap' }}>
      <Text size="sm">{format.date(at, 'bs')}</Text>
      <Text size="xs" c="dimmed">
        {`${format.date(at, 'ad')} · ${format.time(at)}`}
      </Text>
    </Stack>
  );
}
