import { useCallback, useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ZGeneratedRowQuery,
  type TGeneratedRow,
  type TPhaseThreeFormula,
  type TPhaseThreeTableRow,
  type TPhaseThreeTableValue,
} from '@niyukti/shared';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { DataTable } from '../../../components/data-table';
import { FormDigitsInput } from '../../../components/form-fields';
import { useCan } from '../../../lib/auth/can';
import { useFormat } from '../../../lib/format';
import { placeServerErrors } from '../../../lib/server-errors';
import {
  useDeletePhaseThreeTableValue,
  useGeneratePhaseThreeRow,
  usePhaseThreeCategories,
  usePhaseThreeFormulas,
  usePhaseThreeTableRows,
  usePhaseThreeTableValues,
} from '../api/phase-three';
import { useTableRowColumns, useTableValueColumns } from './table-columns';
import {
  draftOfGenerated,
  draftOfRow,
  namesOf,
  tableCategories,
  type RowDraft,
} from './table-row-draft';
import { TableRowForm } from './table-row-form';
import { TableValueForm } from './table-value-form';

const NO_VALUES: TPhaseThreeTableValue[] = [];
const NO_ROWS: TPhaseThreeTableRow[] = [];
const NO_FORMULAS: TPhaseThreeFormula[] = [];

export const TABLE_VIEWS = ['normal', 'rows'] as const;
export type TableView = (typeof TABLE_VIEWS)[number];

/** The view shown, kept in the address (`?view=rows`) so that a reload or a link keeps it. */
function useTableView(): [TableView, (view: string) => void] {
  const [params, setParams] = useSearchParams();
  const view: TableView = params.get('view') === 'rows' ? 'rows' : 'normal';
  const choose = useCallback(
    (next: string) => setParams(next === 'rows' ? { view: 'rows' } : {}, { replace: true }),
    [setParams],
  );
  return [view, choose];
}

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
      <GenerateForm
        ready={formulas.isSuccess && rows.isSuccess}
        onGenerated={(generated) =>
          setDraft(draftOfGenerated(generated, savedRow(generated.vacancyNumber), names))
        }
      />
      <Group justify="space-between" align="flex-end">
        <SegmentedControl
          value={view}
          onChange={setView}
          data={TABLE_VIEWS.map((value) => ({ value, label: t(`table.view.${value}`) }))}
          aria-label={t('table.view.label')}
          data-testid="phase-three-table-view"
        />
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
      <Modal
        opened={draft !== null}
        onClose={() => setDraft(null)}
        title={
          draft &&
          t(`table.rowForm.${draft.kind}Title`, {
            vacancyNumber: format.number(draft.vacancyNumber),
          })
        }
        fullScreen={compact}
        centered
      >
        {draft && (
          <TableRowForm
            draft={draft}
            replaces={savedRow(draft.vacancyNumber) !== undefined}
            editable={may('VDC', 'update')}
            onDone={() => setDraft(null)}
            onCancel={() => setDraft(null)}
          />
        )}
      </Modal>
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

interface GenerateFormValues {
  vacancyNumber: string;
}

/** A vacancy number and Generate: the formula's split of it, opened in the row form. */
function GenerateForm({
  ready,
  onGenerated,
}: {
  ready: boolean;
  onGenerated: (generated: TGeneratedRow) => void;
}) {
  const { t } = useTranslation('distribution');
  const generate = useGeneratePhaseThreeRow();
  const { control, handleSubmit, setError } = useForm<GenerateFormValues>({
    resolver: zodResolver(ZGeneratedRowQuery) as never,
    mode: 'onTouched',
    defaultValues: { vacancyNumber: '' },
  });

  const submit = handleSubmit(async (values) => {
    const { vacancyNumber } = values as unknown as { vacancyNumber: number };
    try {
      const generated = await generate.mutateAsync(vacancyNumber);
      if (generated.entries.length === 0)
        setError('vacancyNumber', { type: 'server', message: 'distribution:table.noFormulaYet' });
      else onGenerated(generated);
    } catch (error) {
      placeServerErrors(error, setError, ['vacancyNumber']);
    }
  });

  return (
    <Paper
      component="form"
      withBorder
      p="md"
      onSubmit={submit}
      noValidate
      aria-label={t('table.generate.formLabel')}
    >
      <Stack gap="sm" align="flex-start">
        <FormDigitsInput
          control={control}
          name="vacancyNumber"
          label={t('table.generate.label')}
          description={t('table.generate.hint')}
          withAsterisk
          maxLength={6}
          w="100%"
          maw={320}
          data-testid="phase-three-generate-vacancy"
        />
        <Button
          type="submit"
          loading={generate.isPending}
          disabled={!ready}
          data-testid="phase-three-generate"
        >
          {t('table.generate.button')}
        </Button>
      </Stack>
    </Paper>
  );
}
