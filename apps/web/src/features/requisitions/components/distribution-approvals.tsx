import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import {
  ZDistributionDecision,
  type TDistribution,
  type TDistributionDecision,
} from '@niyukti/shared';
import { DataTable, type ServerQuery } from '../../../components/data-table';
import { FormTextarea } from '../../../components/form-fields';
import { IssuedCode } from '../../../components/issued-code';
import { nameIn } from '../../../components/requisition-values';
import { isApiError } from '../../../lib/api';
import { useCan } from '../../../lib/auth/can';
import { useFormat } from '../../../lib/format';
import { usePhoneWidth } from '../../../lib/phone-width';
import { placeServerErrors } from '../../../lib/server-errors';
import {
  useDecideDistribution,
  useDistributionApprovals,
  type DistributionDecisionKind,
} from '../api/distribution-approvals';
import { ConfirmRejection } from './confirm-rejection';

const NO_ROWS: TDistribution[] = [];
const FIRST_PAGE: ServerQuery = { page: 1, pageSize: 10, search: '' };
const REMARKS_MAX = 500;

/** A decision about to be taken on a distribution. */
interface PendingDecision {
  distribution: Pick<TDistribution, 'id' | 'requisitionNumber'>;
  decision: DistributionDecisionKind;
}

/** The split as lines "Quota: seats (number)", the parts with no posts left out. */
function SplitLines({ distribution }: { distribution: TDistribution }) {
  const format = useFormat();
  const parts = distribution.quotas.filter((part) => (part.seats ?? 0) > 0);
  return (
    <Stack gap={0} data-testid={`approval-split-${distribution.id}`}>
      {parts.map((part) => (
        <Text size="sm" key={part.quotaId ?? part.heading}>
          {`${nameIn(format.lang, part.nameEn, part.nameNe)}: ${format.number(part.seats ?? 0)}`}
          {part.advertisementNumber !== null && (
            <Text span size="xs" c="dimmed">
              {` (${format.digits(part.advertisementNumber)})`}
            </Text>
          )}
        </Text>
      ))}
    </Stack>
  );
}

function useColumns(actions: (distribution: TDistribution) => ReactNode) {
  const { t } = useTranslation('requisitions');
  const format = useFormat();
  return useMemo<ColumnDef<TDistribution>[]>(
    () => [
      {
        id: 'number',
        header: t('columns.number'),
        accessorFn: (d) => d.requisitionNumber,
        enableSorting: false,
        cell: ({ row }) => (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            <IssuedCode>{row.original.requisitionNumber}</IssuedCode>
          </Text>
        ),
      },
      {
        id: 'post',
        header: t('columns.post'),
        accessorFn: (d) => d.postEn,
        enableSorting: false,
        cell: ({ row }) => nameIn(format.lang, row.original.postEn, row.original.postNe),
      },
      {
        id: 'demandOffice',
        header: t('columns.demandOffice'),
        accessorFn: (d) => d.demandOfficeEn,
        enableSorting: false,
        cell: ({ row }) =>
          nameIn(format.lang, row.original.demandOfficeEn, row.original.demandOfficeNe),
      },
      {
        id: 'totalVacancy',
        header: t('columns.totalVacancy'),
        accessorFn: (d) => d.totalVacancy,
        enableSorting: false,
        cell: ({ row }) => format.number(row.original.totalVacancy),
      },
      {
        id: 'split',
        header: t('distributionApproval.split'),
        enableSorting: false,
        cell: ({ row }) => <SplitLines distribution={row.original} />,
      },
      {
        id: 'actions',
        meta: { card: 'actions' },
        header: t('columns.actions'),
        enableSorting: false,
        cell: ({ row }) => actions(row.original),
      },
    ],
    [t, format, actions],
  );
}

function DecisionForm({ distribution, decision, onDone }: PendingDecision & { onDone(): void }) {
  const { t } = useTranslation('requisitions');
  const decide = useDecideDistribution(distribution.id, decision);
  const [confirming, setConfirming] = useState(false);
  const rejecting = decision === 'reject';
  const { control, handleSubmit, setError, getValues } = useForm<TDistributionDecision>({
    resolver: zodResolver(ZDistributionDecision),
    mode: 'onTouched',
    defaultValues: { remarks: '' },
  });

  async function send(values: TDistributionDecision) {
    try {
      await decide.mutateAsync(values);
      onDone();
    } catch (error) {
      // The remarks refused go back under them; any other refusal (decided meanwhile, no fee
      // for the class) the client has toasted, and the list is read again.
      setConfirming(false);
      if (isApiError(error) && error.issues.length > 0)
        placeServerErrors(error, setError, ['remarks']);
      else onDone();
    }
  }

  // As a requisition's: a return for correction is confirmed once more.
  const submit = handleSubmit((values) =>
    rejecting && !confirming ? setConfirming(true) : send(values),
  );

  if (confirming)
    return (
      <ConfirmRejection
        message={
          <Trans
            t={t}
            i18nKey="distributionApproval.confirmReject"
            values={{ number: distribution.requisitionNumber }}
            components={{ code: <IssuedCode /> }}
          />
        }
        remarks={getValues('remarks')}
        confirmLabel={t('distributionApproval.confirmRejectButton')}
        sending={decide.isPending}
        onBack={() => setConfirming(false)}
        onConfirm={() => void send(getValues())}
        testIdPrefix="distribution-decision"
      />
    );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="distribution-decision">
      <Stack gap="md">
        <FormTextarea
          control={control}
          name="remarks"
          label={t(rejecting ? 'distributionApproval.rejectRemarks' : 'decision.approveRemarks')}
          description={t(
            rejecting ? 'distributionApproval.rejectHint' : 'distributionApproval.approveHint',
          )}
          withAsterisk
          minRows={4}
          maxLength={REMARKS_MAX}
          data-autofocus
          data-testid="distribution-decision-remarks"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={decide.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            color={rejecting ? 'red' : 'green'}
            loading={decide.isPending}
            data-testid="distribution-decision-submit"
          >
            {t(rejecting ? 'distributionApproval.reject' : 'actions.approve')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Nothing to approve: said plainly rather than as an empty table. */
function NothingToApprove() {
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

/**
 * Approve Vacancy Percentage Distribution (PD read): the saved splits waiting for a decision,
 * each approved (one pending advertisement per quota with posts) or returned for correction with
 * remarks (PD approve / PD reject).
 */
export function DistributionsToApprove() {
  const { t } = useTranslation('requisitions');
  const may = useCan();
  const canApprove = may('PD', 'approve');
  const canReject = may('PD', 'reject');
  const phone = usePhoneWidth();
  const [query, setQuery] = useState<ServerQuery>(FIRST_PAGE);
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const { data, isPending } = useDistributionApprovals({
    page: query.page,
    pageSize: query.pageSize,
    search: query.search,
  });
  const actions = useCallback(
    (distribution: TDistribution) => (
      <Group gap={6} wrap="wrap">
        {canApprove && (
          <Button
            size="compact-sm"
            color="green"
            onClick={() => setPending({ distribution, decision: 'approve' })}
            aria-label={t('distributionApproval.approveNamed', {
              number: distribution.requisitionNumber,
            })}
            data-testid={`distribution-approve-${distribution.id}`}
          >
            {t('actions.approve')}
          </Button>
        )}
        {canReject && (
          <Button
            size="compact-sm"
            color="red"
            variant="light"
            onClick={() => setPending({ distribution, decision: 'reject' })}
            aria-label={t('distributionApproval.rejectNamed', {
              number: distribution.requisitionNumber,
            })}
            data-testid={`distribution-reject-${distribution.id}`}
          >
            {t('distributionApproval.reject')}
          </Button>
        )}
      </Group>
    ),
    [canApprove, canReject, t],
  );
  const columns = useColumns(actions);
  const nothing = data !== undefined && data.total === 0 && query.search === '';
  const lastOnPage = data?.items.length === 1 && query.page > 1;
  return (
    <>
      {nothing ? (
        <NothingToApprove />
      ) : (
        <DataTable
          variant="large"
          label={t('approval.tabs.distribution')}
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
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={
          <Trans
            t={t}
            i18nKey={
              pending?.decision === 'reject'
                ? 'distributionApproval.rejectTitle'
                : 'distributionApproval.approveTitle'
            }
            values={{ number: pending?.distribution.requisitionNumber ?? '' }}
            components={{ code: <IssuedCode /> }}
          />
        }
        size="lg"
        fullScreen={phone}
        centered
      >
        {pending && (
          <DecisionForm
            {...pending}
            onDone={() => {
              // A decided distribution leaves the list: do not stay on a page now empty.
              if (lastOnPage) setQuery((current) => ({ ...current, page: current.page - 1 }));
              setPending(null);
            }}
          />
        )}
      </Modal>
    </>
  );
}
