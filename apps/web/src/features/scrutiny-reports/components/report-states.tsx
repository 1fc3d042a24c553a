import type { ReactNode } from 'react';
import { Alert, Group, Loader, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { fiscalYearRefusal } from './fiscal-year-filter';

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
  const { t } = useTranslation('scrutiny-reports');
  return (
    <Group gap="xs" role="status" aria-live="polite">
      <Loader size="sm" />
      <Text size="sm" c="dimmed">
        {t('loading')}
      </Text>
    </Group>
  );
}

/**
 * Why the server refused the filters (its message, in the language of the moment it answered),
 * kept where the report would be after the toast has gone; a refused fiscal year is said under
 * its field instead (fiscal-year-filter.tsx).
 */
export function ReportRefusal({ error }: { error: unknown }) {
  if (!isApiError(error) || error.kind === 'aborted') return null;
  if (fiscalYearRefusal(error)) return null;
  return (
    <Alert color="red" variant="light" p="sm" data-testid="report-refusal">
      {error.message}
    </Alert>
  );
}
