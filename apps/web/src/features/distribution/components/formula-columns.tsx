import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { TPhaseThreeFormula } from '@niyukti/shared';
import { editDeleteColumn } from '../../../components/data-table';
import { useFormat } from '../../../lib/format';
import { categoryName } from './category-name';

export interface FormulaRowActions {
  /** Absent where the user's role may not update (edit) or delete (their actions). */
  onEdit?: (formula: TPhaseThreeFormula) => void;
  onDelete?: (formula: TPhaseThreeFormula) => void;
}

/** back-office.md §3: priority, category and percentage of each share; then the actions. */
export function useFormulaColumns({ onEdit, onDelete }: FormulaRowActions) {
  const { t } = useTranslation('distribution');
  const format = useFormat();
  return useMemo<ColumnDef<TPhaseThreeFormula>[]>(
    () => [
      {
        id: 'priority',
        header: t('columns.priority'),
        accessorFn: (formula) => formula.priority,
        cell: ({ row }) => format.digits(row.original.priority),
      },
      {
        id: 'category',
        header: t('columns.category'),
        meta: { card: 'title' },
        accessorFn: (formula) => categoryName(formula, format.lang),
      },
      {
        id: 'percentage',
        header: t('columns.percentage'),
        accessorFn: (formula) => formula.percentage,
        cell: ({ row }) => t('values.percent', { value: format.number(row.original.percentage) }),
      },
      ...editDeleteColumn({
        header: t('columns.actions'),
        editLabel: t('actions.edit'),
        deleteLabel: t('actions.delete'),
        onEdit,
        onDelete,
        testIdPrefix: 'phase-three',
      }),
    ],
    [t, format, onEdit, onDelete],
  );
}
