import { useMemo } from 'react';
import { flexRender, type ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import {
  PHASE_HEADINGS,
  type PhaseHeading,
  type TVacancyTableRow,
  type VacancyPhase,
} from '@niyukti/shared';
import { editDeleteColumn } from '../../../components/data-table';
import { useFormat } from '../../../lib/format';
import { headingName } from './heading-name';
import {
  shareColumns,
  useRowColumns,
  vacancyNumberColumn,
  type PartShare,
  type RowPart,
} from './table-columns';

/** A line of the normal view: one heading's saved count of one vacancy count. */
export interface VacancyTableLine extends PartShare {
  /** The vacancy count: edit and delete act on its whole row. */
  id: number;
  vacancyNumber: number;
  heading: PhaseHeading;
}

/** The saved rows as the normal view's lines, a heading's count a line. */
export function linesOf(rows: readonly TVacancyTableRow[]): VacancyTableLine[] {
  return rows.flatMap((row) =>
    row.entries.map((entry) => ({
      id: row.vacancyNumber,
      vacancyNumber: row.vacancyNumber,
      heading: entry.heading,
      percentage: entry.percent,
      decimalValue: entry.decimalValue,
      actualValue: entry.actualValue,
    })),
  );
}

export interface VacancyLineActions {
  /** Absent where the user's role may not update (edit) or delete (their actions). */
  onEdit?: (line: VacancyTableLine) => void;
  onDelete?: (line: VacancyTableLine) => void;
}

/**
 * The normal view (back-office.md §3 "Vacancy formula (phases 1 and 2)"): vacancy count, heading,
 * the formula's percent and decimal value, the actual count; then Edit and Delete, which act on
 * the whole row of the line's vacancy count (`vacancy-table-<heading>-edit-<vacancy count>`).
 */
export function useVacancyLineColumns(
  phase: VacancyPhase,
  { onEdit, onDelete }: VacancyLineActions,
) {
  const { t } = useTranslation('distribution');
  const format = useFormat();
  return useMemo<ColumnDef<VacancyTableLine>[]>(() => {
    // The shared actions column, one a heading, so that each line's buttons are told apart by
    // its heading and its vacancy count.
    const actionsOf = new Map(
      PHASE_HEADINGS[phase].map((heading) => [
        heading as PhaseHeading,
        editDeleteColumn<VacancyTableLine>({
          header: t('columns.actions'),
          editLabel: t('actions.edit'),
          deleteLabel: t('actions.delete'),
          onEdit,
          onDelete,
          testIdPrefix: `vacancy-table-${heading}`,
        })[0],
      ]),
    );
    const [actions] = [...actionsOf.values()];
    return [
      vacancyNumberColumn<VacancyTableLine>(t, format),
      {
        id: 'heading',
        header: t('vacancy.columns.heading'),
        meta: { card: 'title' },
        accessorFn: (line) => headingName(line.heading, format.lang),
      },
      ...shareColumns(t, format, (line: VacancyTableLine) => line),
      ...(actions
        ? [
            {
              ...actions,
              cell: (context) =>
                flexRender(actionsOf.get(context.row.original.heading)?.cell, context),
            } satisfies ColumnDef<VacancyTableLine>,
          ]
        : []),
    ];
  }, [phase, t, format, onEdit, onDelete]);
}

/**
 * The view by vacancy count: a row per vacancy count, the phase's headings side by side, the
 * total; then Edit (`vacancy-row-edit-<vacancy count>`).
 */
export function useVacancyRowColumns(
  phase: VacancyPhase,
  onEdit?: (row: TVacancyTableRow) => void,
) {
  const format = useFormat();
  const parts = useMemo(
    () =>
      (PHASE_HEADINGS[phase] as readonly PhaseHeading[]).map(
        (heading): RowPart<TVacancyTableRow> => ({
          id: `heading-${heading}`,
          name: headingName(heading, format.lang),
          entryOf: (row) => row.entries.find((entry) => entry.heading === heading),
        }),
      ),
    [phase, format.lang],
  );
  return useRowColumns({ parts, onEdit, testIdPrefix: 'vacancy-row' });
}
