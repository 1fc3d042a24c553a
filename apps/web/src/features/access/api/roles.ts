import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRoleDetail, TRoleInput, TRoleSummary } from '@niyukti/shared';
import { api } from '../../../lib/api';
import { ACCESS_PATH, accessKeys } from './keys';

export function getRoles(): Promise<TRoleSummary[]> {
  return api.get<TRoleSummary[]>(`${ACCESS_PATH}/roles`);
}

export function useRoles() {
  return useQuery({ queryKey: [...accessKeys.roles(), 'list'], queryFn: getRoles });
}

export function getRole(id: number): Promise<TRoleDetail> {
  return api.get<TRoleDetail>(`${ACCESS_PATH}/roles/${id}`);
}

export function useRole(id: number | null) {
  return useQuery({
    queryKey: accessKeys.role(id ?? 0),
    queryFn: () => getRole(id ?? 0),
    enabled: id !== null,
  });
}

/** Creates a role, or replaces one (title, description, type, privileges and modules). */
export function saveRole(id: number | null, input: TRoleInput): Promise<TRoleDetail> {
  return id === null
    ? api.post<TRoleDetail>(`${ACCESS_PATH}/roles`, input)
    : api.put<TRoleDetail>(`${ACCESS_PATH}/roles/${id}`, input);
}

/** A role's privileges change what its users may do, so user details are refreshed as well. */
export function useSaveRole(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TRoleInput) => saveRole(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessKeys.all }),
  });
}
