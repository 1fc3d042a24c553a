import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { TVacancyFormula } from '@niyukti/shared';
import { editDeleteColumn } from '../../../components/data-table';
import { useFormat } from '../../../lib/format';
import { headingName } from './heading-name';

export interface VacancyFormulaRowActions {
  /** Absent where the user's role may not update (edit) or delete (their actions). */
  onEdit?: (formula: TVacancyFormula) => void;
  onDelete?: (formula: TVacancyFormula) => void;
}

/** back-office.md §3: the heading, its priority and its percent; then the actions. */
export function useVacancyFormulaColumns({ onEdit, onDelete }: VacancyFormulaRowActions) {
  const { t } = useTranslation('distribution');
  const format = useFormat();
  return useMemo<ColumnDef<TVacancyFormula>[]>(
    () => [
      {
        id: 'heading',
        header: t('vacancy.columns.heading'),
        meta: { card: 'title' },
        accessorFn: (formula) => headingName(formula.heading, format.lang),
      },
      {
        id: 'priority',
        header: t('columns.priority'),
        accessorFn: (formula) => formula.priority,
        cell: ({ row }) => format.digits(row.original.priority),
      },
      {
        id: 'percent',
        header: t('vacancy.columns.percent'),
        accessorFn: (formula) => formula.percent,
        cell: ({ row }) => t('values.percent', { value: format.number(row.original.percent) }),
      },
      ...editDeleteColumn({
        header: t('columns.actions'),
        editLabel: t('actions.edit'),
        deleteLabel: t('actions.delete'),
        onEdit,
        onDelete,
        testIdPrefix: 'vacancy-formula',
      }),
    ],
    [t, format, onEdit, onDelete],
  );
}
