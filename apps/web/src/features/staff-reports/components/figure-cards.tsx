import { Paper, SimpleGrid, Text } from '@mantine/core';

export interface Figure {
  label: string;
  value: string;
  testId: string;
}

/** A report's headline counts, each under its name, side by side (two a line on a phone). */
export function FigureCards({ figures, label }: { figures: Figure[]; label: string }) {
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, md: figures.length }}
      spacing="sm"
      component="ul"
      aria-label={label}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {figures.map((figure) => (
        <Paper
          key={figure.testId}
          component="li"
          withBorder
          radius="md"
          p="sm"
          data-testid={figure.testId}
        >
          <Text size="sm" c="dimmed" fw={600}>
            {figure.label}
          </Text>
          <Text fz={26} fw={700} lh={1.3}>
            {figure.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
