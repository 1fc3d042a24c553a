import { useState } from 'react';
import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { TIndividualAllocationReport, TScrutinyOfficer } from '@niyukti/shared';
import { DataTable } from '../../../components/data-table';
import { ErrorScreen } from '../../../components/error-screen';
import { IssuedCode } from '../../../components/issued-code';
import { PageLoader } from '../../../components/page-loader';
import { NotFoundPage } from '../../../components/status-pages';
import { isApiError } from '../../../lib/api';
import { useIndividualAllocationReport } from '../api/get-allocations';
import { ALLOCATION_PATHS } from '../components/allocation-paths';
import { FiscalYearFilter } from '../components/fiscal-year-filter';
import { useIndividualColumns } from '../components/individual-columns';
import { PageHeading } from '../components/page-heading';
import { EmptyReport, ReportLoading } from '../components/report-states';

function IndividualReport(props: {
  officer: TScrutinyOfficer;
  /** The report of the fiscal year asked for; undefined while it is read, or refused. */
  report: TIndividualAllocationReport | undefined;
  fiscalYear: string | undefined;
  onFiscalYear(fiscalYear: string | undefined): void;
  error: unknown;
}) {
  const { t } = useTranslation('scrutiny-allocation');
  const { officer, report } = props;
  const columns = useIndividualColumns(report?.total);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={ALLOCATION_PATHS.report} size="sm">
        {t('individual.back')}
      </Anchor>
      <PageHeading
        title={t('individual.title', { name: officer.name })}
        intro={
          <>
            {t('individual.username')} <IssuedCode>{officer.username}</IssuedCode>
          </>
        }
      />
      <FiscalYearFilter value={props.fiscalYear} onApply={props.onFiscalYear} error={props.error} />
      {!report ? (
        !props.error && <ReportLoading />
      ) : report.advertisements.length === 0 ? (
        <EmptyReport>{t('individual.empty')}</EmptyReport>
      ) : (
        <DataTable
          label={t('individual.tableLabel', { name: officer.name })}
          columns={columns}
          data={report.advertisements}
        />
      )}
    </Stack>
  );
}

/**
 * /admin/allocation/report-individual/:userId (SA read): one officer's forms by advertisement,
 * with the total; of a fiscal year or of all. Each code opens the advertisement's allocation.
 * The officer is named from the report of every year, so a fiscal year refused keeps the page.
 */
export function IndividualAllocationReportPage() {
  const params = useParams();
  const userId = Number(params.userId);
  const valid = Number.isInteger(userId) && userId > 0;
  const [fiscalYear, setFiscalYear] = useState<string | undefined>(undefined);
  const everyYear = useIndividualAllocationReport(userId, undefined, valid);
  const asked = useIndividualAllocationReport(userId, fiscalYear, valid);
  if (!valid) return <NotFoundPage />;
  if (!everyYear.data) {
    const { error } = everyYear;
    if (!error) return <PageLoader />;
    return isApiError(error) && error.status === 404 ? <NotFoundPage /> : <ErrorScreen />;
  }
  return (
    <IndividualReport
      officer={everyYear.data.officer}
      report={asked.data}
      fiscalYear={fiscalYear}
      onFiscalYear={setFiscalYear}
      error={asked.error}
    />
  );
}
