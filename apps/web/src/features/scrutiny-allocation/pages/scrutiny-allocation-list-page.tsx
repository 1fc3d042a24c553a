import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAllocationAdvertisement } from '@niyukti/shared';
import { DataTable, type ServerQuery } from '../../../components/data-table';
import { useAllocationList } from '../api/get-allocations';
import { useAllocationColumns } from '../components/allocation-columns';
import { ALLOCATION_PATHS } from '../components/allocation-paths';
import { FiscalYearFilter } from '../components/fiscal-year-filter';
import { PageHeading } from '../components/page-heading';

const NO_ROWS: TAllocationAdvertisement[] = [];
const FIRST_PAGE: ServerQuery = { page: 1, pageSize: 10, search: '' };

/**
 * /admin/scrutiny-allocation (SA read): the advertisements open to applications or past them,
 * with their forms allocated, completed, remaining, on hold and pending, and those awaiting
 * payment; by search and fiscal year, paged by the server. Each opens its allocation.
 */
export function ScrutinyAllocationListPage() {
  const { t } = useTranslation('scrutiny-allocation');
  const [query, setQuery] = useState<ServerQuery>(FIRST_PAGE);
  const [fiscalYear, setFiscalYear] = useState<string | undefined>(undefined);
  const { data, isPending, error } = useAllocationList({
    page: query.page,
    pageSize: query.pageSize,
    search: query.search,
    fiscalYear,
  });
  const columns = useAllocationColumns();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <PageHeading title={t('list.title')} intro={t('list.intro')} />
        <Button component={Link} to={ALLOCATION_PATHS.report} variant="light">
          {t('list.report')}
        </Button>
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
        label={t('list.tableLabel')}
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
