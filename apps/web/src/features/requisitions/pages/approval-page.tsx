import { useCallback, useState } from 'react';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TRequisitionSummary } from '@niyukti/shared';
import { DataTable, type ServerQuery } from '../../../components/data-table';
import { useCan } from '../../../lib/auth/can';
import { useFormat } from '../../../lib/format';
import { useDistributionApprovals } from '../api/distribution-approvals';
import { useRequisitions } from '../api/requisitions';
import { DecisionButtons, DecisionModal, type PendingDecision } from '../components/decision-modal';
import { DistributionsToApprove } from '../components/distribution-approvals';
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
 * /admin/approval: the approval task, back-office.md §2 "Approve requisition": the requisitions
 * to decide (RQ approve) and the distributions (PD read; deciding them is PD approve / reject).
 * Each tab is there for those who hold its privilege, with the count of what waits.
 */
export function ApprovalPage() {
  const { t } = useTranslation('requisitions');
  const format = useFormat();
  const may = useCan();
  const shown = TABS.filter((name) =>
    name === 'requisition' ? may('RQ', 'approve') : may('PD', 'read'),
  );
  const [chosen, setTab] = useState<Tab>('requisition');
  const tab = shown.includes(chosen) ? chosen : (shown[0] ?? 'requisition');
  const waiting = useRequisitions(
    { page: 1, pageSize: 10, search: '', status: 'filed' },
    shown.includes('requisition'),
  );
  const distributions = useDistributionApprovals(
    { page: 1, pageSize: 10, search: '' },
    shown.includes('distribution'),
  );
  const counts: Record<Tab, number | undefined> = {
    requisition: waiting.data?.total,
    distribution: distributions.data?.total,
  };
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
          {shown.map((name) => (
            <Tabs.Tab key={name} value={name} data-testid={`approval-tab-${name}`}>
              {t(`approval.tabs.${name}`)}
              {counts[name] !== undefined && ` (${format.number(counts[name])})`}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {shown.includes('requisition') && (
          <Tabs.Panel value="requisition" pt="md">
            <RequisitionsToApprove />
          </Tabs.Panel>
        )}
        {shown.includes('distribution') && (
          <Tabs.Panel value="distribution" pt="md">
            <DistributionsToApprove />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
