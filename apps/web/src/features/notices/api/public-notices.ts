import { useQuery } from '@tanstack/react-query';
import type { TPublicNotice } from '@niyukti/shared';
import { api } from '../../../lib/api';
import { noticeKeys } from './notice-keys';

// The notice board everyone reads, apart from the staff's notice calls (notices.ts): those use
// shared's notice schemas, which a first visit to /notices has no need of.

export const PUBLIC_NOTICES_PATH = '/api/public/notices';

/** The notices shown today: a public call, sent without a token even when signed in. */
export function usePublicNotices() {
  return useQuery({
    queryKey: noticeKeys.board,
    queryFn: () => api.get<TPublicNotice[]>(PUBLIC_NOTICES_PATH, { auth: false }),
  });
}
