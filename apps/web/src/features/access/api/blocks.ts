import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateUserBlock, TUserBlock } from '@niyukti/shared';
import { api } from '../../../lib/api';
import { ACCESS_PATH, accessKeys } from './keys';

export function blockUser(userId: number, input: TCreateUserBlock): Promise<TUserBlock> {
  return api.post<TUserBlock>(`${ACCESS_PATH}/users/${userId}/blocks`, input);
}

export function liftBlock(userId: number, blockId: number): Promise<TUserBlock> {
  return api.delete<TUserBlock>(`${ACCESS_PATH}/users/${userId}/blocks/${blockId}`);
}

export interface PasswordResetResult {
  userId: number;
  mailedTo: string;
}

export function resetPassword(userId: number): Promise<PasswordResetResult> {
  return api.post<PasswordResetResult>(`${ACCESS_PATH}/users/${userId}/password-reset`);
}

/** Blocks show on the user's details page, which is refreshed after each change. */
function useUserDetailMutation<TInput, TResult>(
  userId: number,
  run: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessKeys.user(userId) }),
  });
}

export function useBlockUser(userId: number) {
  return useUserDetailMutation(userId, (input: TCreateUserBlock) => blockUser(userId, input));
}

export function useLiftBlock(userId: number) {
  return useUserDetailMutation(userId, (blockId: number) => liftBlock(userId, blockId));
}

export function useResetPassword(userId: number) {
  return useUserDetailMutation(userId, () => resetPassword(userId));
}
