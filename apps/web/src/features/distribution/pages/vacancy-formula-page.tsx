import { useCallback, useState } from 'react';
import { Button, Group, Modal, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useAddressParams } from '../../../lib/routing/use-address-params';
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
import { VacancyTablePanel } from '../components/vacancy-table-panel';

const NO_ROWS: TVacancyFormula[] = [];
const WHOLE = 100;

/** The form's state: closed, adding (no formula) or editing one heading's formula. */
type Editing = { formula?: TVacancyFormula } | null;

const TABS = ['formula', 'limit', 'table'] as const;
type VacancyTab = (typeof TABS)[number];

/**
 * The tab shown, kept in the address (`?tab=table`; none: the formula) beside the class and
 * service, so that a reload or a link opens it (and the table's `?view=rows` with it).
 */
function useVacancyTab(): [VacancyTab, (tab: string | null) => void] {
  const [params, editParams] = useAddressParams();
  const named = params.get('tab');
  const tab = TABS.find((candidate) => candidate === named) ?? 'formula';
  const choose = useCallback(
    (next: string | null) =>
      editParams((kept) => {
        kept.delete('view');
        if (next === 'limit' || next === 'table') kept.set('tab', next);
        else kept.delete('tab');
      }),
    [editParams],
  );
  return [tab, choose];
}

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
  const [tab, setTab] = useVacancyTab();
  const pairKey = pair && `${pair.classId}-${pair.serviceId}`;
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
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            {TABS.map((value) => (
              <Tabs.Tab key={value} value={value} data-testid={`vacancy-tab-${value}`}>
                {t(`vacancy.tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {/* Keyed by the pair: another class or service starts afresh. */}
          <Tabs.Panel value="formula" pt="md">
            <FormulaTab key={pairKey} phase={phase} pair={pair} />
          </Tabs.Panel>
          <Tabs.Panel value="limit" pt="md">
            <VacancyLimitPanel key={pairKey} phase={phase} pair={pair} />
          </Tabs.Panel>
          <Tabs.Panel value="table" pt="md">
            <VacancyTablePanel key={pairKey} phase={phase} pair={pair} />
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
