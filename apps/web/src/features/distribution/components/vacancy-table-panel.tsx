import { useCallback, useMemo, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  ZVacancyTableRowInput,
  type TClassService,
  type TVacancyFormula,
  type TVacancyTableRow,
  type VacancyPhase,
} from '@niyukti/shared';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { DataTable } from '../../../components/data-table';
import { useCan } from '../../../lib/auth/can';
import { useFormat } from '../../../lib/format';
import {
  useDeleteVacancyTableRow,
  useGenerateVacancyRow,
  useSaveVacancyTableRow,
  useVacancyFormulas,
  useVacancyTableRows,
} from '../api/vacancy-formulas';
import { GenerateRowForm } from './generate-row-form';
import { RowFormModal } from './table-row-form';
import { TableViewControl, useTableView } from './table-view';
import {
  draftOfGeneratedVacancy,
  draftOfVacancyRow,
  type VacancyRowDraft,
} from './vacancy-row-draft';
import {
  linesOf,
  useVacancyLineColumns,
  useVacancyRowColumns,
  type VacancyTableLine,
} from './vacancy-table-columns';

const NO_ROWS: TVacancyTableRow[] = [];
const NO_FORMULAS: TVacancyFormula[] = [];

export interface VacancyTablePanelProps {
  phase: VacancyPhase;
  pair: TClassService;
}

/**
 * The "Distribution table" tab of phases 1 and 2 (back-office.md §3 "Vacancy formula (phases 1
 * and 2)": vacancy count, decimal value, actual count; §5): for the chosen class and service, the
 * count each heading actually gets of a number of posts, where the commission does not follow the
 * formula. A row is generated from the formula, changed and saved whole; shown a count a line
 * (normal) or a vacancy count a line, the headings side by side.
 */
export function VacancyTablePanel({ phase, pair }: VacancyTablePanelProps) {
  const { t } = useTranslation('distribution');
  const format = useFormat();
  const may = useCan();
  const [view, setView] = useTableView();
  const formulas = useVacancyFormulas(phase, pair);
  const rows = useVacancyTableRows(phase, pair);
  const generate = useGenerateVacancyRow(phase, pair);
  const save = useSaveVacancyTableRow(phase, pair);
  const remove = useDeleteVacancyTableRow(phase, pair);
  const [draft, setDraft] = useState<VacancyRowDraft | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);

  const rowList = rows.data ?? NO_ROWS;
  const formulaRows = formulas.data ?? NO_FORMULAS;
  const savedRow = (vacancyNumber: number) =>
    rowList.find((row) => row.vacancyNumber === vacancyNumber);
  const lines = useMemo(() => linesOf(rowList), [rowList]);

  const onEditRow = useCallback(
    (row: TVacancyTableRow) => setDraft(draftOfVacancyRow(phase, row, formulaRows, format.lang)),
    [phase, formulaRows, format.lang],
  );
  const onEditLine = useCallback(
    (line: VacancyTableLine) => {
      const row = rowList.find((candidate) => candidate.vacancyNumber === line.vacancyNumber);
      if (row) onEditRow(row);
    },
    [rowList, onEditRow],
  );
  const onDeleteLine = useCallback((line: VacancyTableLine) => setDeleting(line.vacancyNumber), []);
  const lineColumns = useVacancyLineColumns(phase, {
    onEdit: may('VDC', 'update') ? onEditLine : undefined,
    onDelete: may('VDC', 'delete') ? onDeleteLine : undefined,
  });
  const rowColumns = useVacancyRowColumns(phase, may('VDC', 'update') ? onEditRow : undefined);

  const confirmDelete = () => {
    if (deleting === null) return;
    // Refused: the client has toasted the server's reason; the dialog closes either way.
    remove.mutate(deleting, { onSettled: () => setDeleting(null) });
  };
  const loading = rows.isPending || formulas.isPending;

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {t('vacancy.table.intro')}
      </Text>
      {/* A generated row is saved whole, as the class's table changes: VDC update, as the API asks. */}
      {may('VDC', 'update') && (
        <GenerateRowForm
          ready={formulas.isSuccess && rows.isSuccess}
          generate={generate.mutateAsync}
          pending={generate.isPending}
          noFormulaMessage="distribution:vacancy.table.noFormulaYet"
          testIdPrefix="vacancy-table"
          onGenerated={(generated) =>
            setDraft(
              draftOfGeneratedVacancy(generated, savedRow(generated.vacancyNumber), format.lang),
            )
          }
        />
      )}
      <TableViewControl view={view} onChange={setView} testId="vacancy-table-view" />
      {view === 'normal' ? (
        <DataTable
          label={t('table.valuesLabel')}
          columns={lineColumns}
          data={lines}
          loading={loading}
        />
      ) : (
        <DataTable
          label={t('table.rowsLabel')}
          columns={rowColumns}
          data={rowList}
          loading={loading}
        />
      )}
      <RowFormModal
        draft={draft}
        onClose={() => setDraft(null)}
        saving={{
          keyName: 'heading',
          schema: ZVacancyTableRowInput,
          mutation: save,
          testIdPrefix: 'vacancy-row',
        }}
        replaces={draft !== null && savedRow(draft.vacancyNumber) !== undefined}
        // Only who may save it opens it: Generate is VDC create's, Edit VDC update's.
        editable
      />
      <ConfirmDelete
        opened={deleting !== null}
        item={t('vacancy.table.item', { vacancyNumber: format.number(deleting ?? 0) })}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        loading={remove.isPending}
      />
    </Stack>
  );
}
