import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { isApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import {
  useSetVoucherLock,
  useVoucherLockSearch,
  type VoucherLockApplication,
  type VoucherLockCandidate,
} from '../api/voucher-locks';
import { applicationPaymentKey, VOUCHER_STATUS_COLOR } from '../lib/labels';
import { nowrap } from '../components/row-cells';
import { IssuedCode } from '../../../components/issued-code';

function useLockColumns(
  onToggle: (row: VoucherLockApplication) => void,
  changing: number | null,
): ColumnDef<VoucherLockApplication>[] {
  const { t } = useTranslation('payment-admin');
  const format = useFormat();
  return useMemo(() => {
    const ne = format.lang === 'ne';
    const columns: ColumnDef<VoucherLockApplication>[] = [
      {
        id: 'advertisement',
        header: t('columns.advertisement'),
        accessorFn: (r) => r.advertisementNumber,
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm" style={nowrap}>
              {format.digits(row.original.advertisementNumber)}
            </Text>
            <Text size="xs" c="dimmed" style={nowrap}>
              <IssuedCode>{row.original.advertisementCode}</IssuedCode>
            </Text>
          </Stack>
        ),
      },
      { id: 'post', header: t('card.post'), accessorFn: (r) => (ne ? r.postNe : r.postEn) },
      {
        id: 'paymentStatus',
        header: t('card.applicationPayment'),
        accessorFn: (r) =>
          t(applicationPaymentKey(r.paymentStatus), { defaultValue: r.paymentStatus }),
      },
      {
        id: 'voucherNumber',
        header: t('review.voucherNumber'),
        accessorFn: (r) => r.voucherNumber ?? '',
        cell: ({ row }) =>
          row.original.voucherNumber ? (
            <Text size="sm" ff="monospace" translate="no">
              {row.original.voucherNumber}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t('lock.noVoucher')}
            </Text>
          ),
      },
      {
        id: 'voucherStatus',
        header: t('lock.voucherStatus'),
        accessorFn: (r) => r.voucherStatus ?? '',
        cell: ({ row }) =>
          row.original.voucherStatus ? (
            <Badge variant="light" color={VOUCHER_STATUS_COLOR[row.original.voucherStatus]}>
              {t(`vouchers.status.${row.original.voucherStatus}`)}
            </Badge>
          ) : (
            '—'
          ),
      },
      {
        id: 'locked',
        header: t('lock.state'),
        accessorFn: (r) => r.locked,
        cell: ({ row }) =>
          row.original.locked === null ? (
            '—'
          ) : (
            <Badge variant="light" color={row.original.locked ? 'red' : 'teal'}>
              {row.original.locked ? t('lock.locked') : t('lock.unlocked')}
            </Badge>
          ),
      },
      {
        id: 'actions',
        meta: { card: 'actions' },
        header: t('columns.actions'),
        cell: ({ row }) => {
          const { advertisementId, locked } = row.original;
          return (
            <Button
              size="compact-sm"
              variant="light"
              color={locked ? 'teal' : 'red'}
              loading={changing === advertisementId}
              disabled={changing !== null && changing !== advertisementId}
              onClick={() => onToggle(row.original)}
              data-testid={`voucher-lock-${advertisementId}`}
            >
              {locked ? t('lock.unlock') : t('lock.lock')}
            </Button>
          );
        },
      },
    ];
    return columns.map((column) => ({ ...column, enableSorting: false }));
  }, [t, format, onToggle, changing]);
}

function CandidateVouchers({ candidate }: { candidate: VoucherLockCandidate }) {
  const { t } = useTranslation('payment-admin');
  const format = useFormat();
  const setLock = useSetVoucherLock();
  const { mutate } = setLock;
  const onToggle = useCallback(
    (row: VoucherLockApplication) =>
      mutate({
        userId: candidate.userId,
        advertisementId: row.advertisementId,
        locked: !row.locked,
      }),
    [mutate, candidate.userId],
  );
  const changing = setLock.isPending ? (setLock.variables?.advertisementId ?? null) : null;
  const columns = useLockColumns(onToggle, changing);
  return (
    <Card withBorder radius="md" data-testid="voucher-lock-candidate">
      <Stack gap="sm">
        <Stack gap={0}>
          <Text fw={700}>{candidate.fullName}</Text>
          <Text size="sm" c="dimmed">
            {t('columns.masterId')} {format.digits(candidate.masterId)}
          </Text>
        </Stack>
        {candidate.applications.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="voucher-lock-no-applications">
            {t('lock.noApplications')}
          </Text>
        ) : (
          <DataTable
            label={t('lock.applications')}
            columns={columns}
            data={candidate.applications}
          />
        )}
      </Stack>
    </Card>
  );
}

/**
 * /admin/usermanagement/voucher (LUV): find a candidate by master id, username or e-mail, then
 * lock or unlock the bank voucher of each advertisement applied for (a locked voucher cannot
 * be replaced by the candidate).
 */
export function VoucherLockPage() {
  const { t } = useTranslation('payment-admin');
  const [text, setText] = useState('');
  const [required, setRequired] = useState(false);
  const [search, setSearch] = useState<string | null>(null);
  const found = useVoucherLockSearch(search);
  const failure = found.isError && isApiError(found.error) ? found.error : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    setRequired(trimmed === '');
    if (!trimmed) return;
    if (trimmed === search) void found.refetch();
    else setSearch(trimmed);
  }

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {t('lock.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('lock.intro')}
        </Text>
      </Stack>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('lock.search')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={required ? t('validation.required', { ns: 'messages' }) : undefined}
            withAsterisk
            maxLength={100}
            w={{ base: '100%', xs: 360 }}
            data-testid="voucher-lock-search-input"
          />
          <Button type="submit" loading={found.isFetching} data-testid="voucher-lock-search-submit">
            {t('actions.find')}
          </Button>
        </Group>
      </form>
      {failure && (
        <Alert color={failure.status === 404 ? 'yellow' : 'red'} data-testid="voucher-lock-error">
          {failure.message}
        </Alert>
      )}
      {found.data && <CandidateVouchers key={found.data.userId} candidate={found.data} />}
    </Stack>
  );
}
