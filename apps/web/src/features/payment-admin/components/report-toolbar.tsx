import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A report's intro line and its "Download CSV" button (off while there is nothing to save). */
export function ReportToolbar({
  intro,
  canDownload,
  onDownload,
  testId,
}: {
  intro: string;
  canDownload: boolean;
  onDownload: () => void;
  testId: string;
}) {
  const { t } = useTranslation('payment-admin');
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Text size="sm" c="dimmed" maw={560}>
        {intro}
      </Text>
      <Button variant="light" onClick={onDownload} disabled={!canDownload} data-testid={testId}>
        {t('report.downloadCsv')}
      </Button>
    </Group>
  );
}
