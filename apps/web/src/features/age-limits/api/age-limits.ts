import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAgeLimit, TAgeLimitInput } from '@niyukti/shared';
import { api } from '../../../lib/api';

export const AGE_LIMITS_PATH = '/api/internal/age-limits';

/** A class and service, the pair the spec's modal asks for; its rules are listed under it. */
export interface ClassAndService {
  classId: number;
  serviceId: number;
}

export const ageLimitKeys = {
  all: ['age-limits'] as const,
  list: (pair: ClassAndService) => [...ageLimitKeys.all, pair.classId, pair.serviceId] as const,
};

export function getAgeLimits(pair: ClassAndService): Promise<TAgeLimit[]> {
  return api.get<TAgeLimit[]>(AGE_LIMITS_PATH, {
    query: { classId: pair.classId, serviceId: pair.serviceId },
  });
}

/** The rules of one class and service; waits until both are chosen. */
export function useAgeLimits(pair: ClassAndService | null) {
  return useQuery({
    queryKey: pair ? ageLimitKeys.list(pair) : ageLimitKeys.all,
    queryFn: () => getAgeLimits(pair!),
    enabled: pair !== null,
  });
}

export function saveAgeLimit(input: TAgeLimitInput, id?: number): Promise<TAgeLimit> {
  return id === undefined
    ? api.post<TAgeLimit>(AGE_LIMITS_PATH, input)
    : api.put<TAgeLimit>(`${AGE_LIMITS_PATH}/${id}`, input);
}

function useAgeLimitMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ageLimitKeys.all }),
  });
}

export function useSaveAgeLimit() {
  return useAgeLimitMutation(({ input, id }: { input: TAgeLimitInput; id?: number }) =>
    saveAgeLimit(input, id),
  );
}

export function useDeleteAgeLimit() {
  return useAgeLimitMutation((id: number) => api.delete<null>(`${AGE_LIMITS_PATH}/${id}`));
}
