import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAuditEntry, TPage } from '@niyukti/shared';
import { api } from '../../../lib/api';

export interface AuditLogQuery {
  page: number;
  pageSize: number;
  search: string;
}

export function getAuditLog(query: AuditLogQuery): Promise<TPage<TAuditEntry>> {
  return api.get<TPage<TAuditEntry>>('/api/internal/audit-log', { query: { ...query } });
}

export function useAuditLog(query: AuditLogQuery) {
  return useQuery({
    queryKey: ['audit-log', query],
    queryFn: () => getAuditLog(query),
    placeholderData: keepPreviousData,
  });
}
