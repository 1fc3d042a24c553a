import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TClassService,
  TVacancyFormula,
  TVacancyFormulaValues,
  TVacancyLimit,
  TVacancyLimitValues,
  VacancyPhase,
} from '@niyukti/shared';
import { api } from '../../../lib/api';

export const DISTRIBUTION_PATH = '/api/internal/distribution';
export const formulasPath = (phase: VacancyPhase) => `${DISTRIBUTION_PATH}/${phase}/formulas`;
export const limitPath = (phase: VacancyPhase) => `${DISTRIBUTION_PATH}/${phase}/limit`;

export const vacancyFormulaKeys = {
  phase: (phase: VacancyPhase) => ['distribution', phase] as const,
  formulas: (phase: VacancyPhase, pair: TClassService) =>
    [...vacancyFormulaKeys.phase(phase), 'formulas', pair.classId, pair.serviceId] as const,
  limit: (phase: VacancyPhase, pair: TClassService) =>
    [...vacancyFormulaKeys.phase(phase), 'limit', pair.classId, pair.serviceId] as const,
};

const queryOf = (pair: TClassService) => ({ classId: pair.classId, serviceId: pair.serviceId });

/** The formulas of one class and service in a phase, by priority. */
export function useVacancyFormulas(phase: VacancyPhase, pair: TClassService) {
  return useQuery({
    queryKey: vacancyFormulaKeys.formulas(phase, pair),
    queryFn: () => api.get<TVacancyFormula[]>(formulasPath(phase), { query: queryOf(pair) }),
  });
}

/** The distribution limit of one class and service in a phase (`limit` null: none set). */
export function useVacancyLimit(phase: VacancyPhase, pair: TClassService) {
  return useQuery({
    queryKey: vacancyFormulaKeys.limit(phase, pair),
    queryFn: () => api.get<TVacancyLimit>(limitPath(phase), { query: queryOf(pair) }),
  });
}

export function saveVacancyFormula(
  phase: VacancyPhase,
  input: TVacancyFormulaValues,
  id?: number,
): Promise<TVacancyFormula> {
  return id === undefined
    ? api.post<TVacancyFormula>(formulasPath(phase), input)
    : api.put<TVacancyFormula>(`${formulasPath(phase)}/${id}`, input);
}

/** A change reloads what the phase shows: its formulas and its limit. */
function useVacancyMutation<TInput, TResult>(
  phase: VacancyPhase,
  run: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vacancyFormulaKeys.phase(phase) }),
  });
}

export function useSaveVacancyFormula(phase: VacancyPhase) {
  return useVacancyMutation(phase, ({ input, id }: { input: TVacancyFormulaValues; id?: number }) =>
    saveVacancyFormula(phase, input, id),
  );
}

export function useDeleteVacancyFormula(phase: VacancyPhase) {
  return useVacancyMutation(phase, (id: number) =>
    api.delete<null>(`${formulasPath(phase)}/${id}`),
  );
}

export function useSaveVacancyLimit(phase: VacancyPhase) {
  return useVacancyMutation(phase, (input: TVacancyLimitValues) =>
    api.put<TVacancyLimit>(limitPath(phase), input),
  );
}
