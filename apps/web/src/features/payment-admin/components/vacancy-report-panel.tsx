import { useMemo } from 'react';
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { todayIso, type TVacancyReport, type VacancyReportKind } from '@niyukti/shared';
import { DataTable } from '../../../components/data-table';
import { useVacancyReport } from '../api/vacancy-report';
import { downloadCsv } from '../lib/csv';
import { vacancyTotalsOf } from '../lib/report-totals';
import { useReportPage, useReportQuery } from '../lib/use-report-query';
import { showsLocalLevel } from '../lib/report-kinds';
import { buildVacancyReportCsv } from '../lib/vacancy-report-csv';
import { ReportToolbar } from './report-toolbar';
import { useVacancyReportColumns } from './vacancy-report-columns';

const NO_REPORT: TVacancyReport = { quotas: [], rows: [] };

/**
 * A vacancy report of back-office.md §2 (vacancy detail, promotion or local level): per post
 * (and local level), the vacancies in each quota, the applications, the payments made, what
 * was collected and what must be refunded, with the totals over the rows found. The server
 * searches and orders the rows. "Download CSV" saves the rows found, every page of them.
 */
export function VacancyReportPanel({ kind }: { kind: VacancyReportKind }) {
  const { t } = useTranslation('payment-admin');
  const reportQuery = useReportQuery();
  const { data, isPending, isPlaceholderData } = useVacancyReport(kind, reportQuery.search);
  const report = data ?? NO_REPORT;
  const { pageRows, server } = useReportPage(report.rows, reportQuery);
  const totals = useMemo(() => vacancyTotalsOf(report.rows), [report.rows]);
  const columns = useVacancyReportColumns(
    showsLocalLevel(kind, report.rows),
    report.quotas,
    totals,
  );
  // Nothing of the kind at all (not merely nothing found): say why, as the empty table cannot.
  const noneYet =
    !isPending && !isPlaceholderData && reportQuery.search === '' && report.rows.length === 0;

  const saveCsv = () =>
    downloadCsv(buildVacancyReportCsv(report, kind), `${kind}-report-${todayIso()}.csv`);

  return (
    <Stack gap="sm">
      <ReportToolbar
        intro={t(`vacancyReport.intro.${kind}`)}
        canDownload={report.rows.length > 0}
        onDownload={saveCsv}
        testId="vacancy-report-download-csv"
      />
      {noneYet && (
        <Alert color="gray" data-testid="vacancy-report-none">
          {t(`vacancyReport.none.${kind}`)}
        </Alert>
      )}
      <DataTable
        variant="large"
        label={t(`reports.${kind}`)}
        columns={columns}
        data={pageRows}
        loading={isPending}
        server={server}
      />
    </Stack>
  );
}
