import { useState } from 'react';
import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAdvertisementReportRow } from '@niyukti/shared';
import { DataTable, type ServerQuery } from '../../../components/data-table';
import { useAdvertisementReport } from '../api/get-reports';
import { ADVERTISEMENT_REPORT_PATH } from '../api/report-keys';
import { useAdvertisementReportColumns } from '../components/advertisement-report-columns';
import { DownloadButton } from '../components/download-button';
import { FiscalYearFilter } from '../components/fiscal-year-filter';
import { PageHeading } from '../components/page-heading';

const NO_ROWS: TAdvertisementReportRow[] = [];
const FIRST_PAGE: ServerQuery = { page: 1, pageSize: 10, search: '' };

/**
 * /admin/scrutiny/advertisementReport (AR read): each advertisement with its vacancies, its
 * applicants and its forms by where scrutiny stands; by search and fiscal year, paged by the
 * server; the whole result (every page) as a spreadsheet.
 */
export function AdvertisementReportPage() {
  const { t } = useTranslation('scrutiny-reports');
  const [query, setQuery] = useState<ServerQuery>(FIRST_PAGE);
  const [fiscalYear, setFiscalYear] = useState<string | undefined>(undefined);
  const { data, isPending, error } = useAdvertisementReport({
    page: query.page,
    pageSize: query.pageSize,
    search: query.search,
    fiscalYear,
  });
  const columns = useAdvertisementReportColumns();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <PageHeading title={t('advertisements.title')} intro={t('advertisements.intro')} />
        <DownloadButton
          path={ADVERTISEMENT_REPORT_PATH}
          query={{ fiscalYear, search: query.search || undefined }}
          disabled={!data || data.total === 0}
        />
      </Group>
      <FiscalYearFilter
        value={fiscalYear}
        onApply={(next) => {
          setFiscalYear(next);
          setQuery((current) => ({ ...current, page: 1 }));
        }}
        error={error}
      />
      <DataTable
        variant="large"
        label={t('advertisements.tableLabel')}
        columns={columns}
        data={data?.items ?? NO_ROWS}
        loading={isPending}
        server={{
          total: data?.total ?? 0,
          page: query.page,
          pageSize: query.pageSize,
          onChange: setQuery,
        }}
      />
    </Stack>
  );
}
