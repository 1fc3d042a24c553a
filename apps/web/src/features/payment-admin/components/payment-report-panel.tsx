import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { todayIso, toLatinDigits, type TPaymentReportRow } from '@niyukti/shared';
import { DataTable, type ServerQuery } from '../../../components/data-table';
import { i18n } from '../../../lib/i18n';
import { REPORT_SEARCH_MAX, usePaymentReport } from '../api/payment-report';
import { providerKey } from '../lib/labels';
import { buildPaymentReportCsv, downloadCsv } from '../lib/payment-report-csv';
import { totalsOf, usePaymentReportColumns } from './payment-report-columns';

const NO_ROWS: TPaymentReportRow[] = [];
const FIRST_QUERY: ServerQuery = { page: 1, pageSize: 50, search: '' };

/** Provider names as the English labels say them, for the CSV's headers. */
function englishProvider(name: string): string {
  return i18n.getFixedT('en', 'payment-admin')(providerKey(name), { defaultValue: name });
}

/**
 * The payment report (back-office.md §2): per advertisement, the applications, the payments
 * made, pending and not made, what was collected in all and by provider, and what must be
 * refunded, with the totals over the advertisements found. The server searches (code, number
 * or post) and answers every row at once; the table pages them here. "Download CSV" saves the
 * rows found, every page of them.
 */
export function PaymentReportPanel() {
  const { t } = useTranslation('payment-admin');
  const [query, setQuery] = useState<ServerQuery>(FIRST_QUERY);
  // Advertisement numbers are stored with Latin digits; १६६१३ finds 16613.
  const search = toLatinDigits(query.search).slice(0, REPORT_SEARCH_MAX);
  const { data, isPending } = usePaymentReport(search);
  const rows = data ?? NO_ROWS;
  const totals = useMemo(() => totalsOf(rows), [rows]);
  const columns = usePaymentReportColumns(totals);
  const pageRows = useMemo(
    () => rows.slice((query.page - 1) * query.pageSize, query.page * query.pageSize),
    [rows, query.page, query.pageSize],
  );

  const saveCsv = () =>
    downloadCsv(buildPaymentReportCsv(rows, englishProvider), `payment-report-${todayIso()}.csv`);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="sm" c="dimmed" maw={560}>
          {t('report.intro')}
        </Text>
        <Button
          variant="light"
          onClick={saveCsv}
          disabled={rows.length === 0}
          data-testid="report-download-csv"
        >
          {t('report.downloadCsv')}
        </Button>
      </Group>
      <DataTable
        variant="large"
        label={t('tabs.report')}
        columns={columns}
        data={pageRows}
        loading={isPending}
        server={{
          total: rows.length,
          page: query.page,
          pageSize: query.pageSize,
          onChange: setQuery,
        }}
      />
    </Stack>
  );
}
