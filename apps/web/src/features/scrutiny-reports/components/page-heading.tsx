import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

/** A page's one h1 and the sentence under it that says what the page is for. */
export function PageHeading({ title, intro }: { title: ReactNode; intro?: ReactNode }) {
  return (
    <Stack gap={2} maw={760}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {intro && (
        <Text c="dimmed" size="sm">
          {intro}
        </Text>
      )}
    </Stack>
  );
}
