import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TApplicationsReportRow } from '@niyukti/shared';
import { DataTable } from '../../../components/data-table';
import { useApplicationsReport } from '../api/get-reports';
import { APPLICATIONS_REPORT_PATH } from '../api/report-keys';
import { ApplicationFiltersBar } from '../components/application-filters';
import { DownloadButton } from '../components/download-button';
import { PageHeading } from '../components/page-heading';
import { useApplicationColumns } from '../components/person-columns';
import { useApplicationFilters } from '../components/use-application-filters';

const NO_ROWS: TApplicationsReportRow[] = [];

/**
 * /admin/all-application-report (SR read): every application with its candidate, newest first,
 * by the filters kept in the address and a search of the candidate (name, master id, mobile,
 * e-mail, citizenship), paged by the server; each opens its own report; and the whole result
 * as a spreadsheet.
 */
export function ApplicationsReportPage() {
  const { t } = useTranslation('staff-reports');
  const filters = useApplicationFilters();
  const { query, change } = filters;
  const { data, isPending, error } = useApplicationsReport(query);
  const columns = useApplicationColumns();
  const { page: _page, pageSize: _pageSize, ...sheetQuery } = query;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <PageHeading title={t('applications.title')} intro={t('applications.intro')} />
        <DownloadButton
          path={APPLICATIONS_REPORT_PATH}
          query={sheetQuery}
          disabled={!data || data.total === 0}
        />
      </Group>
      <ApplicationFiltersBar state={filters} error={error} />
      <DataTable
        variant="large"
        label={t('applications.tableLabel')}
        columns={columns}
        data={data?.items ?? NO_ROWS}
        loading={isPending}
        search={{ label: t('filters.personSearch'), initial: query.search }}
        server={{
          total: data?.total ?? 0,
          page: query.page,
          pageSize: query.pageSize,
          onChange: (next) =>
            change({ page: next.page, pageSize: next.pageSize, search: next.search }),
        }}
      />
    </Stack>
  );
}
