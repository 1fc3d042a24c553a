import type { RequisitionStatus } from '@niyukti/shared';

export const REQUISITIONS_PATH = '/api/internal/requisitions';

/** What a list of requisitions asks the server for (page from 1; no status: every one). */
export interface RequisitionListQuery {
  page: number;
  pageSize: number;
  search: string;
  status?: RequisitionStatus;
}

/** The query cache's keys of requisitions: a decision or a new one refreshes them all. */
export const requisitionKeys = {
  all: ['requisitions'] as const,
  list: (query: RequisitionListQuery) => ['requisitions', 'list', query] as const,
  detail: (id: number) => ['requisitions', 'detail', id] as const,
  organizations: ['requisitions', 'organizations'] as const,
};
