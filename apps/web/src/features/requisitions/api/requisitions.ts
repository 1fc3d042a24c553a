import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TPage,
  TRequestingOrganization,
  TRequisitionDetail,
  TRequisitionSummary,
} from '@niyukti/shared';
import { api } from '../../../lib/api';
import { REQUISITIONS_PATH, requisitionKeys, type RequisitionListQuery } from './requisition-keys';

/** One page of requisitions, newest first: the user's office's, or every office's (RQ read). */
/** `enabled`: false for a user who may not read them (the approval task of a PD approver). */
export function useRequisitions(query: RequisitionListQuery, enabled = true) {
  return useQuery({
    enabled,
    queryKey: requisitionKeys.list(query),
    queryFn: () =>
      api.get<TPage<TRequisitionSummary>>(REQUISITIONS_PATH, {
        query: {
          page: query.page,
          pageSize: query.pageSize,
          search: query.search || undefined,
          status: query.status,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** One requisition with its flow; another office's is not found. */
export function useRequisition(id: number) {
  return useQuery({
    queryKey: requisitionKeys.detail(id),
    queryFn: () => api.get<TRequisitionDetail>(`${REQUISITIONS_PATH}/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** The organizations the user may file for: their own, or every requesting one (the commission). */
export function useRequestingOrganizations() {
  return useQuery({
    queryKey: requisitionKeys.organizations,
    queryFn: () => api.get<TRequestingOrganization[]>(`${REQUISITIONS_PATH}/organizations`),
    staleTime: 5 * 60_000,
  });
}
