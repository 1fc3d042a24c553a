import { useCallback, useMemo, useState } from 'react';
import { Alert, Anchor, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/auth/can';
import { Link, Navigate, useParams } from 'react-router';
import {
  masterEntity,
  type MasterEntityDefinition,
  type MasterStatus,
  type TMasterRecord,
} from '@niyukti/shared';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { DataTable, type ServerQuery } from '../../../components/data-table';
import { useFormat } from '../../../lib/format';
import { useDeleteMasterRecord, useMasterLookups, useMasterRecords } from '../api/master-records';
import { useMasterColumns } from '../components/master-columns';
import { MasterImportForm } from '../components/master-import-form';
import { MasterListFilters } from '../components/master-list-filters';
import { MasterRecordForm } from '../components/master-record-form';
import { referencedKeys } from '../lib/master-entity';
import { MASTER_DATA_PATHS } from '../paths';

const NO_ROWS: TMasterRecord[] = [];
const FIRST_PAGE: ServerQuery = { page: 1, pageSize: 10, search: '' };

/** The form's state: closed, adding (no record) or editing one record. */
type Editing = { record?: TMasterRecord } | null;

/**
 * /admin/master-data/:entity (MC): the one admin pattern, generated for any entity. An entity
 * kept by another privilege has its own screen (`entityKey`, e.g. /admin/combinePost under ALC),
 * where the generic route sends it.
 */
export function MasterEntityPage({ entityKey }: { entityKey?: string }) {
  const { entity: param = '' } = useParams();
  const key = entityKey ?? param;
  const entity = masterEntity(key);
  const { t } = useTranslation('master-data');
  if (entity?.screen && !entityKey) return <Navigate to={entity.screen} replace />;
  if (!entity)
    return (
      <Stack gap="md">
        <BackLink />
        <Alert color="yellow" title={t('entity.notFoundTitle')} data-testid="master-not-found">
          {t('entity.notFound', { key })}
        </Alert>
      </Stack>
    );
  // A new entity starts afresh: its own filters, page and form.
  return <MasterEntityScreen key={entity.key} entity={entity} ownScreen={Boolean(entityKey)} />;
}

/** /admin/combinePost (ALC): the combined posts, posts sat in one examination. */
export function CombinePostPage() {
  return <MasterEntityPage entityKey="combined-posts" />;
}

function BackLink() {
  const { t } = useTranslation('master-data');
  return (
    <Anchor component={Link} to={MASTER_DATA_PATHS.index} size="sm" data-testid="master-back">
      {t('entity.back')}
    </Anchor>
  );
}

function MasterEntityScreen({
  entity,
  ownScreen,
}: {
  entity: MasterEntityDefinition;
  /** On its own screen, not under master data: no way back to a list it is not in. */
  ownScreen: boolean;
}) {
  const { t } = useTranslation('master-data');
  const { lang } = useFormat();
  const item = entity.item[lang];
  const [query, setQuery] = useState<ServerQuery>(FIRST_PAGE);
  const [status, setStatus] = useState<MasterStatus>('all');
  const [parentId, setParentId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TMasterRecord | null>(null);
  const [importing, setImporting] = useState(false);
  const compact = useMediaQuery('(max-width: 36em)');

  const lookupKeys = useMemo(() => referencedKeys(entity), [entity]);
  const { lookups } = useMasterLookups(lookupKeys, { publicOnly: ownScreen });
  const records = useMasterRecords(entity.key, {
    status,
    search: query.search,
    parentId,
    page: query.page,
    pageSize: query.pageSize,
    sort: query.sort,
  });
  const remove = useDeleteMasterRecord(entity.key);
  const onEdit = useCallback((record: TMasterRecord) => setEditing({ record }), []);
  // The entity's own privilege (combined posts: ALC), else MC; the API refuses alike.
  const may = useCan();
  const code = entity.privilege ?? 'MC';
  const columns = useMasterColumns(entity, lookups, {
    onEdit: may(code, 'update') ? onEdit : undefined,
    onDelete: may(code, 'delete') ? setDeleting : undefined,
  });
  const firstPage = () => setQuery((current) => ({ ...current, page: 1 }));

  const confirmDelete = () => {
    if (!deleting) return;
    const lastOnPage = records.data?.items.length === 1 && query.page > 1;
    // Refused (in use): the client has toasted the server's reason; the dialog closes either way.
    remove.mutate(deleting.id, {
      onSuccess: () => {
        if (lastOnPage) setQuery((current) => ({ ...current, page: current.page - 1 }));
      },
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Stack gap="md">
      {!ownScreen && <BackLink />}
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {entity.title[lang]}
          </Title>
          <Text c="dimmed" size="sm">
            {t('entity.intro')}
          </Text>
        </Stack>
        <Group gap="xs">
          {may(code, 'update') && (
            <Button
              variant="default"
              onClick={() => setImporting(true)}
              data-testid="master-import"
            >
              {t('import.button')}
            </Button>
          )}
          {may(code, 'create') && (
            <Button onClick={() => setEditing({})} data-testid="master-add">
              {t('entity.add', { item })}
            </Button>
          )}
        </Group>
      </Group>
      <MasterListFilters
        entity={entity}
        lookups={lookups}
        status={status}
        onStatusChange={(next) => {
          setStatus(next);
          firstPage();
        }}
        parentId={parentId}
        onParentChange={(next) => {
          setParentId(next);
          firstPage();
        }}
      />
      <DataTable
        variant="large"
        label={entity.title[lang]}
        columns={columns}
        data={records.data?.items ?? NO_ROWS}
        loading={records.isPending}
        server={{
          total: records.data?.total ?? 0,
          page: query.page,
          pageSize: query.pageSize,
          onChange: setQuery,
        }}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing?.record ? 'form.editTitle' : 'form.addTitle', { item })}
        size="lg"
        fullScreen={compact}
        centered
      >
        {editing && (
          <MasterRecordForm
            entity={entity}
            record={editing.record}
            lookups={lookups}
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <Modal
        opened={importing}
        onClose={() => setImporting(false)}
        title={t('import.title', { title: entity.title[lang] })}
        size="lg"
        fullScreen={compact}
        centered
      >
        {importing && <MasterImportForm entity={entity} onDone={() => setImporting(false)} />}
      </Modal>
      <ConfirmDelete
        opened={deleting !== null}
        item={item}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        loading={remove.isPending}
      />
    </Stack>
  );
}
