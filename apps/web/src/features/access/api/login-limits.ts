import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLoginLimits } from '@niyukti/shared';
import { api } from '../../../lib/api';
import { ACCESS_PATH, accessKeys } from './keys';

const loginLimitsKey = [...accessKeys.all, 'login-limits'] as const;

export function useLoginLimits() {
  return useQuery({
    queryKey: loginLimitsKey,
    queryFn: () => api.get<TLoginLimits>(`${ACCESS_PATH}/login-limits`),
  });
}

export function useSaveLoginLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (limits: TLoginLimits) =>
      api.put<TLoginLimits>(`${ACCESS_PATH}/login-limits`, limits),
    onSuccess: (saved) => queryClient.setQueryData(loginLimitsKey, saved),
  });
}
