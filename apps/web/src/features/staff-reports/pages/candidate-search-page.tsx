import { useState } from 'react';
import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCandidateSearchRow } from '@niyukti/shared';
import { DataTable, type ServerQuery } from '../../../components/data-table';
import { useCandidateSearch } from '../api/get-reports';
import { CANDIDATE_SEARCH_PATH } from '../api/report-keys';
import { DownloadButton } from '../components/download-button';
import { PageHeading } from '../components/page-heading';
import { useCandidateColumns } from '../components/person-columns';

const NO_ROWS: TCandidateSearchRow[] = [];
const FIRST_PAGE: ServerQuery = { page: 1, pageSize: 10, search: '' };

/**
 * /admin/user-search (SR read): candidates found by master id, name, mobile, e-mail or
 * citizenship number, paged by the server; each master id opens the candidate's applications
 * and where each stands; and the whole result as a spreadsheet.
 */
export function CandidateSearchPage() {
  const { t } = useTranslation('staff-reports');
  const [query, setQuery] = useState<ServerQuery>(FIRST_PAGE);
  const { data, isPending } = useCandidateSearch({
    page: query.page,
    pageSize: query.pageSize,
    search: query.search || undefined,
  });
  const columns = useCandidateColumns();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <PageHeading title={t('candidates.title')} intro={t('candidates.intro')} />
        <DownloadButton
          path={CANDIDATE_SEARCH_PATH}
          query={{ search: query.search }}
          disabled={!data || data.total === 0}
        />
      </Group>
      <DataTable
        variant="large"
        label={t('candidates.tableLabel')}
        columns={columns}
        data={data?.items ?? NO_ROWS}
        loading={isPending}
        search={{ label: t('filters.personSearch'), placeholder: t('filters.personSearchHint') }}
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
