import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

/** The narrow card the sign-in pages share, so these pages sit beside /login without a jolt. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack maw={440} mx="auto" gap="lg" py={{ base: 0, sm: 'xl' }}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {intro && (
              <Text c="dimmed" size="sm">
                {intro}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Stack>
  );
}
