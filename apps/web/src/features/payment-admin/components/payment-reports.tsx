import { SegmentedControl, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { REPORTS } from '../lib/report-kinds';
import { useTabParam } from '../lib/use-tab-param';
import { PaymentReportPanel } from './payment-report-panel';
import { VacancyReportPanel } from './vacancy-report-panel';

/**
 * The Report tab (back-office.md §2 "Payment reports"): the report per advertisement, vacancy
 * detail, promotion and local level, one at a time, the choice kept in the address
 * (`?report=`). On a phone the choices stack, as four long labels do not fit in a row.
 */
export function PaymentReports() {
  const { t } = useTranslation('payment-admin');
  const [report, setReport] = useTabParam(REPORTS, 'report');
  const compact = useMediaQuery('(max-width: 36em)');
  return (
    <Stack gap="md">
      <SegmentedControl
        value={report}
        onChange={setReport}
        data={REPORTS.map((value) => ({ value, label: t(`reports.${value}`) }))}
        orientation={compact ? 'vertical' : 'horizontal'}
        fullWidth={compact}
        aria-label={t('reports.choose')}
        data-testid="payment-report-choice"
        style={{ alignSelf: compact ? 'stretch' : 'flex-start' }}
      />
      {report === 'advertisements' ? (
        <PaymentReportPanel />
      ) : (
        // A new panel per report: its own search, and no rows of the last report shown meanwhile.
        <VacancyReportPanel key={report} kind={report} />
      )}
    </Stack>
  );
}
