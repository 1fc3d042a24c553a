import { useMemo, useState } from 'react';
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { TModule } from '@niyukti/shared';
import { DataTable } from '../../../components/data-table';
import { useFormat } from '../../../lib/format';
import { useModules } from '../api/modules';
import { ModuleForm } from '../components/module-form';

const NO_ROWS: TModule[] = [];

/** The Nepali text where there is one, else the English. */
const inLanguage = (lang: 'en' | 'ne', en: string, ne: string) => (lang === 'ne' && ne) || en;

/**
 * /admin/modulelist (UM): the modules of the privilege codes first, then those added here,
 * searched in the browser by the table, in the current language; and a module added.
 */
export function ModuleListPage() {
  const { t } = useTranslation('access');
  const { lang } = useFormat();
  const [adding, setAdding] = useState(false);
  const modules = useModules();
  const columns = useMemo<ColumnDef<TModule>[]>(
    () => [
      { id: 'code', header: t('fields.code'), accessorFn: (m) => m.code ?? '—' },
      {
        id: 'title',
        // Many modules have no code: on a phone the title names the card.
        meta: { card: 'title' },
        header: t('fields.title'),
        accessorFn: (m) => inLanguage(lang, m.title, m.titleNe),
      },
      {
        id: 'description',
        header: t('fields.description'),
        accessorFn: (m) => inLanguage(lang, m.description, m.descriptionNe),
      },
    ],
    [t, lang],
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {t('moduleList.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('moduleList.intro')}
          </Text>
        </Stack>
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
