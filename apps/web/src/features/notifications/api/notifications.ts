import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TNotification, TNotificationPage } from '@niyukti/shared';
import { api } from '../../../lib/api';

export type AppNotification = TNotification;
export type NotificationPage = TNotificationPage;
export type NotificationQuery = { page: number; pageSize: number; search?: string };

const PATH = '/api/notifications';
/** How often the bell asks for news. */
export const BELL_POLL_MS = 60_000;
/** How many the bell's list shows. */
export const BELL_SIZE = 5;

export const notificationKeys = {
  all: ['notifications'] as const,
  latest: () => [...notificationKeys.all, 'latest'] as const,
  page: (query: NotificationQuery) => [...notificationKeys.all, 'page', query] as const,
};

export function getNotifications(query: NotificationQuery): Promise<NotificationPage> {
  return api.get<NotificationPage>(PATH, { query: { ...query } });
}

/**
 * The bell: the latest few and the unread count, polled every minute (two index lookups on
 * the server). Background polls stay quiet: a dropped connection is not worth a toast a minute.
 */
export function useLatestNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.latest(),
    queryFn: () =>
      api.get<NotificationPage>(PATH, {
        query: { page: 1, pageSize: BELL_SIZE },
        showErrors: false,
      }),
    enabled,
    refetchInterval: BELL_POLL_MS,
  });
}

/** The view-all page, paged and searched by the server. */
export function useNotificationPage(query: NotificationQuery) {
  return useQuery({
    queryKey: notificationKeys.page(query),
    queryFn: () => getNotifications(query),
    placeholderData: keepPreviousData,
  });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<AppNotification>(`${PATH}/${id}/read`, undefined, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ marked: number; unreadCount: number }>(`${PATH}/read-all`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
