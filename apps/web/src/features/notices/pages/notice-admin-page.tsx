import { useCallback, useState } from 'react';
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/auth/can';
import type { TNotice } from '@niyukti/shared';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { DataTable, type ServerQuery } from '../../../components/data-table';
import { useDeleteNotice, useStaffNotices } from '../api/notices';
import { useNoticeColumns } from '../components/notice-columns';
import { NoticeForm } from '../components/notice-form';

const NO_ROWS: TNotice[] = [];
const FIRST_PAGE: ServerQuery = { page: 1, pageSize: 10, search: '' };

/** The form's state: closed, adding (no notice) or editing one notice. */
type Editing = { notice?: TNotice } | null;

/** /admin/notice (MC): every notice, added, edited and deleted here. */
export function NoticeAdminPage() {
  const { t } = useTranslation('notices');
  const [query, setQuery] = useState<ServerQuery>(FIRST_PAGE);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TNotice | null>(null);
  const compact = useMediaQuery('(max-width: 36em)');
  const notices = useStaffNotices({
    page: query.page,
    pageSize: query.pageSize,
    search: query.search,
  });
  const remove = useDeleteNotice();
  const onEdit = useCallback((notice: TNotice) => setEditing({ notice }), []);
  const may = useCan();
  const columns = useNoticeColumns({
    onEdit: may('MC', 'update') ? onEdit : undefined,
    onDelete: may('MC', 'delete') ? setDeleting : undefined,
  });
  const formOpen = editing !== null;

  const confirmDelete = () => {
    if (!deleting) return;
    const lastOnPage = notices.data?.items.length === 1 && query.page > 1;
    // Refused: the client has toasted the server's reason; the dialog closes either way.
    remove.mutate(deleting.id, {
      onSuccess: () => {
        if (lastOnPage) setQuery((current) => ({ ...current, page: current.page - 1 }));
      },
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {t('admin.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('admin.intro')}
          </Text>
        </Stack>
        {may('MC', 'create') && (
          <Button onClick={() => setEditing({})} data-testid="notice-add">
            {t('admin.add')}
          </Button>
        )}
      </Group>
      <DataTable
        variant="large"
        label={t('admin.title')}
        columns={columns}
        data={notices.data?.items ?? NO_ROWS}
        loading={notices.isPending}
        server={{
          total: notices.data?.total ?? 0,
          page: query.page,
          pageSize: query.pageSize,
          onChange: setQuery,
        }}
      />
      <Modal
        opened={formOpen}
        onClose={() => setEditing(null)}
        title={t(editing?.notice ? 'form.editTitle' : 'form.addTitle')}
        size="lg"
        fullScreen={compact}
        centered
      >
        {editing && (
          <NoticeForm
            notice={editing.notice}
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
