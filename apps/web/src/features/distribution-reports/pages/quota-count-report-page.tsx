import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TQuotaCountRow } from '@niyukti/shared';
import { namedIn } from '../../../components/requisition-values';
import { useFormat } from '../../../lib/format';
import { QUOTA_COUNT_REPORT_PATH, useQuotaCountReport } from '../api/reports';
import {
  currentFiscalYear,
  EmptyReport,
  ReportFrame,
  ReportLoading,
} from '../components/report-frame';
import { ReportTable, type ReportColumn } from '../../../components/report-table';

type Count = 'advertisements' | 'seats' | 'applications' | 'paid';
const COUNTS: Count[] = ['advertisements', 'seats', 'applications', 'paid'];

/**
 * /admin/vacancy-count-by-quota-report (every staff user): for a fiscal year, each quota's
 * advertisements, seats, applications and payments, with the total; and as a spreadsheet.
 */
export function QuotaCountReportPage() {
  const { t } = useTranslation('distribution-reports');
  const format = useFormat();
  const [fiscalYear, setFiscalYear] = useState(currentFiscalYear);
  const { data, isFetching, error } = useQuotaCountReport(fiscalYear);
  const columns = useMemo((): ReportColumn<TQuotaCountRow>[] => {
    if (!data || data.rows.length === 0) return [];
    return [
      {
        key: 'quota',
        header: t('countByQuota.columns.quota'),
        cell: (row) => namedIn(format.lang, row),
      },
      ...COUNTS.map((count) => ({
        key: count,
        header: t(`countByQuota.columns.${count}`),
        figure: true,
        cell: (row: TQuotaCountRow) => format.number(row[count]),
        total: format.number(data.total[count]),
      })),
      {
        key: 'paidAmount',
        header: t('countByQuota.columns.paidAmount'),
        figure: true,
        cell: (row) => format.money(row.paidAmountPaisa),
        total: format.money(data.total.paidAmountPaisa),
      },
    ];
  }, [data, t, format]);
  return (
    <ReportFrame
      title={t('countByQuota.title')}
      intro={t('countByQuota.intro')}
      path={QUOTA_COUNT_REPORT_PATH}
      fiscalYear={fiscalYear}
      onFiscalYear={setFiscalYear}
      error={error}
      downloadable={(data?.rows.length ?? 0) > 0}
      testId="quota-count-report"
    >
      {!data ? (
        isFetching && <ReportLoading />
      ) : data.rows.length === 0 ? (
        <EmptyReport testId="report-empty">
          {t('countByQuota.empty', { fiscalYear: format.digits(data.fiscalYear) })}
        </EmptyReport>
      ) : (
        <ReportTable
          columns={columns}
          rows={data.rows}
          rowKey={(row) => row.quotaId}
          label={t('countByQuota.tableLabel', { fiscalYear: format.digits(data.fiscalYear) })}
          totalLabel={t('total')}
          testId="report-table"
        />
      )}
    </ReportFrame>
  );
}
