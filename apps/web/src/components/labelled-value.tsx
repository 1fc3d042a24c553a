import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';

/** A small dimmed label above a value: the facts of a card, a preview or a detail page. */
export function LabelledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      {/* Long unbroken values (e-mail addresses) wrap instead of running into the next column. */}
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}
