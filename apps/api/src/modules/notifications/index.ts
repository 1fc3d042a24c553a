// Notifications: the bell of every signed-in person, and the events other modules commit with
// their own transaction (so a notification exists exactly when its event does).
import type { ApiModule } from '../../platform/api-module';
import { notificationRoutes } from './notifications.routes';

export const notificationsModule: ApiModule = {
  name: 'notifications',
  routes: [{ prefix: '/api', plugin: notificationRoutes }],
};

export {
  notifyLockChanges,
  notifyPaymentVerified,
  submittedApplicationNotices,
  type ApplicationFacts,
} from './events';
export { notificationsInsertFrom } from './notifications.repository';
