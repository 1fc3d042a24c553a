import { useQuery } from '@tanstack/react-query';
import type { TStaffDashboard } from '@niyukti/shared';
import { api } from '../../../lib/api';

export const STAFF_DASHBOARD_PATH = '/api/internal/dashboard';

/** The back office's figures (any staff, read; decision 158), counted when asked. */
export function useStaffDashboard(enabled = true) {
  return useQuery({
    queryKey: ['staff', 'dashboard'],
    queryFn: () => api.get<TStaffDashboard>(STAFF_DASHBOARD_PATH),
    enabled,
  });
}
