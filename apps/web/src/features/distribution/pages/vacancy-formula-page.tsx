import { useCallback, useState } from 'react';
import { Button, Group, Modal, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { TClassService, TVacancyFormula, VacancyPhase } from '@niyukti/shared';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { useCan } from '../../../lib/auth/can';
import { useFormat } from '../../../lib/format';
import { useDeleteVacancyFormula, useVacancyFormulas } from '../api/vacancy-formulas';
import { ClassServiceChoice, useChosenClassService } from '../components/class-service-choice';
import { FormulaTable } from '../components/formula-table';
import { useVacancyFormulaColumns } from '../components/vacancy-formula-columns';
import { VacancyFormulaForm } from '../components/vacancy-formula-form';
import { VacancyLimitPanel } from '../components/vacancy-limit-panel';

const NO_ROWS: TVacancyFormula[] = [];
const WHOLE = 100;

/** The form's state: closed, adding (no formula) or editing one heading's formula. */
type Editing = { formula?: TVacancyFormula } | null;

export interface VacancyFormulaPageProps {
  phase: VacancyPhase;
}

/**
 * /admin/distribution-formula-configuration-phase-1/formula and …-phase-2/formula (VDC): for a
 * class of a service, each heading's percent and priority, and the phase's distribution limit
 * (back-office.md §3 "Vacancy formula (phases 1 and 2)", §5; docs/decisions.md 134).
 */
export function VacancyFormulaPage({ phase }: VacancyFormulaPageProps) {
  const { t } = useTranslation('distribution');
  const [pair, choose] = useChosenClassService();
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t(`vacancy.${phase}.title`)}
        </Title>
        <Text c="dimmed" size="sm">
          {t(`vacancy.${phase}.intro`)}
        </Text>
        <Text c="dimmed" size="sm">
          {t('vacancy.rules')}
        </Text>
      </Stack>
      <ClassServiceChoice pair={pair} onChoose={choose} />
      {pair ? (
        <Tabs defaultValue="formula" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="formula" data-testid="vacancy-tab-formula">
              {t('vacancy.tabs.formula')}
            </Tabs.Tab>
            <Tabs.Tab value="limit" data-testid="vacancy-tab-limit">
              {t('vacancy.tabs.limit')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="formula" pt="md">
            <FormulaTab key={`${pair.classId}-${pair.serviceId}`} phase={phase} pair={pair} />
          </Tabs.Panel>
          <Tabs.Panel value="limit" pt="md">
            <VacancyLimitPanel
              key={`${pair.classId}-${pair.serviceId}`}
              phase={phase}
              pair={pair}
            />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <Text size="sm" data-testid="vacancy-nothing-chosen">
          {t('vacancy.nothingChosen')}
        </Text>
      )}
    </Stack>
  );
}

function FormulaTab({ phase, pair }: { phase: VacancyPhase; pair: TClassService }) {
  const { t } = useTranslation('distribution');
  const format = useFormat();
  const formulas = useVacancyFormulas(phase, pair);
  const remove = useDeleteVacancyFormula(phase);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TVacancyFormula | null>(null);
  const compact = useMediaQuery('(max-width: 36em)');
  const onEdit = useCallback((formula: TVacancyFormula) => setEditing({ formula }), []);
  const may = useCan();
  const columns = useVacancyFormulaColumns({
    onEdit: may('VDC', 'update') ? onEdit : undefined,
    onDelete: may('VDC', 'delete') ? setDeleting : undefined,
  });

  const rows = formulas.data ?? NO_ROWS;
  const sum = rows.reduce((total, row) => total + row.percent, 0);
  const total = format.number(sum);

  const confirmDelete = () => {
    if (!deleting) return;
    // Refused: the client has toasted the server's reason; the dialog closes either way.
    remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
  };

  return (
    <Stack gap="md">
      {may('VDC', 'create') && (
        <Group justify="flex-end">
          <Button
            onClick={() => setEditing({})}
            disabled={!formulas.isSuccess}
            data-testid="vacancy-formula-add"
          >
            {t('vacancy.add')}
          </Button>
        </Group>
      )}
      <FormulaTable
        label={t('vacancy.tableLabel')}
        columns={columns}
        rows={rows}
        query={formulas}
        totalText={t('total', { total })}
        notWholeText={sum === WHOLE ? null : t('vacancy.notWhole', { total })}
        testId="vacancy-formula"
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing?.formula ? 'vacancy.form.editTitle' : 'vacancy.form.addTitle')}
        fullScreen={compact}
        centered
      >
        {editing && (
          <VacancyFormulaForm
            phase={phase}
            pair={pair}
            formulas={rows}
            formula={editing.formula}
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <ConfirmDelete
        opened={deleting !== null}
        item={t('vacancy.item')}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        loading={remove.isPending}
      />
    </Stack>
  );
}
