import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { TStaffDashboard } from '@niyukti/shared';
import { DataTable } from '../../../components/data-table';
import { useFormat } from '../../../lib/format';

type Officer = TStaffDashboard['officers'][number];

const COUNTS = ['pending', 'onHold', 'decided'] as const;

/** Each officer's forms of the season, most pending first (the server's order). */
export function OfficerFormsTable({ officers, label }: { officers: Officer[]; label: string }) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const columns = useMemo(
    (): ColumnDef<Officer>[] => [
      {
        id: 'name',
        header: t('admin.figures.officer'),
        accessorFn: (officer) => officer.name,
        enableSorting: false,
      },
      ...COUNTS.map((key): ColumnDef<Officer> => ({
        id: key,
        header: t(`admin.figures.${key}`),
        accessorFn: (officer) => officer[key],
        cell: ({ row }) => format.number(row.original[key]),
        enableSorting: false,
      })),
    ],
    [t, format],
  );
  return <DataTable label={label} columns={columns} data={officers} search={false} />;
}
