import { useMemo } from 'react';
import { Badge, Button, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { TPhaseThreeTableRow, TPhaseThreeTableValue } from '@niyukti/shared';
import { editDeleteColumn } from '../../../components/data-table';
import { useFormat, type Formatter } from '../../../lib/format';
import { categoryName } from './category-name';
import type { TableCategory } from './table-row-draft';

const NONE = '—';

type TFunction = ReturnType<typeof useTranslation<'distribution'>>['t'];

/** A part's count in a vacancy number's row, and the formula's share of it (null: no formula). */
export interface PartShare {
  percentage: number | null;
  decimalValue: number | null;
  actualValue: number;
}

export function vacancyNumberColumn<V extends { vacancyNumber: number }>(
  t: TFunction,
  format: Formatter,
  meta?: ColumnDef<V>['meta'],
): ColumnDef<V> {
  return {
    id: 'vacancyNumber',
    header: t('table.columns.vacancyNumber'),
    meta,
    accessorFn: (value) => value.vacancyNumber,
    cell: ({ row }) => format.number(row.original.vacancyNumber),
  };
}

/** The formula's percentage and decimal value (read-only, two decimals), then the actual value. */
export function shareColumns<V>(
  t: TFunction,
  format: Formatter,
  shareOf: (value: V) => PartShare,
): ColumnDef<V>[] {
  return [
    {
      id: 'percentage',
      header: t('table.columns.percentage'),
      accessorFn: (value) => shareOf(value).percentage ?? -1,
      cell: ({ row }) => {
        const { percentage } = shareOf(row.original);
        return percentage === null
          ? t('table.noFormula')
          : t('values.percent', { value: format.number(percentage) });
      },
    },
    {
      id: 'decimalValue',
      header: t('table.columns.decimalValue'),
      accessorFn: (value) => shareOf(value).decimalValue ?? -1,
      cell: ({ row }) => {
        const { decimalValue } = shareOf(row.original);
        return decimalValue === null ? NONE : format.number(decimalValue, 2);
      },
    },
    {
      id: 'actualValue',
      header: t('table.columns.actualValue'),
      accessorFn: (value) => shareOf(value).actualValue,
      cell: ({ row }) => format.number(shareOf(row.original).actualValue),
    },
  ];
}

export interface TableValueActions {
  /** Absent where the user's role may not update (edit) or delete (their actions). */
  onEdit?: (value: TPhaseThreeTableValue) => void;
  onDelete?: (value: TPhaseThreeTableValue) => void;
}

/**
 * back-office.md §3 "Phase 3 table value", the normal view: category, vacancy number, the
 * formula's percentage and decimal value (read-only, two decimals), the actual value; then the
 * actions.
 */
export function useTableValueColumns({ onEdit, onDelete }: TableValueActions) {
  const { t } = useTranslation('distribution');
  const format = useFormat();
  return useMemo<ColumnDef<TPhaseThreeTableValue>[]>(
    () => [
      {
        id: 'category',
        header: t('table.columns.category'),
        meta: { card: 'title' },
        accessorFn: (value) => categoryName(value, format.lang),
      },
      vacancyNumberColumn(t, format),
      ...shareColumns(t, format, (value: TPhaseThreeTableValue) => value),
      ...editDeleteColumn({
        header: t('columns.actions'),
        editLabel: t('actions.edit'),
        deleteLabel: t('actions.delete'),
        onEdit,
        onDelete,
        testIdPrefix: 'phase-three-value',
      }),
    ],
    [t, format, onEdit, onDelete],
  );
}

/** Whether a row is used, and if not what it adds up to (a badge that wraps on a phone). */
export function RowStatus({ row }: { row: TPhaseThreeTableRow }) {
  const { t } = useTranslation('distribution');
  const format = useFormat();
  return (
    <Badge
      variant="light"
      color={row.used ? 'teal' : 'orange'}
      tt="none"
      styles={{ root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal' } }}
      data-testid={`phase-three-row-status-${row.vacancyNumber}`}
    >
      {row.used
        ? t('table.used')
        : t('table.notUsed', {
            total: format.number(row.total),
            vacancyNumber: format.number(row.vacancyNumber),
          })}
    </Badge>
  );
}

/** A column of the alternate view: a part (a category, a heading) and its entry in a row. */
export interface RowPart<R> {
  id: string;
  name: string;
  entryOf(row: R): { actualValue: number; decimalValue: number | null } | undefined;
}

/**
 * The alternate view: a row per vacancy number, the parts side by side (each cell the actual
 * value, the decimal value beside it), the total and any `extra` columns; then Edit
 * (`<testIdPrefix>-edit-<vacancy number>`). `parts` and `extra` should be stable (memoised).
 */
export function useRowColumns<R extends { vacancyNumber: number; total: number }>({
  parts,
  extra,
  onEdit,
  testIdPrefix,
}: {
  parts: readonly RowPart<R>[];
  extra?: readonly ColumnDef<R>[];
  onEdit?: (row: R) => void;
  testIdPrefix: string;
}) {
  const { t } = useTranslation('distribution');
  const format = useFormat();
  return useMemo<ColumnDef<R>[]>(
    () => [
      vacancyNumberColumn<R>(t, format, { card: 'title' }),
      ...parts.map((part): ColumnDef<R> => ({
        id: part.id,
        header: part.name,
        accessorFn: (row) => part.entryOf(row)?.actualValue ?? -1,
        cell: ({ row }) => {
          const entry = part.entryOf(row.original);
          if (!entry) return NONE;
          return (
            <>
              {format.number(entry.actualValue)}
              {entry.decimalValue !== null && (
                <Text span size="xs" c="dimmed" ml={6}>
                  ({format.number(entry.decimalValue, 2)})
                </Text>
              )}
            </>
          );
        },
      })),
      {
        id: 'total',
        header: t('table.columns.total'),
        accessorFn: (row) => row.total,
        cell: ({ row }) => format.number(row.original.total),
      },
      ...(extra ?? []),
      ...(onEdit
        ? [
            {
              id: 'actions',
              header: t('columns.actions'),
              meta: { card: 'actions' },
              enableSorting: false,
              cell: ({ row }) => (
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => onEdit(row.original)}
                  data-testid={`${testIdPrefix}-edit-${row.original.vacancyNumber}`}
                >
                  {t('actions.edit')}
                </Button>
              ),
            } satisfies ColumnDef<R>,
          ]
        : []),
    ],
    [t, format, parts, extra, onEdit, testIdPrefix],
  );
}

/** Phase 3's alternate view: its categories, and whether each row is used. */
export function useTableRowColumns(
  categories: readonly TableCategory[],
  onEdit?: (row: TPhaseThreeTableRow) => void,
) {
  const { t } = useTranslation('distribution');
  const parts = useMemo(
    () =>
      categories.map((category): RowPart<TPhaseThreeTableRow> => ({
        id: `category-${category.id}`,
        name: category.name,
        entryOf: (row) => row.entries[String(category.id)],
      })),
    [categories],
  );
  const extra = useMemo<ColumnDef<TPhaseThreeTableRow>[]>(
    () => [
      {
        id: 'status',
        header: t('table.columns.status'),
        accessorFn: (row) => (row.used ? 1 : 0),
        cell: ({ row }) => <RowStatus row={row.original} />,
      },
    ],
    [t],
  );
  return useRowColumns({ parts, extra, onEdit, testIdPrefix: 'phase-three-row' });
}
