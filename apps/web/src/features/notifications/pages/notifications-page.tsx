import { useMemo, useState } from 'react';
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DataTable, type ServerQuery } from '../../../components/data-table';
import { useFormat } from '../../../lib/format';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationPage,
  type AppNotification,
  type NotificationQuery,
} from '../api/notifications';
import { notificationTime } from '../components/notification-time';

const NO_ROWS: AppNotification[] = [];

/** Mark read and open, for one row. */
function RowActions({ item }: { item: AppNotification }) {
  const { t } = useTranslation('notifications');
  const markRead = useMarkNotificationRead();
  return (
    <Group gap="xs" wrap="nowrap">
      {item.readAt === null && (
        <Button
          size="compact-xs"
          variant="light"
          loading={markRead.isPending}
          onClick={() => markRead.mutate(item.id)}
          data-testid={`mark-read-${item.id}`}
        >
          {t('markRead')}
        </Button>
      )}
      {item.link && (
        <Anchor
          component={Link}
          to={item.link}
          size="sm"
          onClick={() => item.readAt === null && markRead.mutate(item.id)}
        >
          {t('open')}
        </Anchor>
      )}
    </Group>
  );
}

/** /notifications (candidates) and /admin/notifications (staff): every notification, paged. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  const [query, setQuery] = useState<NotificationQuery>({ page: 1, pageSize: 10, search: '' });
  const { data, isPending } = useNotificationPage(query);
  const markAllRead = useMarkAllNotificationsRead();
  const unread = data?.unreadCount ?? 0;
  const columns = useMemo<ColumnDef<AppNotification>[]>(
    () => [
      {
        id: 'notification',
        enableSorting: false,
        header: t('columns.notification'),
        accessorFn: (item) => item.title[format.lang],
        cell: ({ row }) => (
          <Stack gap={2}>
            <Text size="sm" fw={row.original.readAt === null ? 700 : 400}>
              {row.original.title[format.lang]}
            </Text>
            <Text size="sm" c="dimmed">
              {row.original.body[format.lang]}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'createdAt',
        enableSorting: false,
        header: t('columns.at'),
        accessorFn: (item) => item.createdAt,
        cell: ({ row }) => notificationTime(format, row.original.createdAt),
      },
      {
        id: 'status',
        enableSorting: false,
        header: t('columns.status'),
        accessorFn: (item) => (item.readAt === null ? 0 : 1),
        cell: ({ row }) =>
          row.original.readAt === null ? (
            <Badge color="red" variant="light">
              {t('unread')}
            </Badge>
          ) : (
            <Badge color="gray" variant="light">
              {t('read')}
            </Badge>
          ),
      },
      {
        id: 'actions',
        meta: { card: 'actions' },
        header: t('columns.actions'),
        enableSorting: false,
        cell: ({ row }) => <RowActions item={row.original} />,
      },
    ],
    [t, format],
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text c="dimmed" size="sm" data-testid="notifications-unread-summary">
            {unread > 0 ? t('unreadSummary', { shown: format.number(unread) }) : t('allRead')}
          </Text>
        </Stack>
        <Button
          variant="light"
          disabled={unread === 0}
          loading={markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
        >
          {t('markAllRead')}
        </Button>
      </Group>
      <DataTable
        label={t('title')}
        columns={columns}
        data={data?.items ?? NO_ROWS}
        loading={isPending}
        server={{
          total: data?.total ?? 0,
          page: query.page,
          pageSize: query.pageSize,
          onChange: (next: ServerQuery) =>
            setQuery({ page: next.page, pageSize: next.pageSize, search: next.search }),
        }}
      />
    </Stack>
  );
}
