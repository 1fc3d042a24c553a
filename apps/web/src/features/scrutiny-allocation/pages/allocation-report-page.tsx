import { useState } from 'react';
import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAllocationReport } from '../api/get-allocations';
import { ALLOCATION_PATHS } from '../components/allocation-paths';
import { FiscalYearFilter } from '../components/fiscal-year-filter';
import { OfficerTable } from '../components/officer-table';
import { PageHeading } from '../components/page-heading';
import { EmptyReport, ReportLoading } from '../components/report-states';

/**
 * /admin/allocation/report (SA read): every scrutiny officer's forms (allocated, completed, on
 * hold, pending) and from how many advertisements, with the total; of a fiscal year or of all.
 * Each name opens the officer's individual report.
 */
export function AllocationReportPage() {
  const { t } = useTranslation('scrutiny-allocation');
  const [fiscalYear, setFiscalYear] = useState<string | undefined>(undefined);
  const { data, error } = useAllocationReport(fiscalYear);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={ALLOCATION_PATHS.list} size="sm">
        {t('report.back')}
      </Anchor>
      <PageHeading title={t('report.title')} intro={t('report.intro')} />
      <FiscalYearFilter value={fiscalYear} onApply={setFiscalYear} error={error} />
      {!data ? (
        !error && <ReportLoading />
      ) : data.officers.length === 0 ? (
        <EmptyReport>{t('report.empty')}</EmptyReport>
      ) : (
        <OfficerTable
          officers={data.officers}
          total={data.total}
          withAdvertisements
          label={t('report.tableLabel')}
        />
      )}
    </Stack>
  );
}
