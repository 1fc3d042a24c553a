import { Stack, Text } from '@mantine/core';
import { useFormat } from '../../../lib/format';
import { nowrap } from './row-cells';

/** The cells the payment reports share, with the language's digits and grouping. */

export function Count({ value, testId }: { value: number; testId?: string }) {
  const format = useFormat();
  return <span data-testid={testId}>{format.number(value)}</span>;
}

export function Money({ paisa, testId }: { paisa: number; testId?: string }) {
  const format = useFormat();
  return (
    <span style={nowrap} data-testid={testId}>
      {format.money(paisa)}
    </span>
  );
}

/** Refunds due: how many, and under it the amount when there is one. */
export function RefundDue({ count, paisa }: { count: number; paisa: number }) {
  const format = useFormat();
  return (
    <Stack gap={0} style={nowrap}>
      <Text size="sm">{format.number(count)}</Text>
      {paisa > 0 && (
        <Text size="xs" c="grape">
          {format.money(paisa)}
        </Text>
      )}
    </Stack>
  );
}

/** The refunds-due total: the count and the amount, both always shown. */
export function RefundDueTotal({
  count,
  paisa,
  testId,
}: {
  count: number;
  paisa: number;
  testId: string;
}) {
  const format = useFormat();
  return (
    <Stack gap={0} style={nowrap} data-testid={testId}>
      <span>{format.number(count)}</span>
      <span>{format.money(paisa)}</span>
    </Stack>
  );
}
