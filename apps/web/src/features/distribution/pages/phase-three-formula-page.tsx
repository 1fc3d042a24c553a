import { useCallback, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { TPhaseThreeFormula } from '@niyukti/shared';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { DataTable } from '../../../components/data-table';
import { useCan } from '../../../lib/auth/can';
import { useFormat } from '../../../lib/format';
import {
  useDeletePhaseThreeFormula,
  usePhaseThreeCategories,
  usePhaseThreeFormulas,
} from '../api/phase-three';
import { hundredthsOf } from '../components/category-name';
import { useFormulaColumns } from '../components/formula-columns';
import { FormulaForm } from '../components/formula-form';

const NO_ROWS: TPhaseThreeFormula[] = [];
const WHOLE = 100 * 100;

/** The form's state: closed, adding (no formula) or editing one share. */
type Editing = { formula?: TPhaseThreeFormula } | null;

/**
 * /admin/distribution-formula-configuration-phase-3/distribution-formula (VDC): each inclusive
 * category's share of the reserved posts and its priority (back-office.md §3, §5).
 */
export function PhaseThreeFormulaPage() {
  const { t } = useTranslation('distribution');
  const format = useFormat();
  const formulas = usePhaseThreeFormulas();
  const categories = usePhaseThreeCategories();
  const remove = useDeletePhaseThreeFormula();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TPhaseThreeFormula | null>(null);
  const compact = useMediaQuery('(max-width: 36em)');
  const onEdit = useCallback((formula: TPhaseThreeFormula) => setEditing({ formula }), []);
  const may = useCan();
  const columns = useFormulaColumns({
    onEdit: may('VDC', 'update') ? onEdit : undefined,
    onDelete: may('VDC', 'delete') ? setDeleting : undefined,
  });

  const rows = formulas.data ?? NO_ROWS;
  const totalHundredths = rows.reduce((sum, row) => sum + hundredthsOf(row.percentage), 0);
  const total = format.number(totalHundredths / 100);
  const complete = totalHundredths === WHOLE;

  const confirmDelete = () => {
    if (!deleting) return;
    // Refused: the client has toasted the server's reason; the dialog closes either way.
    remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('intro')}
          </Text>
        </Stack>
        {may('VDC', 'create') && (
          <Button
            onClick={() => setEditing({})}
            disabled={categories.isPending}
            data-testid="phase-three-add"
          >
            {t('add')}
          </Button>
        )}
      </Group>
      <DataTable
        label={t('tableLabel')}
        columns={columns}
        data={rows}
        loading={formulas.isPending}
        footer={
          formulas.isSuccess && (
            <Text fw={600} size="sm" data-testid="phase-three-total">
              {t('total', { total })}
            </Text>
          )
        }
      />
      {formulas.isSuccess && rows.length > 0 && !complete && (
        <Alert color="yellow" data-testid="phase-three-incomplete" role="status">
          {t('notWhole', { total })}
        </Alert>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing?.formula ? 'form.editTitle' : 'form.addTitle')}
        fullScreen={compact}
        centered
      >
        {editing && (
          <FormulaForm
            categories={categories.data ?? []}
            formula={editing.formula}
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <ConfirmDelete
        opened={deleting !== null}
        item={t('item')}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        loading={remove.isPending}
      />
    </Stack>
  );
}
