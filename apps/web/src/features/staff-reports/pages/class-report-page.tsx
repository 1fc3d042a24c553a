import { useState } from 'react';
import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { useFormat } from '../../../lib/format';
import { useClassReport } from '../api/get-reports';
import { CLASS_REPORT_PATH } from '../api/report-keys';
import { DownloadButton } from '../components/download-button';
import { currentFiscalYear, FiscalYearFilter } from '../components/fiscal-year-filter';
import { PageHeading } from '../components/page-heading';
import { useClassColumns } from '../components/report-columns';
import { EmptyReport, ReportLoading } from '../components/report-states';

/**
 * /admin/reportByClass (every staff user): each class's advertisements, vacancies, applications
 * and forms by where they stand, with the total; of a fiscal year (today's at first) or of
 * every year; and as a spreadsheet.
 */
export function ClassReportPage() {
  const { t } = useTranslation('staff-reports');
  const format = useFormat();
  const [fiscalYear, setFiscalYear] = useState(currentFiscalYear);
  const { data, error } = useClassReport(fiscalYear);
  const columns = useClassColumns(data);
  const label = fiscalYear
    ? t('byClass.tableLabel', { fiscalYear: format.digits(fiscalYear) })
    : t('byClass.tableLabelAll');
  return (
    <Stack gap="md">
      <PageHeading title={t('byClass.title')} intro={t('byClass.intro')} />
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <FiscalYearFilter value={fiscalYear} onApply={setFiscalYear} error={error} />
        <DownloadButton
          path={CLASS_REPORT_PATH}
          query={{ fiscalYear }}
          disabled={!data || data.rows.length === 0}
        />
      </Group>
      {!data ? (
        !error && <ReportLoading />
      ) : data.rows.length === 0 ? (
        <EmptyReport>{t('byClass.empty')}</EmptyReport>
      ) : (
        <DataTable label={label} columns={columns} data={data.rows} search={false} />
      )}
    </Stack>
  );
}
