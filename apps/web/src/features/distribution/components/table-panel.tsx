import { useCallback, useMemo, useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import {
  ZPhaseThreeTableRowInput,
  type TPhaseThreeFormula,
  type TPhaseThreeTableRow,
  type TPhaseThreeTableValue,
} from '@niyukti/shared';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { DataTable } from '../../../components/data-table';
import { useCan } from '../../../lib/auth/can';
import { useFormat } from '../../../lib/format';
import {
  useDeletePhaseThreeTableValue,
  useGeneratePhaseThreeRow,
  usePhaseThreeCategories,
  usePhaseThreeFormulas,
  usePhaseThreeTableRows,
  usePhaseThreeTableValues,
  useSavePhaseThreeTableRow,
} from '../api/phase-three';
import { GenerateRowForm } from './generate-row-form';
import { useTableRowColumns, useTableValueColumns } from './table-columns';
import {
  draftOfGenerated,
  draftOfRow,
  namesOf,
  tableCategories,
  type RowDraft,
} from './table-row-draft';
import { RowFormModal } from './table-row-form';
import { TableValueForm } from './table-value-form';
import { TableViewControl, useTableView } from './table-view';

const NO_VALUES: TPhaseThreeTableValue[] = [];
const NO_ROWS: TPhaseThreeTableRow[] = [];
const NO_FORMULAS: TPhaseThreeFormula[] = [];

/** The value form's state: closed, adding (no value) or editing one count. */
type EditingValue = { value?: TPhaseThreeTableValue } | null;

/**
 * The "Distribution table" tab (back-office.md §3 "Phase 3 table value", §5 "Phase 3 table"):
 * the counts staff set per vacancy number, in a normal view (one count a line) and an alternate
 * one (a vacancy number a line, the categories side by side); a row is generated from the formula.
 */
export function TablePanel() {
  const { t } = useTranslation('distribution');
  const format = useFormat();
  const may = useCan();
  const [view, setView] = useTableView();
  const compact = useMediaQuery('(max-width: 36em)');
  const formulas = usePhaseThreeFormulas();
  const categories = usePhaseThreeCategories();
  const values = usePhaseThreeTableValues();
  const rows = usePhaseThreeTableRows();
  const remove = useDeletePhaseThreeTableValue();
  const generate = useGeneratePhaseThreeRow();
  const saveRow = useSavePhaseThreeTableRow();
  const [editing, setEditing] = useState<EditingValue>(null);
  const [deleting, setDeleting] = useState<TPhaseThreeTableValue | null>(null);
  const [draft, setDraft] = useState<RowDraft | null>(null);

  const formulaRows = formulas.data ?? NO_FORMULAS;
  const rowList = rows.data ?? NO_ROWS;
  const names = useMemo(
    () => namesOf(categories.data ?? [], formulaRows, format.lang),
    [categories.data, formulaRows, format.lang],
  );
  const columnsOfRows = useMemo(
    () => tableCategories(formulaRows, rowList, names),
    [formulaRows, rowList, names],
  );

  const onEditValue = useCallback((value: TPhaseThreeTableValue) => setEditing({ value }), []);
  const valueColumns = useTableValueColumns({
    onEdit: may('VDC', 'update') ? onEditValue : undefined,
    onDelete: may('VDC', 'delete') ? setDeleting : undefined,
  });
  const onEditRow = useCallback(
    (row: TPhaseThreeTableRow) => setDraft(draftOfRow(row, formulaRows, names)),
    [formulaRows, names],
  );
  const rowColumns = useTableRowColumns(
    columnsOfRows,
    may('VDC', 'update') ? onEditRow : undefined,
  );

  const confirmDelete = () => {
    if (!deleting) return;
    // Refused: the client has toasted the server's reason; the dialog closes either way.
    remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
  };
  const savedRow = (vacancyNumber: number) =>
    rowList.find((row) => row.vacancyNumber === vacancyNumber);

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {t('table.intro')}
      </Text>
      <GenerateRowForm
        ready={formulas.isSuccess && rows.isSuccess}
        generate={generate.mutateAsync}
        pending={generate.isPending}
        noFormulaMessage="distribution:table.noFormulaYet"
        testIdPrefix="phase-three"
        onGenerated={(generated) =>
          setDraft(draftOfGenerated(generated, savedRow(generated.vacancyNumber), names))
        }
      />
      <Group justify="space-between" align="flex-end">
        <TableViewControl view={view} onChange={setView} testId="phase-three-table-view" />
        {view === 'normal' && may('VDC', 'create') && (
          <Button
            onClick={() => setEditing({})}
            disabled={!formulas.isSuccess}
            data-testid="phase-three-value-add"
          >
            {t('table.add')}
          </Button>
        )}
      </Group>
      {view === 'normal' ? (
        <DataTable
          label={t('table.valuesLabel')}
          columns={valueColumns}
          data={values.data ?? NO_VALUES}
          loading={values.isPending}
        />
      ) : (
        <DataTable
          label={t('table.rowsLabel')}
          columns={rowColumns}
          data={rowList}
          loading={rows.isPending || formulas.isPending}
        />
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing?.value ? 'table.form.editTitle' : 'table.form.addTitle')}
        fullScreen={compact}
        centered
      >
        {editing && (
          <TableValueForm
            formulas={formulaRows}
            value={editing.value}
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <RowFormModal
        draft={draft}
        onClose={() => setDraft(null)}
        saving={{
          keyName: 'categoryId',
          schema: ZPhaseThreeTableRowInput,
          mutation: saveRow,
          testIdPrefix: 'phase-three-row',
        }}
        replaces={draft !== null && savedRow(draft.vacancyNumber) !== undefined}
        editable={may('VDC', 'update')}
      />
      <ConfirmDelete
        opened={deleting !== null}
        item={t('table.item')}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        loading={remove.isPending}
      />
    </Stack>
  );
}
