import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TGeneratedRow,
  TPhaseThreeCategory,
  TPhaseThreeFormula,
  TPhaseThreeFormulaValues,
  TPhaseThreeTableRow,
  TPhaseThreeTableValue,
  TPhaseThreeTableValues,
} from '@niyukti/shared';
import { api } from '../../../lib/api';

export const PHASE_THREE_PATH = '/api/internal/distribution/phase-three';
export const FORMULAS_PATH = `${PHASE_THREE_PATH}/formulas`;
export const CATEGORIES_PATH = `${PHASE_THREE_PATH}/categories`;
export const TABLE_VALUES_PATH = `${PHASE_THREE_PATH}/table-values`;
export const TABLE_ROWS_PATH = `${PHASE_THREE_PATH}/table-rows`;
export const GENERATED_ROW_PATH = `${TABLE_ROWS_PATH}/generated`;

export const phaseThreeKeys = {
  all: ['distribution', 'phase-three'] as const,
  formulas: () => [...phaseThreeKeys.all, 'formulas'] as const,
  categories: () => [...phaseThreeKeys.all, 'categories'] as const,
  tableValues: () => [...phaseThreeKeys.all, 'table-values'] as const,
  tableRows: () => [...phaseThreeKeys.all, 'table-rows'] as const,
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

/** The table's saved counts, each with its category's percentage and decimal value. */
export function usePhaseThreeTableValues() {
  return useQuery({
    queryKey: phaseThreeKeys.tableValues(),
    queryFn: () => api.get<TPhaseThreeTableValue[]>(TABLE_VALUES_PATH),
  });
}

/** The table by vacancy number (the alternate view), each row with its total and whether used. */
export function usePhaseThreeTableRows() {
  return useQuery({
    queryKey: phaseThreeKeys.tableRows(),
    queryFn: () => api.get<TPhaseThreeTableRow[]>(TABLE_ROWS_PATH),
  });
}

/**
 * A change reloads every list of phase 3: the categories say which formula names them, and the
 * table's percentages and decimal values follow the formula.
 */
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

export function useSavePhaseThreeTableValue() {
  return usePhaseThreeMutation(({ input, id }: { input: TPhaseThreeTableValues; id?: number }) =>
    id === undefined
      ? api.post<TPhaseThreeTableValue>(TABLE_VALUES_PATH, input)
      : api.put<TPhaseThreeTableValue>(`${TABLE_VALUES_PATH}/${id}`, input),
  );
}

export function useDeletePhaseThreeTableValue() {
  return usePhaseThreeMutation((id: number) => api.delete<null>(`${TABLE_VALUES_PATH}/${id}`));
}

/** Saves every category's count of one vacancy number at once (they add up to it). */
export function useSavePhaseThreeTableRow() {
  return usePhaseThreeMutation(
    ({
      vacancyNumber,
      entries,
    }: {
      vacancyNumber: number;
      entries: { categoryId: number; actualValue: number }[];
    }) => api.put<TPhaseThreeTableRow>(`${TABLE_ROWS_PATH}/${vacancyNumber}`, { entries }),
  );
}

/** The formula's split of a vacancy number, asked on demand (nothing is saved). */
export function useGeneratePhaseThreeRow() {
  return useMutation({
    mutationFn: (vacancyNumber: number) =>
      api.get<TGeneratedRow>(GENERATED_ROW_PATH, { query: { vacancyNumber } }),
  });
}
