import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { GENDER_REPORT_BREAKDOWNS, type GenderReportBreakdown } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { useBreakdownReport } from '../api/get-reports';
import { breakdownReportPath, GENDER_REPORTS_PATH } from '../api/report-keys';
import { breakdownLabel } from '../components/breakdown-labels';
import { BreakdownReport } from '../components/breakdown-report';
import { DownloadButton } from '../components/download-button';
import { PageHeading } from '../components/page-heading';
import { REPORT_PATHS } from '../components/report-paths';
import { ReportFiltersBar } from '../components/report-filters';
import { useReportFilters } from '../components/use-report-filters';

const isGenderBreakdown = (value: string | undefined): value is GenderReportBreakdown =>
  (GENDER_REPORT_BREAKDOWNS as readonly (string | undefined)[]).includes(value);

function BackToIndex() {
  const { t } = useTranslation('scrutiny-reports');
  return (
    <Anchor component={Link} to={REPORT_PATHS.byGender} size="sm">
      {t('byGender.back')}
    </Anchor>
  );
}

/** A breakdown's forms by gender, with the filters of every breakdown report. */
function GenderReport({ breakdown }: { breakdown: GenderReportBreakdown }) {
  const { t } = useTranslation('scrutiny-reports');
  const { lang } = useFormat();
  const state = useReportFilters();
  const { data, error } = useBreakdownReport(GENDER_REPORTS_PATH, breakdown, state.filters);
  const name = breakdownLabel(lang, breakdown);
  return (
    <Stack gap="md">
      <BackToIndex />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <PageHeading
          title={t('byGender.pageTitle', { breakdown: name })}
          intro={t('byGender.pageIntro', { breakdown: name })}
        />
        <DownloadButton
          path={breakdownReportPath(GENDER_REPORTS_PATH, breakdown)}
          query={state.filters}
          disabled={!data || data.rows.length === 0}
        />
      </Group>
      <ReportFiltersBar state={state} error={error} />
      <BreakdownReport report={data} error={error} byGender base={GENDER_REPORTS_PATH} />
    </Stack>
  );
}

/**
 * /admin/scrutiny/report-by-gender-basic-configuration/:breakdown (RBG read): one of the thirteen
 * breakdowns by gender. Another word in the address is not a report: said so, with the way back.
 */
export function GenderReportPage() {
  const { t } = useTranslation('scrutiny-reports');
  const { breakdown } = useParams();
  if (!isGenderBreakdown(breakdown))
    return (
      <Stack gap="md" data-testid="gender-report-not-found">
        <BackToIndex />
        <PageHeading title={t('byGender.notFoundTitle')} />
        <Text>{t('byGender.notFound', { breakdown: breakdown ?? '' })}</Text>
      </Stack>
    );
  // Keyed by the breakdown: the filters typed stay in the address, each report reads its own.
  return <GenderReport key={breakdown} breakdown={breakdown} />;
}
