import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRollNumberOrderSetting } from '@niyukti/shared';
import { api } from '../../../lib/api';

export const ROLL_NUMBER_ORDER_PATH = '/api/internal/master-config/roll-number-order';
const rollNumberOrderKey = ['master-config', 'roll-number-order'] as const;

export function useRollNumberOrder() {
  return useQuery({
    queryKey: rollNumberOrderKey,
    queryFn: () => api.get<TRollNumberOrderSetting>(ROLL_NUMBER_ORDER_PATH),
  });
}

export function useSaveRollNumberOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setting: TRollNumberOrderSetting) =>
      api.put<TRollNumberOrderSetting>(ROLL_NUMBER_ORDER_PATH, setting),
    onSuccess: (saved) => queryClient.setQueryData(rollNumberOrderKey, saved),
  });
}
