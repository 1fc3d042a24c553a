/**
 * The view-all page of the header's bell: candidates have it among their pages, staff inside
 * the back office, so each stays in their own layout and menu.
 */
export const NOTIFICATIONS_PATHS = {
  candidate: '/notifications',
  staff: '/admin/notifications',
} as const;

export const notificationsPathFor = (userType: 'candidate' | 'staff' | undefined) =>
  userType === 'staff' ? NOTIFICATIONS_PATHS.staff : NOTIFICATIONS_PATHS.candidate;
