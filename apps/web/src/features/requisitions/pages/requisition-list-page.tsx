import { useState } from 'react';
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  REQUISITION_STATUS_LABELS,
  REQUISITION_STATUSES,
  type RequisitionStatus,
  type TRequisitionSummary,
} from '@niyukti/shared';
import { DataTable, type ServerQuery } from '../../../components/data-table';
import { useCan } from '../../../lib/auth/can';
import { useFormat } from '../../../lib/format';
import { useRequisitions } from '../api/requisitions';
import { useRequisitionColumns } from '../components/requisition-columns';
import { REQUISITIONS_PATHS } from '../paths';

const NO_ROWS: TRequisitionSummary[] = [];
const FIRST_PAGE: ServerQuery = { page: 1, pageSize: 10, search: '' };
const ANY_STATUS = 'all';

/** /admin/requisition (RQ read): an office's requisitions, or every office's for the commission. */
export function RequisitionListPage() {
  const { t } = useTranslation('requisitions');
  const { lang } = useFormat();
  const may = useCan();
  const [query, setQuery] = useState<ServerQuery>(FIRST_PAGE);
  const [status, setStatus] = useState<RequisitionStatus | undefined>(undefined);
  const { data, isPending } = useRequisitions({
    page: query.page,
    pageSize: query.pageSize,
    search: query.search,
    status,
  });
  const columns = useRequisitionColumns();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2} maw={720}>
          <Title order={1} size="h2">
            {t('list.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('list.intro')}
          </Text>
        </Stack>
        {may('RQ', 'create') && (
          <Button component={Link} to={REQUISITIONS_PATHS.create} data-testid="requisition-add">
            {t('list.add')}
          </Button>
        )}
      </Group>
      <Select
        label={t('list.statusFilter')}
        w={260}
        maw="100%"
        allowDeselect={false}
        value={status ?? ANY_STATUS}
        data={[
          { value: ANY_STATUS, label: t('list.allStatuses') },
          ...REQUISITION_STATUSES.map((value) => ({
            value,
            label: REQUISITION_STATUS_LABELS[value][lang],
          })),
        ]}
        onChange={(value) => {
          setStatus(!value || value === ANY_STATUS ? undefined : (value as RequisitionStatus));
          setQuery((current) => ({ ...current, page: 1 }));
        }}
        data-testid="requisition-status-filter"
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
