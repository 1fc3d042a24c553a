import { Card, Skeleton, Text } from '@mantine/core';

/** One dashboard figure; a skeleton while it loads, never a made-up number. */
export function FigureCard({
  label,
  value,
  testId,
}: {
  label: string;
  value: string | undefined;
  testId: string;
}) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton height={32} mt={6} width={80} />
      ) : (
        <Text fz={30} fw={700} lh={1.3}>
          {value}
        </Text>
      )}
    </Card>
  );
}
