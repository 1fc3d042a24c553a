import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { DISTRIBUTION_REPORT_PATH, useVacancyDistributionReport } from '../api/reports';
import { useDistributionReportColumns } from '../components/distribution-report-columns';
import {
  currentFiscalYear,
  EmptyReport,
  ReportFrame,
  ReportLoading,
} from '../components/report-frame';
import { ReportTable } from '../../../components/report-table';

/**
 * /admin/vacancy-distribution-report (every staff user): the posts distributed in a fiscal year,
 * a row per distribution with its seats by quota, the applications and payments; with totals,
 * and as a spreadsheet.
 */
export function VacancyDistributionReportPage() {
  const { t } = useTranslation('distribution-reports');
  const format = useFormat();
  const [fiscalYear, setFiscalYear] = useState(currentFiscalYear);
  const { data, isFetching, error } = useVacancyDistributionReport(fiscalYear);
  const columns = useDistributionReportColumns(data);
  return (
    <ReportFrame
      title={t('distribution.title')}
      intro={t('distribution.intro')}
      path={DISTRIBUTION_REPORT_PATH}
      fiscalYear={fiscalYear}
      onFiscalYear={setFiscalYear}
      error={error}
      downloadable={(data?.rows.length ?? 0) > 0}
      testId="vacancy-distribution-report"
    >
      {!data ? (
        isFetching && <ReportLoading />
      ) : data.rows.length === 0 ? (
        <EmptyReport testId="report-empty">
          {t('distribution.empty', { fiscalYear: format.digits(data.fiscalYear) })}
        </EmptyReport>
      ) : (
        <ReportTable
          columns={columns}
          rows={data.rows}
          rowKey={(row) => row.distributionId}
          label={t('distribution.tableLabel', { fiscalYear: format.digits(data.fiscalYear) })}
          totalLabel={t('total')}
          testId="report-table"
        />
      )}
    </ReportFrame>
  );
}
