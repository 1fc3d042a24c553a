import { useCallback, useState } from 'react';
import { Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TRequisitionSummary } from '@niyukti/shared';
import { DataTable, type ServerQuery } from '../../../components/data-table';
import { useCan } from '../../../lib/auth/can';
import { useFormat } from '../../../lib/format';
import { useRequisitions } from '../api/requisitions';
import { DecisionButtons, DecisionModal, type PendingDecision } from '../components/decision-modal';
import { useRequisitionColumns } from '../components/requisition-columns';

const TABS = ['requisition', 'distribution'] as const;
type Tab = (typeof TABS)[number];

const NO_ROWS: TRequisitionSummary[] = [];
const FIRST_PAGE: ServerQuery = { page: 1, pageSize: 10, search: '' };

/** Approve Vacancy Requisition: the requisitions waiting for the commission's decision. */
function RequisitionsToApprove() {
  const { t } = useTranslation('requisitions');
  const may = useCan();
  const canApprove = may('RQ', 'approve');
  const canReject = may('RQ', 'reject');
  const [query, setQuery] = useState<ServerQuery>(FIRST_PAGE);
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const { data, isPending } = useRequisitions({
    page: query.page,
    pageSize: query.pageSize,
    search: query.search,
    status: 'filed',
  });
  const actions = useCallback(
    (requisition: TRequisitionSummary) => (
      <DecisionButtons
        requisition={requisition}
        canApprove={canApprove}
        canReject={canReject}
        onDecide={setPending}
        size="compact-sm"
      />
    ),
    [canApprove, canReject],
  );
  const columns = useRequisitionColumns({ actions });
  const lastOnPage = data?.items.length === 1 && query.page > 1;
  return (
    <>
      <DataTable
        variant="large"
        label={t('approval.tabs.requisition')}
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
      <DecisionModal
        pending={pending}
        onClose={() => {
          // A decided requisition leaves the list: do not stay on a page that is now empty.
          if (lastOnPage) setQuery((current) => ({ ...current, page: current.page - 1 }));
          setPending(null);
        }}
      />
    </>
  );
}

/**
 * Approve Vacancy Percentage Distribution: distributions are not proposed anywhere yet, so
 * there is honestly nothing to approve; the tab says so rather than show made-up rows.
 */
function DistributionsToApprove() {
  const { t } = useTranslation('requisitions');
  return (
    <Paper withBorder radius="md" p="xl" data-testid="approval-distribution-empty">
      <Stack gap={4} align="center" ta="center">
        <Text fw={600}>{t('approval.noDistribution')}</Text>
        <Text size="sm" c="dimmed" maw={560}>
          {t('approval.noDistributionHint')}
        </Text>
      </Stack>
    </Paper>
  );
}

/** /admin/approval (RQ approve): the approval task, back-office.md §2 "Approve requisition". */
export function ApprovalPage() {
  const { t } = useTranslation('requisitions');
  const format = useFormat();
  const [tab, setTab] = useState<Tab>('requisition');
  const waiting = useRequisitions({ page: 1, pageSize: 10, search: '', status: 'filed' });
  return (
    <Stack gap="md">
      <Stack gap={2} maw={720}>
        <Title order={1} size="h2">
          {t('approval.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('approval.intro')}
        </Text>
      </Stack>
      <Tabs value={tab} onChange={(value) => value && setTab(value as Tab)} keepMounted={false}>
        <Tabs.List>
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name} data-testid={`approval-tab-${name}`}>
              {t(`approval.tabs.${name}`)}
              {name === 'requisition' &&
                waiting.data !== undefined &&
                ` (${format.number(waiting.data.total)})`}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="requisition" pt="md">
          <RequisitionsToApprove />
        </Tabs.Panel>
        <Tabs.Panel value="distribution" pt="md">
          <DistributionsToApprove />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
