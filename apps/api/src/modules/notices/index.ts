// Notices: written by staff (NT), shown on the public pages.
import type { ApiModule } from '../../platform/api-module';
import { publicNoticeRoutes, staffNoticeRoutes } from './notices.routes';

export const noticesModule: ApiModule = {
  name: 'notices',
  routes: [
    { prefix: '/api/public', plugin: publicNoticeRoutes },
    { prefix: '/api/internal', plugin: staffNoticeRoutes },
  ],
};
