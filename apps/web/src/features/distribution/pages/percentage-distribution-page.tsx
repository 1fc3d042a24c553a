import { useCallback, useState } from 'react';
import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import type { TRequisitionSummary } from '@niyukti/shared';
import { DataTable, type ServerQuery } from '../../../components/data-table';
import { IssuedCode } from '../../../components/issued-code';
import { usePhoneWidth } from '../../../lib/phone-width';
import { useRequisitionsToDistribute } from '../api/requisitions';
import { ProposalPanel } from '../components/proposal-panel';
import { useToDistributeColumns } from '../components/requisition-columns';

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
 * split between the groups, each with "Auto-generate quota", which shows the split the
 * configured phases make. Read-only for now: the numbers and the saving come next.
 */
export function PercentageDistributionPage() {
  const { t } = useTranslation('distribution');
  const phone = usePhoneWidth();
  const [query, setQuery] = useState<ServerQuery>(FIRST_PAGE);
  // The requisition stays while the modal closes, so its title and panel do not blank out.
  const [requisition, setRequisition] = useState<TRequisitionSummary | null>(null);
  const [open, setOpen] = useState(false);
  const { data, isPending } = useRequisitionsToDistribute({
    page: query.page,
    pageSize: query.pageSize,
    search: query.search,
  });
  const actions = useCallback(
    (requisition: TRequisitionSummary) => (
      <Button
        size="compact-sm"
        variant="light"
        onClick={() => {
          setRequisition(requisition);
          setOpen(true);
        }}
        aria-label={t('requests.generateFor', { number: requisition.number })}
        data-testid={`percentage-distribution-generate-${requisition.id}`}
      >
        {t('requests.generate')}
      </Button>
    ),
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
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={
          <Trans
            t={t}
            i18nKey="proposal.title"
            values={{ number: requisition?.number ?? '' }}
            components={{ code: <IssuedCode /> }}
          />
        }
        size="lg"
        fullScreen={phone}
        centered
      >
        {requisition && (
          <Stack gap="md">
            <ProposalPanel key={requisition.id} requisitionId={requisition.id} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                {t('proposal.close')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
