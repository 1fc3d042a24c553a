import type { ReactNode } from 'react';
import { Alert, Group, Loader, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';

/** A report with nothing in it: said plainly rather than as an empty table. */
export function EmptyReport({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl" data-testid="report-empty">
      <Text fw={600} ta="center">
        {children}
      </Text>
    </Paper>
  );
}

/** A report on its way. */
export function ReportLoading() {
  const { t } = useTranslation('staff-reports');
  return (
    <Group gap="xs" role="status" aria-live="polite">
      <Loader size="sm" />
      <Text size="sm" c="dimmed">
        {t('loading')}
      </Text>
    </Group>
  );
}

/** The server answered 404: the address or the master id names nothing. */
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** What a page reading one record says when there is none, or when the server refused. */
export function ReadFailure({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Alert color="yellow" variant="light" data-testid={testId}>
      {children}
    </Alert>
  );
}

/** The server's own words for a failed read (the client shows no toast for these reads). */
export function serverWords(error: unknown): string | undefined {
  return isApiError(error) && error.kind !== 'aborted' ? error.message : undefined;
}
