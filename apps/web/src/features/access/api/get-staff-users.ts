import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPage, TStaffUserDetail, TStaffUserSummary } from '@niyukti/shared';
import { api } from '../../../lib/api';
import { ACCESS_PATH, accessKeys } from './keys';

export interface StaffUserListQuery {
  page: number;
  pageSize: number;
  search: string;
  /** null: every role. */
  roleId: number | null;
}

export function getStaffUsers(query: StaffUserListQuery): Promise<TPage<TStaffUserSummary>> {
  const { roleId, ...rest } = query;
  return api.get<TPage<TStaffUserSummary>>(`${ACCESS_PATH}/users`, {
    query: { ...rest, ...(roleId === null ? {} : { roleId }) },
  });
}

export function useStaffUsers(query: StaffUserListQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...accessKeys.users(), 'list', query],
      queryFn: () => getStaffUsers(query),
      placeholderData: keepPreviousData,
    }),
  );
}

export function getStaffUser(id: number): Promise<TStaffUserDetail> {
  return api.get<TStaffUserDetail>(`${ACCESS_PATH}/users/${id}`);
}

export function useStaffUser(id: number) {
  return useQuery({ queryKey: accessKeys.user(id), queryFn: () => getStaffUser(id) });
}
