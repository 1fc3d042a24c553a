import { useMemo, useState } from 'react';
import { Button, Group, Modal, Stack, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { TModule } from '@niyukti/shared';
import { DataTable } from '../../../components/data-table';
import { useModules } from '../api/modules';
import { ModuleForm } from '../components/module-form';

const NO_ROWS: TModule[] = [];

/** /admin/modulelist (UM): every module, searched in the browser by the table, and added. */
export function ModuleListPage() {
  const { t } = useTranslation('access');
  const [adding, setAdding] = useState(false);
  const modules = useModules();
  const columns = useMemo<ColumnDef<TModule>[]>(
    () => [
      { id: 'title', header: t('fields.title'), accessorFn: (m) => m.title },
      { id: 'description', header: t('fields.description'), accessorFn: (m) => m.description },
    ],
    [t],
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('moduleList.title')}</Title>
        <Button onClick={() => setAdding(true)} data-testid="module-add">
          {t('moduleList.add')}
        </Button>
      </Group>
      <DataTable
        label={t('moduleList.title')}
        columns={columns}
        data={modules.data ?? NO_ROWS}
        loading={modules.isPending}
      />
      <Modal opened={adding} onClose={() => setAdding(false)} title={t('moduleList.add')} centered>
        <ModuleForm onDone={() => setAdding(false)} onCancel={() => setAdding(false)} />
      </Modal>
    </Stack>
  );
}
