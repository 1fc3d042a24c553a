import { useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth/auth-context';
import { useFormat } from '../../../lib/format';
import {
  useLatestNotifications,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  type AppNotification,
} from '../api/notifications';
import { notificationsPathFor } from '../paths';
import { BellIcon } from './bell-icon';
import { notificationTime } from './notification-time';

/** The unread count on the bell stops growing visibly past this. */
const MAX_SHOWN = 99;

function BellItem({ item, onOpen }: { item: AppNotification; onOpen: () => void }) {
  const format = useFormat();
  const unread = item.readAt === null;
  return (
    <UnstyledButton
      onClick={onOpen}
      px="xs"
      py={6}
      data-testid={`bell-item-${item.id}`}
      style={{ borderRadius: 4 }}
    >
      <Text size="sm" fw={unread ? 700 : 400} lineClamp={1}>
        {item.title[format.lang]}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={2}>
        {item.body[format.lang]}
      </Text>
      <Text size="xs" c="dimmed">
        {notificationTime(format, item.createdAt)}
      </Text>
    </UnstyledButton>
  );
}

/**
 * The header's bell (candidate-portal.md §2, back-office.md §2): the unread count, polled every
 * minute, and the latest notifications; opening one marks it read and follows its link.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  const { user } = useAuth();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const latest = useLatestNotifications(user !== null);
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  if (!user) return null;
  const unread = typeof latest.data?.unreadCount === 'number' ? latest.data.unreadCount : 0;
  const items = Array.isArray(latest.data?.items) ? latest.data.items : [];
  const viewAll = notificationsPathFor(user.type);

  const open = (item: AppNotification) => {
    setOpened(false);
    if (item.readAt === null) markRead.mutate(item.id);
    if (item.link) void navigate(item.link);
  };

  return (
    // The count sits on the bell, outside the popover: the popover's target is the button
    // itself, the element that takes aria-expanded (a div may not, WCAG 4.1.2).
    <Indicator
      label={
        <span data-testid="notification-unread-count">
          {unread > MAX_SHOWN ? `${format.number(MAX_SHOWN)}+` : format.number(unread)}
        </span>
      }
      disabled={unread === 0}
      size={18}
      offset={4}
      color="red"
      inline
    >
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={340}
        shadow="md"
        withinPortal
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={() => setOpened((value) => !value)}
            aria-label={
              unread > 0 ? t('bell.labelUnread', { shown: format.number(unread) }) : t('bell.label')
            }
            data-testid="notification-bell"
          >
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs">
          <Group justify="space-between" px="xs" pb={4}>
            <Text fw={700} size="sm">
              {t('title')}
            </Text>
            {unread > 0 && (
              <Button
                variant="subtle"
                size="compact-xs"
                loading={markAllRead.isPending}
                onClick={() => markAllRead.mutate()}
              >
                {t('markAllRead')}
              </Button>
            )}
          </Group>
          <Divider />
          {items.length === 0 ? (
            <Text size="sm" c="dimmed" p="xs">
              {t('empty')}
            </Text>
          ) : (
            <Stack gap={2} py={4}>
              {items.map((item) => (
                <BellItem key={item.id} item={item} onOpen={() => open(item)} />
              ))}
            </Stack>
          )}
          <Divider />
          <Anchor
            component={Link}
            to={viewAll}
            size="sm"
            display="block"
            ta="center"
            pt={6}
            onClick={() => setOpened(false)}
          >
            {t('viewAll')}
          </Anchor>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
