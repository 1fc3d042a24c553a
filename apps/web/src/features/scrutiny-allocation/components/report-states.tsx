import type { ReactNode } from 'react';
import { Group, Loader, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('scrutiny-allocation');
  return (
    <Group gap="xs" role="status" aria-live="polite">
      <Loader size="sm" />
      <Text size="sm" c="dimmed">
        {t('report.loading')}
      </Text>
    </Group>
  );
}
