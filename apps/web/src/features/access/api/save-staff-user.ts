import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TChangeUsername,
  TCreateStaffUser,
  TStaffUserSummary,
  TUserOrganizationInput,
  TUserRoles,
} from '@niyukti/shared';
import { api } from '../../../lib/api';
import { ACCESS_PATH, accessKeys } from './keys';

export function createStaffUser(input: TCreateStaffUser): Promise<TStaffUserSummary> {
  return api.post<TStaffUserSummary>(`${ACCESS_PATH}/users`, input);
}

export function changeUsername(id: number, input: TChangeUsername): Promise<TStaffUserSummary> {
  return api.put<TStaffUserSummary>(`${ACCESS_PATH}/users/${id}/username`, input);
}

export function setUserRoles(id: number, input: TUserRoles): Promise<TStaffUserSummary> {
  return api.put<TStaffUserSummary>(`${ACCESS_PATH}/users/${id}/roles`, input);
}

export function setUserOrganization(
  id: number,
  input: TUserOrganizationInput,
): Promise<TStaffUserSummary> {
  return api.put<TStaffUserSummary>(`${ACCESS_PATH}/users/${id}/organization`, input);
}

/** Every user write changes the list and possibly the details page: refresh both. */
function useUserMutation<TInput>(run: (input: TInput) => Promise<TStaffUserSummary>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessKeys.users() }),
  });
}

export function useCreateStaffUser() {
  return useUserMutation(createStaffUser);
}

export function useChangeUsername(id: number) {
  return useUserMutation((input: TChangeUsername) => changeUsername(id, input));
}

export function useSetUserRoles(id: number) {
  return useUserMutation((input: TUserRoles) => setUserRoles(id, input));
}

export function useSetUserOrganization(id: number) {
  return useUserMutation((input: TUserOrganizationInput) => setUserOrganization(id, input));
}
