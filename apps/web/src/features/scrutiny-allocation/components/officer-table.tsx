import { useMemo } from 'react';
import { Anchor } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TFormCounts, TOfficerForms } from '@niyukti/shared';
import { DataTable } from '../../../components/data-table';
import { IssuedCode } from '../../../components/issued-code';
import { useFormat } from '../../../lib/format';
import { ALLOCATION_PATHS } from './allocation-paths';
import { countColumn } from './count-columns';

/** An officer's row: their forms, and in the report how many advertisements they come from. */
export type OfficerRow = TOfficerForms & { advertisements?: number };

const COUNTS: (keyof TFormCounts)[] = ['allocated', 'completed', 'onHold', 'pending'];

/**
 * Officers and their forms; each name opens the officer's individual report. With `total`, a
 * totals row (the report's); with `withAdvertisements`, how many advertisements each has.
 */
export function OfficerTable({
  officers,
  label,
  total,
  withAdvertisements = false,
}: {
  officers: OfficerRow[];
  label: string;
  total?: TFormCounts;
  withAdvertisements?: boolean;
}) {
  const { t } = useTranslation('scrutiny-allocation');
  const format = useFormat();
  const columns = useMemo((): ColumnDef<OfficerRow>[] => {
    const counts = COUNTS.map((key) => countColumn<OfficerRow>(t, format, key, total?.[key]));
    return [
      {
        id: 'name',
        header: t('columns.name'),
        accessorFn: (officer) => officer.name,
        enableSorting: false,
        footer: total ? () => t('total') : undefined,
        cell: ({ row: { original: officer } }) => (
          <Anchor
            component={Link}
            to={ALLOCATION_PATHS.individualReport(officer.userId)}
            size="sm"
            data-testid={`officer-report-${officer.userId}`}
          >
            {officer.name}
          </Anchor>
        ),
      },
      {
        id: 'username',
        header: t('columns.username'),
        accessorFn: (officer) => officer.username,
        enableSorting: false,
        cell: ({ row }) => <IssuedCode>{row.original.username}</IssuedCode>,
      },
      ...(withAdvertisements ? [countColumn<OfficerRow>(t, format, 'advertisements')] : []),
      ...counts,
    ];
  }, [t, format, total, withAdvertisements]);
  return <DataTable label={label} columns={columns} data={officers} />;
}
