import { Anchor, Card, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';

/**
 * One dashboard figure; a skeleton while it loads, never a made-up number. With `to`, its name
 * links to the list behind it.
 */
export function FigureCard({
  label,
  value,
  testId,
  to,
}: {
  label: string;
  value: string | undefined;
  testId: string;
  to?: string;
}) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      {to ? (
        <Anchor component={Link} to={to} size="sm" fw={600}>
          {label}
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed" fw={600}>
          {label}
        </Text>
      )}
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
