import type { TCurrentUser } from '@niyukti/shared';
import type { AppNotification, NotificationPage } from './api/notifications';

export const CANDIDATE: TCurrentUser = {
  id: 7,
  username: 'anita',
  fullName: 'Anita Gurung',
  type: 'candidate',
  masterId: 100007,
  privileges: [],
  mustChangePassword: false,
};
export const STAFF: TCurrentUser = { ...CANDIDATE, id: 2, type: 'staff', masterId: null };

/** A notification as the API lists it; tests override what they are about. */
export const aNotification = (overrides: Partial<AppNotification> = {}): AppNotification => ({
  id: 41,
  kind: 'applicationSubmitted',
  title: { en: 'Application received', ne: 'आवेदन प्राप्त भयो' },
  body: {
    en: 'Your application for Section Officer has been received.',
    ne: 'शाखा अधिकृत पदका लागि तपाईंको आवेदन प्राप्त भयो।',
  },
  link: '/vacancy-applied',
  createdAt: '2026-11-22T04:15:00.000Z',
  readAt: null,
  ...overrides,
});

/** One unread and one read notification, three unread in all. */
export const A_PAGE: NotificationPage = {
  items: [
    aNotification(),
    aNotification({
      id: 40,
      kind: 'profileLocked',
      title: { en: 'Profile locked', ne: 'प्रोफाइल लक गरियो' },
      body: {
        en: 'The commission has locked your profile.',
        ne: 'आयोगले तपाईंको प्रोफाइल लक गरेको छ।',
      },
      link: '/user/profile',
      readAt: '2026-11-21T04:15:00.000Z',
    }),
  ],
  total: 2,
  page: 1,
  pageSize: 5,
  unreadCount: 3,
};
