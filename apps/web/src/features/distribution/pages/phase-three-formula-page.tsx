import { useCallback, useState } from 'react';
import { Button, Group, Modal, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TPhaseThreeFormula } from '@niyukti/shared';
import { ConfirmDelete } from '../../../components/confirm-delete';
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
import { FormulaTable } from '../components/formula-table';
import { TablePanel } from '../components/table-panel';

const NO_ROWS: TPhaseThreeFormula[] = [];
const WHOLE = 100 * 100;

/** The form's state: closed, adding (no formula) or editing one share. */
type Editing = { formula?: TPhaseThreeFormula } | null;

/** The tabs, by the last segment of their address (back-office.md §2: phase 3's sub-routes). */
const TAB_SEGMENTS = {
  formula: 'distribution-formula',
  table: 'distribution-table',
} as const;
type PhaseThreeTab = keyof typeof TAB_SEGMENTS;
const TAB_AT_END = /\/distribution-(formula|table)\/?$/;

/** The tab the address names (…/distribution-table: the table; else the formula). */
function usePhaseThreeTab(): [PhaseThreeTab, (tab: string | null) => void] {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab: PhaseThreeTab = TAB_AT_END.exec(pathname)?.[1] === 'table' ? 'table' : 'formula';
  const choose = useCallback(
    (next: string | null) => {
      if (next !== 'formula' && next !== 'table') return;
      navigate(`${pathname.replace(TAB_AT_END, '')}/${TAB_SEGMENTS[next]}`);
    },
    [navigate, pathname],
  );
  return [tab, choose];
}

/**
 * /admin/distribution-formula-configuration-phase-3/distribution-formula and …/distribution-table
 * (VDC): the phase-3 formula, each inclusive category's share of the reserved posts and its
 * priority, and the phase-3 table, the counts staff set per vacancy number (back-office.md §3,
 * §5); one page with a tab each, the tab following the address.
 */
export function PhaseThreeFormulaPage() {
  const { t } = useTranslation('distribution');
  const [tab, setTab] = usePhaseThreeTab();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="formula" data-testid="phase-three-tab-formula">
            {t('tabs.formula')}
          </Tabs.Tab>
          <Tabs.Tab value="table" data-testid="phase-three-tab-table">
            {t('tabs.table')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="formula" pt="md">
          <FormulaPanel />
        </Tabs.Panel>
        <Tabs.Panel value="table" pt="md">
          <TablePanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** The "Distribution formula" tab: the shares, their total, and the forms to change them. */
function FormulaPanel() {
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
        <Text c="dimmed" size="sm" maw={720}>
          {t('intro')}
        </Text>
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
      <FormulaTable
        label={t('tableLabel')}
        columns={columns}
        rows={rows}
        query={formulas}
        totalText={t('total', { total })}
        notWholeText={complete ? null : t('notWhole', { total })}
        testId="phase-three"
      />
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
