import { useCallback, useState } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TRequisitionSummary } from '@niyukti/shared';
import { DataTable, type ServerQuery } from '../../../components/data-table';
import { useRequisitionsToDistribute } from '../api/requisitions';
import { useToDistributeColumns } from '../components/requisition-columns';
import { DISTRIBUTION_PATHS, type DistributionFormState } from '../paths';

const NO_ROWS: TRequisitionSummary[] = [];
const FIRST_PAGE: ServerQuery = { page: 1, pageSize: 10, search: '' };

/** Nothing to distribute: said plainly rather than as an empty table. */
function NothingToDistribute() {
  const { t } = useTranslation('distribution');
  return (
    <Paper withBorder radius="md" p="xl" data-testid="percentage-distribution-empty">
      <Stack gap={4} align="center" ta="center">
        <Text fw={600}>{t('requests.empty')}</Text>
        <Text size="sm" c="dimmed" maw={560}>
          {t('requests.emptyHint')}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * /admin/percentage-distribution (PD read): the approved requisitions whose posts are to be
 * split between the groups, and the distributed ones. "Distribute" opens a requisition's
 * distribution form; a distributed one opens it read-only.
 */
export function PercentageDistributionPage() {
  const { t } = useTranslation('distribution');
  const [query, setQuery] = useState<ServerQuery>(FIRST_PAGE);
  const { data, isPending } = useRequisitionsToDistribute({
    page: query.page,
    pageSize: query.pageSize,
    search: query.search,
  });
  const actions = useCallback(
    (requisition: TRequisitionSummary) => {
      const done = requisition.status !== 'approved';
      const state: DistributionFormState = { requisition };
      return (
        <Button
          component={Link}
          to={DISTRIBUTION_PATHS.form(requisition.id)}
          state={state}
          size="compact-sm"
          variant={done ? 'default' : 'light'}
          aria-label={t(done ? 'requests.viewFor' : 'requests.distributeFor', {
            number: requisition.number,
          })}
          data-testid={`percentage-distribution-open-${requisition.id}`}
        >
          {t(done ? 'requests.view' : 'requests.distribute')}
        </Button>
      );
    },
    [t],
  );
  const columns = useToDistributeColumns(actions);
  // Honestly empty: no approved requisition at all (a search that finds none keeps the table).
  const nothing = data !== undefined && data.total === 0 && query.search === '';
  return (
    <Stack gap="md">
      <Stack gap={2} maw={720}>
        <Title order={1} size="h2">
          {t('requests.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('requests.intro')}
        </Text>
      </Stack>
      {nothing ? (
        <NothingToDistribute />
      ) : (
        <DataTable
          variant="large"
          label={t('requests.tableLabel')}
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
      )}
    </Stack>
  );
}
