import { useMemo, useState, type ReactNode } from 'react';
import { Code, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { auditActionLabel, masterEntity, type TAuditEntry } from '@niyukti/shared';
import { DataTable } from '../../../components/data-table';
import { IssuedCode } from '../../../components/issued-code';
import { LabelledValue } from '../../../components/labelled-value';
import { useFormat } from '../../../lib/format';
import { useAuditLog, type AuditLogQuery } from '../api/get-audit-log';

const NO_ROWS: TAuditEntry[] = [];

function StateBlock({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <Text size="sm">—</Text>;
  return (
    <Code block style={{ whiteSpace: 'pre-wrap' }}>
      {JSON.stringify(value, null, 2)}
    </Code>
  );
}

/** The record before and after the action, shown when a row is opened. */
function BeforeAfter({ entry }: { entry: TAuditEntry }) {
  const { t } = useTranslation('audit');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid={`audit-detail-${entry.id}`}>
      <LabelledValue label={t('before')}>
        <StateBlock value={entry.before} />
      </LabelledValue>
      <LabelledValue label={t('after')}>
        <StateBlock value={entry.after} />
      </LabelledValue>
    </SimpleGrid>
  );
}

/** Who did what, when, to which record: the staff audit trail (UM). */
export function AuditLogPage() {
  const { t } = useTranslation('audit');
  const format = useFormat();
  const [query, setQuery] = useState<AuditLogQuery>({ page: 1, pageSize: 20, search: '' });
  const { data, isPending } = useAuditLog(query);
  const columns = useMemo<ColumnDef<TAuditEntry>[]>(() => {
    // What a record is: a master-data list by its title, the others by the log's own words.
    const entityName = (entity: string): ReactNode =>
      masterEntity(entity)?.title[format.lang] ||
      t(`entities.${entity}`, { defaultValue: '' }) || <IssuedCode>{entity}</IssuedCode>;
    return [
      {
        id: 'at',
        header: t('columns.at'),
        accessorFn: (entry) => entry.at,
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm">{format.date(row.original.at, 'bs')}</Text>
            <Text size="xs" c="dimmed">
              {format.time(row.original.at, true)}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'actor',
        header: t('columns.actor'),
        accessorFn: (entry) => entry.actorUsername ?? '—',
        cell: ({ row }) =>
          row.original.actorUsername ? <IssuedCode>{row.original.actorUsername}</IssuedCode> : '—',
      },
      {
        id: 'action',
        header: t('columns.action'),
        accessorFn: (entry) => entry.action,
        // A code an older build wrote and no label names is shown as the code it is.
        cell: ({ row }) =>
          auditActionLabel(row.original.action, format.lang) ?? (
            <IssuedCode>{row.original.action}</IssuedCode>
          ),
      },
      {
        id: 'record',
        header: t('columns.record'),
        accessorFn: (entry) => `${entry.entity} #${entry.entityId}`,
        cell: ({ row }) => (
          <>
            {entityName(row.original.entity)} #{format.digits(row.original.entityId)}
          </>
        ),
      },
    ];
  }, [t, format]);
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('intro')}
        </Text>
      </Stack>
      <DataTable
        variant="large"
        label={t('title')}
        columns={columns}
        data={data?.items ?? NO_ROWS}
        loading={isPending}
        renderExpanded={(entry) => <BeforeAfter entry={entry} />}
        server={{
          total: data?.total ?? 0,
          page: query.page,
          pageSize: query.pageSize,
          onChange: setQuery,
        }}
      />
    </Stack>
  );
}
