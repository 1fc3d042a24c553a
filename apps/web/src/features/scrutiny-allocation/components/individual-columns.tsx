import { useMemo } from 'react';
import { Anchor } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TFormCounts, TIndividualAllocationReport } from '@niyukti/shared';
import { IssuedCode } from '../../../components/issued-code';
import { nameIn } from '../../../components/requisition-values';
import { useFormat } from '../../../lib/format';
import { ALLOCATION_PATHS } from './allocation-paths';
import { countColumn, FinalisedBadge } from './count-columns';

export type IndividualRow = TIndividualAllocationReport['advertisements'][number];
type Column = ColumnDef<IndividualRow>;

const COUNTS: (keyof TFormCounts)[] = ['allocated', 'completed', 'onHold', 'pending'];

/**
 * An officer's forms by advertisement: its code (which opens its allocation), the post, the
 * counts with their totals, and whether scrutiny of it is finalised.
 */
export function useIndividualColumns(total: TFormCounts | undefined): Column[] {
  const { t } = useTranslation('scrutiny-allocation');
  const format = useFormat();
  return useMemo(
    (): Column[] => [
      {
        id: 'code',
        header: t('columns.code'),
        accessorFn: (row) => row.code,
        enableSorting: false,
        footer: () => t('total'),
        cell: ({ row: { original } }) => (
          <Anchor
            component={Link}
            to={ALLOCATION_PATHS.allocation(original.advertisementId)}
            size="sm"
            aria-label={t('list.open', { code: original.code })}
            data-testid={`allocation-open-${original.advertisementId}`}
          >
            <IssuedCode>{original.code}</IssuedCode>
          </Anchor>
        ),
      },
      {
        id: 'post',
        header: t('columns.post'),
        accessorFn: (row) => nameIn(format.lang, row.postEn, row.postNe),
        enableSorting: false,
      },
      ...COUNTS.map((key) => countColumn<IndividualRow>(t, format, key, total?.[key])),
      {
        id: 'status',
        header: t('columns.status'),
        accessorFn: (row) => row.finalisedAt ?? '',
        enableSorting: false,
        cell: ({ row }) => <FinalisedBadge at={row.original.finalisedAt} t={t} format={format} />,
      },
    ],
    [t, format, total],
  );
}
