import type { ReactNode } from 'react';
import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  currentFiscalYear,
  FiscalYearInput,
  fiscalYearRefusal,
} from '../../../components/fiscal-year-input';
import { useFormat } from '../../../lib/format';
import { useDownloadReport, type ReportPath } from '../api/reports';

export { currentFiscalYear };

/** A report with nothing in it: said plainly rather than as an empty table. */
export function EmptyReport({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="md" p="xl" data-testid={testId}>
      <Text fw={600} ta="center">
        {children}
      </Text>
    </Paper>
  );
}

/** A report on its way. */
export function ReportLoading() {
  const { t } = useTranslation('distribution-reports');
  return (
    <Group gap="xs" role="status" aria-live="polite">
      <Loader size="sm" />
      <Text size="sm" c="dimmed">
        {t('loading')}
      </Text>
    </Group>
  );
}

export interface ReportFrameProps {
  title: string;
  intro: string;
  path: ReportPath;
  fiscalYear: string | undefined;
  onFiscalYear(fiscalYear: string | undefined): void;
  /** The report's failure, whose refusal of the fiscal year is said under the field. */
  error: unknown;
  /** The report has rows to download. */
  downloadable: boolean;
  testId: string;
  children: ReactNode;
}

/**
 * A report's page: its heading, the fiscal year it is of (today's by default), the xlsx
 * download of the same fiscal year, and the report itself.
 */
export function ReportFrame(props: ReportFrameProps) {
  const { t } = useTranslation('distribution-reports');
  const { lang } = useFormat();
  const download = useDownloadReport(props.path);
  const { fiscalYear } = props;
  return (
    <Stack gap="md" data-testid={props.testId}>
      <Stack gap={2} maw={760}>
        <Title order={1} size="h2">
          {props.title}
        </Title>
        <Text c="dimmed" size="sm">
          {props.intro}
        </Text>
      </Stack>
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <FiscalYearInput
          label={t('fiscalYear')}
          description={t('fiscalYearHint')}
          value={fiscalYear}
          onApply={props.onFiscalYear}
          error={fiscalYearRefusal(props.error)}
          required
          data-testid="report-fiscal-year"
        />
        <Button
          variant="light"
          disabled={fiscalYear === undefined || !props.downloadable}
          loading={download.isPending}
          onClick={() => fiscalYear && download.mutate({ fiscalYear, lang })}
          data-testid="report-download"
        >
          {t('download')}
        </Button>
      </Group>
      {fiscalYear === undefined ? (
        <Text size="sm" c="dimmed" data-testid="report-no-fiscal-year">
          {t('chooseFiscalYear')}
        </Text>
      ) : (
        props.children
      )}
    </Stack>
  );
}
