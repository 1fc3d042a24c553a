import { useCallback, useState } from 'react';
import { Group, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_ATTEMPT_STATUSES,
  type PaymentAttemptStatus,
  type TStaffPayment,
} from '@niyukti/shared';
import { DataTable, type ServerQuery } from '../../../components/data-table';
import { FIRST_PAGE, type PaymentScope } from '../api/keys';
import {
  PROVIDER_FILTERS,
  usePayments,
  useRecheckPayment,
  useRenameEbpCode,
  type ProviderFilter,
} from '../api/payments';
import { PROVIDER_OF_FILTER, providerKey } from '../lib/labels';
import { ConfirmAction } from '../../../components/confirm-action';
import { usePaymentColumns } from './payment-columns';

const NO_ROWS: TStaffPayment[] = [];
const ALL = 'all';

/** A filter the officer chooses (with or without "All"), or one the screen fixes. */
export type FilterChoice<T extends string> =
  { fixed: T } | { choices: readonly T[]; initial?: T; allowAll?: boolean };

const ANY_STATUS: FilterChoice<PaymentAttemptStatus> = {
  choices: PAYMENT_ATTEMPT_STATUSES,
  allowAll: true,
};
const ANY_PROVIDER: FilterChoice<ProviderFilter> = { choices: PROVIDER_FILTERS, allowAll: true };

const initialOf = <T extends string>(filter: FilterChoice<T>): T | undefined =>
  'fixed' in filter
    ? filter.fixed
    : (filter.initial ?? (filter.allowAll ? undefined : filter.choices[0]));

export interface PaymentTableProps {
  /** UP (/payments) or PU (/provider-payments): the list and the re-check it uses. */
  scope: PaymentScope;
  /** The table's accessible name. */
  label: string;
  status?: FilterChoice<PaymentAttemptStatus>;
  provider?: FilterChoice<ProviderFilter>;
  /** "Check with provider" on each online attempt (default on). */
  allowRecheck?: boolean;
  /** "Rename ebp code" on each attempt (UP only). */
  allowRename?: boolean;
  withRefundReason?: boolean;
  /** `<testId>-status`, `<testId>-provider`, `<testId>-recheck-<id>`, `<testId>-rename-<id>`. */
  testId: string;
}

/** Payment attempts, newest first: filtered by status and provider, searched and paged by the server. */
export function PaymentTable(props: PaymentTableProps) {
  const { scope, allowRecheck = true, allowRename = false, testId } = props;
  const statusFilter = props.status ?? ANY_STATUS;
  const providerFilter = props.provider ?? ANY_PROVIDER;
  const { t } = useTranslation('payment-admin');
  const [status, setStatus] = useState(() => initialOf(statusFilter));
  const [provider, setProvider] = useState(() => initialOf(providerFilter));
  const [query, setQuery] = useState<ServerQuery>({ ...FIRST_PAGE });
  const [renaming, setRenaming] = useState<TStaffPayment | null>(null);
  const { data, isPending } = usePayments(scope, {
    status,
    provider,
    search: query.search,
    page: query.page,
    pageSize: query.pageSize,
  });
  const recheck = useRecheckPayment(scope);
  const rename = useRenameEbpCode();
  const { mutate: recheckAttempt } = recheck;
  const onRecheck = useCallback(
    (payment: TStaffPayment) => recheckAttempt(payment.id),
    [recheckAttempt],
  );
  const columns = usePaymentColumns({
    onRecheck: allowRecheck ? onRecheck : undefined,
    onRename: allowRename ? setRenaming : undefined,
    recheckingId: recheck.isPending ? (recheck.variables ?? null) : null,
    withRefundReason: props.withRefundReason,
    testIdPrefix: testId,
  });
  const toFirstPage = () => setQuery((current) => ({ ...current, page: 1 }));

  return (
    <Stack gap="sm">
      {('choices' in statusFilter || 'choices' in providerFilter) && (
        <Group gap="sm" align="flex-end">
          {'choices' in statusFilter && statusFilter.choices.length > 1 && (
            <Select
              label={t('filters.status')}
              w={220}
              allowDeselect={false}
              value={status ?? ALL}
              data={[
                ...(statusFilter.allowAll ? [{ value: ALL, label: t('filters.allStatuses') }] : []),
                ...statusFilter.choices.map((value) => ({ value, label: t(`status.${value}`) })),
              ]}
              onChange={(value) => {
                setStatus(value === ALL || !value ? undefined : (value as PaymentAttemptStatus));
                toFirstPage();
              }}
              data-testid={`${testId}-status`}
            />
          )}
          {'choices' in providerFilter && providerFilter.choices.length > 1 && (
            <Select
              label={t('filters.provider')}
              w={220}
              allowDeselect={false}
              value={provider ?? ALL}
              data={[
                ...(providerFilter.allowAll
                  ? [{ value: ALL, label: t('filters.allProviders') }]
                  : []),
                ...providerFilter.choices.map((value) => ({
                  value,
                  label: t(providerKey(PROVIDER_OF_FILTER[value])),
                })),
              ]}
              onChange={(value) => {
                setProvider(value === ALL || !value ? undefined : (value as ProviderFilter));
                toFirstPage();
              }}
              data-testid={`${testId}-provider`}
            />
          )}
        </Group>
      )}
      <DataTable
        variant="large"
        label={props.label}
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
      <ConfirmAction
        opened={renaming !== null}
        title={t('rename.title')}
        message={t('rename.message', {
          ebpCode: renaming?.ebpCode ?? '',
          name: renaming?.candidateName ?? '',
        })}
        loading={rename.isPending}
        onCancel={() => setRenaming(null)}
        onConfirm={() =>
          renaming && rename.mutate(renaming.id, { onSuccess: () => setRenaming(null) })
        }
        testId={`${testId}-rename-confirm`}
      />
    </Stack>
  );
}
