import { useMemo, type ReactNode } from 'react';
import { Badge, Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Trans, useTranslation } from 'react-i18next';
import {
  ADVERTISEMENT_STATUS_LABELS,
  type AdvertisementStatus,
  type TAdvertisementView,
} from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { localLevelPlace } from '../../../lib/local-level';
import { IssuedCode } from '../../../components/issued-code';

const STATUS_COLOURS: Record<AdvertisementStatus, string> = {
  pending: 'yellow',
  pre_live: 'blue',
  live: 'green',
  closed: 'gray',
  rejected: 'red',
};

export function StatusBadge({ status }: { status: AdvertisementStatus }) {
  const { lang } = useFormat();
  return (
    // The whole status, never cut to "PEND…": a narrow column grows to hold it.
    <Badge
      color={STATUS_COLOURS[status]}
      variant="light"
      tt="none"
      styles={{ label: { overflow: 'visible' } }}
    >
      {ADVERTISEMENT_STATUS_LABELS[status][lang]}
    </Badge>
  );
}

/** "From requisition RQ-4/082-83": an advertisement a requisition's distribution made. */
export function FromRequisition({ number }: { number: string }) {
  const { t } = useTranslation('advertisements');
  return (
    <Trans
      t={t}
      i18nKey="detail.fromRequisition"
      values={{ number }}
      components={{ code: <IssuedCode /> }}
    />
  );
}

/** The columns every list shares; the scheduled list adds its moment, each list its actions. */
export function useAdvertisementColumns(options: {
  showSchedule?: boolean;
  actions?: (advertisement: TAdvertisementView) => ReactNode;
}) {
  const { t } = useTranslation('advertisements');
  const format = useFormat();
  const { showSchedule = false, actions } = options;
  return useMemo<ColumnDef<TAdvertisementView>[]>(() => {
    const name = (en: string, ne: string) => (format.lang === 'ne' ? ne : en);
    const columns: ColumnDef<TAdvertisementView>[] = [
      {
        id: 'code',
        header: t('columns.code'),
        accessorFn: (a) => a.code,
        cell: ({ row }) => <IssuedCode>{row.original.code}</IssuedCode>,
        enableSorting: true,
      },
      {
        id: 'advertisementNumber',
        header: t('columns.number'),
        accessorFn: (a) => a.advertisementNumber,
        cell: ({ row }) => format.digits(row.original.advertisementNumber),
        enableSorting: true,
      },
      {
        id: 'post',
        header: t('columns.post'),
        accessorFn: (a) => name(a.postEn, a.postNe),
        // Named from the row, not getValue(): the table keeps a row's values across a change of
        // language. A local level's recruitment is told apart by a line below.
        cell: ({ row }) => {
          const { localBody, id, postEn, postNe, requisitionNumber } = row.original;
          if (!localBody && !requisitionNumber) return name(postEn, postNe);
          return (
            <Stack gap={0}>
              <Text size="sm">{name(postEn, postNe)}</Text>
              {localBody && (
                <Text size="xs" c="dimmed" data-testid={`advertisement-row-local-level-${id}`}>
                  {t('columns.localLevel', {
                    place: localLevelPlace(localBody, format.lang, { province: false }),
                  })}
                </Text>
              )}
              {requisitionNumber && (
                <Text size="xs" c="dimmed" data-testid={`advertisement-row-requisition-${id}`}>
                  <FromRequisition number={requisitionNumber} />
                </Text>
              )}
            </Stack>
          );
        },
        enableSorting: false,
      },
      {
        id: 'quota',
        header: t('columns.quota'),
        accessorFn: (a) => name(a.quotaEn, a.quotaNe),
        cell: ({ row }) => name(row.original.quotaEn, row.original.quotaNe),
        enableSorting: false,
      },
      {
        id: 'vacancyCount',
        header: t('columns.vacancies'),
        accessorFn: (a) => a.vacancyCount,
        cell: ({ row }) => format.number(row.original.vacancyCount),
        enableSorting: true,
      },
      {
        id: 'singleFeeDeadlineAd',
        header: t('columns.deadline'),
        accessorFn: (a) => a.singleFeeDeadlineAd ?? '',
        cell: ({ row }) => {
          const deadline = row.original.singleFeeDeadlineAd;
          return deadline ? (
            format.date(deadline)
          ) : (
            <Text size="sm" c="dimmed" span>
              {t('detail.setWhenPublished')}
            </Text>
          );
        },
        enableSorting: true,
      },
    ];
    if (showSchedule)
      columns.push({
        id: 'scheduledPublishAt',
        header: t('columns.scheduledAt'),
        accessorFn: (a) => a.scheduledPublishAt ?? '',
        cell: ({ row }) => {
          const at = row.original.scheduledPublishAt;
          if (!at) return '—';
          return (
            <Stack gap={0}>
              <Text size="sm">{format.date(at, 'bs')}</Text>
              <Text size="xs" c="dimmed">
                {format.time(at)}
              </Text>
            </Stack>
          );
        },
        enableSorting: true,
      });
    columns.push({
      id: 'status',
      header: t('columns.status'),
      accessorFn: (a) => a.status,
      cell: ({ row }) => <StatusBadge status={row.original.status} />,
      enableSorting: false,
    });
    if (actions)
      columns.push({
        id: 'actions',
        meta: { card: 'actions' },
        header: t('columns.actions'),
        cell: ({ row }) => actions(row.original),
        enableSorting: false,
      });
    return columns;
  }, [t, format, showSchedule, actions]);
}
