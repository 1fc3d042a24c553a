import { Group, NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REPORT_BREAKDOWNS, type ReportBreakdown } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { useBreakdownReport } from '../api/get-reports';
import { breakdownReportPath, SCRUTINY_REPORTS_PATH } from '../api/report-keys';
import { breakdownLabel } from '../components/breakdown-labels';
import { BreakdownReport } from '../components/breakdown-report';
import { DownloadButton } from '../components/download-button';
import { PageHeading } from '../components/page-heading';
import { ReportFiltersBar } from '../components/report-filters';
import { useReportFilters } from '../components/use-report-filters';

/** The twenty breakdowns, in the order of the report's menu, named in the reader's language. */
function BreakdownSelect(props: { value: ReportBreakdown; onChange(value: string): void }) {
  const { t } = useTranslation('scrutiny-reports');
  const { lang } = useFormat();
  return (
    <NativeSelect
      label={t('breakdown')}
      data={REPORT_BREAKDOWNS.map((breakdown) => ({
        value: breakdown,
        label: breakdownLabel(lang, breakdown),
      }))}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      w={260}
      maw="100%"
      data-testid="report-breakdown"
    />
  );
}

/**
 * /admin/scrutiny/report (SR read): the forms counted by the breakdown chosen (gender, province,
 * caste…), of an advertisement, a scrutiny status and a fiscal year or of all; as a table with
 * each value's share, as bars, and as a spreadsheet. The choices live in the address.
 */
export function ScrutinyReportPage() {
  const { t } = useTranslation('scrutiny-reports');
  const state = useReportFilters();
  const { breakdown, filters } = state;
  const { data, error } = useBreakdownReport(SCRUTINY_REPORTS_PATH, breakdown, filters);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <PageHeading title={t('report.title')} intro={t('report.intro')} />
        <DownloadButton
          path={breakdownReportPath(SCRUTINY_REPORTS_PATH, breakdown)}
          query={filters}
          disabled={!data || data.breakdown !== breakdown || data.rows.length === 0}
        />
      </Group>
      <ReportFiltersBar
        state={state}
        error={error}
        leading={
          <BreakdownSelect
            value={breakdown}
            onChange={(next) => state.change({ breakdown: next })}
          />
        }
      />
      <BreakdownReport report={data} error={error} base={SCRUTINY_REPORTS_PATH} />
    </Stack>
  );
}
