import { useMemo } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAllocationAdvertisement } from '@niyukti/shared';
import { IssuedCode } from '../../../components/issued-code';
import { nameIn } from '../../../components/requisition-values';
import { useFormat, type Formatter } from '../../../lib/format';
import { ALLOCATION_PATHS } from './allocation-paths';
import { countColumn, FinalisedBadge, type CountKey } from './count-columns';

type Column = ColumnDef<TAllocationAdvertisement>;

const COUNTS: CountKey[] = [
  'forms',
  'allocated',
  'completed',
  'remaining',
  'onHold',
  'pending',
  'awaitingPayment',
];

/** The post's service, class, group and sub group, those it has, in one line. */
export function postPlace(format: Formatter, a: TAllocationAdvertisement): string {
  const { lang } = format;
  return [
    nameIn(lang, a.serviceEn, a.serviceNe),
    nameIn(lang, a.classEn, a.classNe),
    a.groupEn || a.groupNe ? nameIn(lang, a.groupEn, a.groupNe) : null,
    a.subGroupEn || a.subGroupNe ? nameIn(lang, a.subGroupEn, a.subGroupNe) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The allocation list's columns (back-office.md §3 "Allocation list"): the advertisement (its
 * code opens its allocation), the post and where it sits, the organization, the fiscal year,
 * the forms by where they stand, those awaiting payment, and whether scrutiny is finalised.
 */
export function useAllocationColumns(): Column[] {
  const { t } = useTranslation('scrutiny-allocation');
  const format = useFormat();
  return useMemo((): Column[] => {
    const { lang } = format;
    return [
      {
        id: 'advertisement',
        header: t('columns.advertisement'),
        accessorFn: (a) => a.code,
        enableSorting: false,
        cell: ({ row: { original: a } }) => (
          <Stack gap={0}>
            <Anchor
              component={Link}
              to={ALLOCATION_PATHS.allocation(a.advertisementId)}
              size="sm"
              aria-label={t('list.open', { code: a.code })}
              data-testid={`allocation-open-${a.advertisementId}`}
            >
              <IssuedCode>{a.code}</IssuedCode>
            </Anchor>
            <Text size="xs" c="dimmed">
              {`${format.digits(a.advertisementNumber)} · ${nameIn(lang, a.quotaEn, a.quotaNe)}`}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'post',
        header: t('columns.post'),
        accessorFn: (a) => nameIn(lang, a.postEn, a.postNe),
        enableSorting: false,
        cell: ({ row: { original: a } }) => (
          <Stack gap={0}>
            <Text size="sm">{nameIn(lang, a.postEn, a.postNe)}</Text>
            <Text size="xs" c="dimmed">
              {postPlace(format, a)}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'organization',
        header: t('columns.organization'),
        accessorFn: (a) => nameIn(lang, a.organizationEn, a.organizationNe),
        enableSorting: false,
      },
      {
        id: 'fiscalYear',
        header: t('columns.fiscalYear'),
        accessorFn: (a) => (a.fiscalYear ? format.digits(a.fiscalYear) : '—'),
        enableSorting: false,
      },
      ...COUNTS.map((key) => countColumn<TAllocationAdvertisement>(t, format, key)),
      {
        id: 'status',
        header: t('columns.status'),
        accessorFn: (a) => a.finalisedAt ?? '',
        enableSorting: false,
        cell: ({ row }) => <FinalisedBadge at={row.original.finalisedAt} t={t} format={format} />,
      },
    ];
  }, [t, format]);
}
