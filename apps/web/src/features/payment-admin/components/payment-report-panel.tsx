import { useMemo } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { todayIso, type TPaymentReportRow } from '@niyukti/shared';
import { DataTable } from '../../../components/data-table';
import { i18n } from '../../../lib/i18n';
import { usePaymentReport } from '../api/payment-report';
import { downloadCsv } from '../lib/csv';
import { providerKey } from '../lib/labels';
import { buildPaymentReportCsv } from '../lib/payment-report-csv';
import { useReportPage, useReportQuery } from '../lib/use-report-query';
import { totalsOf, usePaymentReportColumns } from './payment-report-columns';
import { ReportToolbar } from './report-toolbar';

const NO_ROWS: TPaymentReportRow[] = [];

/** Provider names as the English labels say them, for the CSV's headers. */
function englishProvider(name: string): string {
  return i18n.getFixedT('en', 'payment-admin')(providerKey(name), { defaultValue: name });
}

/**
 * The payment report (back-office.md §2): per advertisement, the applications, the payments
 * made, pending and not made, what was collected in all and by provider, and what must be
 * refunded, with the totals over the advertisements found. The server searches (code, number
 * or post). "Download CSV" saves the rows found, every page of them.
 */
export function PaymentReportPanel() {
  const { t } = useTranslation('payment-admin');
  const reportQuery = useReportQuery();
  const { data, isPending } = usePaymentReport(reportQuery.search);
  const rows = data ?? NO_ROWS;
  const { pageRows, server } = useReportPage(rows, reportQuery);
  const totals = useMemo(() => totalsOf(rows), [rows]);
  const columns = usePaymentReportColumns(totals);

  const saveCsv = () =>
    downloadCsv(buildPaymentReportCsv(rows, englishProvider), `payment-report-${todayIso()}.csv`);

  return (
    <Stack gap="sm">
      <ReportToolbar
        intro={t('report.intro')}
        canDownload={rows.length > 0}
        onDownload={saveCsv}
        testId="report-download-csv"
      />
      <DataTable
        variant="large"
        label={t('tabs.report')}
        columns={columns}
        data={pageRows}
        loading={isPending}
        server={server}
      />
    </Stack>
  );
}
