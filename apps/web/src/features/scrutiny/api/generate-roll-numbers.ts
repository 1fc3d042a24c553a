import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const GENERATE_ROLL_NUMBERS_PATH = '/api/internal/roll-numbers/generate';

export function generateRollNumbers(advertisementId: number): Promise<{ assigned: number }> {
  return api.post<{ assigned: number }>(GENERATE_ROLL_NUMBERS_PATH, { advertisementId });
}

export function useGenerateRollNumbers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateRollNumbers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['scrutiny'] }),
  });
}
