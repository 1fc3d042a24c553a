import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TPhaseThreeCategory,
  TPhaseThreeFormula,
  TPhaseThreeFormulaValues,
} from '@niyukti/shared';
import { api } from '../../../lib/api';

export const PHASE_THREE_PATH = '/api/internal/distribution/phase-three';
export const FORMULAS_PATH = `${PHASE_THREE_PATH}/formulas`;
export const CATEGORIES_PATH = `${PHASE_THREE_PATH}/categories`;

export const phaseThreeKeys = {
  all: ['distribution', 'phase-three'] as const,
  formulas: () => [...phaseThreeKeys.all, 'formulas'] as const,
  categories: () => [...phaseThreeKeys.all, 'categories'] as const,
};

/** The formula, by priority. */
export function usePhaseThreeFormulas() {
  return useQuery({
    queryKey: phaseThreeKeys.formulas(),
    queryFn: () => api.get<TPhaseThreeFormula[]>(FORMULAS_PATH),
  });
}

/** The categories a formula may name, each with the formula naming it (or null). */
export function usePhaseThreeCategories() {
  return useQuery({
    queryKey: phaseThreeKeys.categories(),
    queryFn: () => api.get<TPhaseThreeCategory[]>(CATEGORIES_PATH),
  });
}

export function savePhaseThreeFormula(
  input: TPhaseThreeFormulaValues,
  id?: number,
): Promise<TPhaseThreeFormula> {
  return id === undefined
    ? api.post<TPhaseThreeFormula>(FORMULAS_PATH, input)
    : api.put<TPhaseThreeFormula>(`${FORMULAS_PATH}/${id}`, input);
}

/** A change reloads both lists: the categories say which formula names them. */
function usePhaseThreeMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: phaseThreeKeys.all }),
  });
}

export function useSavePhaseThreeFormula() {
  return usePhaseThreeMutation(({ input, id }: { input: TPhaseThreeFormulaValues; id?: number }) =>
    savePhaseThreeFormula(input, id),
  );
}

export function useDeletePhaseThreeFormula() {
  return usePhaseThreeMutation((id: number) => api.delete<null>(`${FORMULAS_PATH}/${id}`));
}
