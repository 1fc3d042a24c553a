import { useMemo, useState } from 'react';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable, type ServerQuery } from '../../../components/data-table';
import type { TVacancySummary } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { useMyApplications } from '../api/get-my-applications';
import { useReapplyVacancies } from '../api/get-reapply-vacancies';
import { useVacancies } from '../api/get-vacancies';
import { ReapplyVacancies } from '../components/reapply-vacancies';
import { useVacancyColumns } from '../components/vacancy-columns';
import { VacancyFilters, type VacancyFilterValues } from '../components/vacancy-filters';

const NO_ROWS: TVacancySummary[] = [];
const NO_FILTERS: VacancyFilterValues = { serviceId: null, classId: null, quotaId: null };

function ApplicationCounter() {
  const { t } = useTranslation('vacancies');
  const format = useFormat();
  const { data } = useMyApplications();
  if (!data) return null;
  return (
    <Badge size="lg" variant="light" data-testid="application-counter">
      {t('list.counter', { count: format.number(data.length) })}
    </Badge>
  );
}

/**
 * The advertisements I applied to, read from my applications (the vacancy list is the same for
 * every candidate and does not say); undefined until they come.
 */
function useAppliedIds(): ReadonlySet<number> | undefined {
  const { data } = useMyApplications();
  return useMemo(
    () => data && new Set(data.map((application) => application.advertisementId)),
    [data],
  );
}

/** /vacancy: live advertisements, paged, searched and sorted by the server. */
export function VacancyListPage() {
  const { t } = useTranslation('vacancies');
  const [query, setQuery] = useState<ServerQuery>({ page: 1, pageSize: 10, search: '' });
  const [filters, setFilters] = useState<VacancyFilterValues>(NO_FILTERS);
  const { data, isPending } = useVacancies({ ...query, ...filters });
  const appliedIds = useAppliedIds();
  const columns = useVacancyColumns(appliedIds);
  const reapply = useReapplyVacancies();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1} size="h2">
          {t('list.title')}
        </Title>
        <ApplicationCounter />
      </Group>
      <Text c="dimmed" size="sm">
        {t('list.intro')}
      </Text>
      {reapply.data && reapply.data.length > 0 && <ReapplyVacancies vacancies={reapply.data} />}
      <VacancyFilters
        values={filters}
        onChange={(next) => {
          setFilters(next);
          // A new filter starts again from the first page.
          setQuery((current) => ({ ...current, page: 1 }));
        }}
      />
      <DataTable
        variant="large"
        label={t('list.title')}
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
