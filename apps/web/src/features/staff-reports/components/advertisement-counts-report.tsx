import { useState } from 'react';
import { Group, Stack } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { DataTable, type ServerQuery } from '../../../components/data-table';
import { useAdvertisementCounts } from '../api/get-reports';
import type { AdvertisementCountsPath } from '../api/report-keys';
import { DownloadButton } from './download-button';
import { currentFiscalYear, FiscalYearFilter } from './fiscal-year-filter';
import { PageHeading } from './page-heading';

const FIRST_PAGE: ServerQuery = { page: 1, pageSize: 10, search: '' };
const NO_ROWS: never[] = [];

export interface AdvertisementCountsReportProps<Row> {
  path: AdvertisementCountsPath;
  title: string;
  intro: string;
  tableLabel: string;
  columns: ColumnDef<Row>[];
}

/**
 * A report of advertisements with their counts (by advertisement number, re-applications): of
 * a fiscal year (today's at first) or of every year, searched and paged by the server; and the
 * whole of it as a spreadsheet.
 */
export function AdvertisementCountsReport<Row>(props: AdvertisementCountsReportProps<Row>) {
  const { t } = useTranslation('staff-reports');
  const [query, setQuery] = useState<ServerQuery>(FIRST_PAGE);
  const [fiscalYear, setFiscalYear] = useState(currentFiscalYear);
  const { data, isPending, error } = useAdvertisementCounts<Row>(props.path, {
    page: query.page,
    pageSize: query.pageSize,
    search: query.search || undefined,
    fiscalYear,
  });
  return (
    <Stack gap="md">
      <PageHeading title={props.title} intro={props.intro} />
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <FiscalYearFilter
          value={fiscalYear}
          onApply={(next) => {
            setFiscalYear(next);
            setQuery((current) => ({ ...current, page: 1 }));
          }}
          error={error}
        />
        <DownloadButton
          path={props.path}
          query={{ fiscalYear, search: query.search }}
          disabled={!data || data.total === 0}
        />
      </Group>
      <DataTable
        variant="large"
        label={props.tableLabel}
        columns={props.columns}
        data={data?.items ?? NO_ROWS}
        loading={isPending}
        search={{ label: t('filters.advertisementSearch') }}
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
