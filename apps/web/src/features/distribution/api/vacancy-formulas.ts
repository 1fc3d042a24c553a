import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TClassService,
  TGeneratedVacancyRow,
  TVacancyFormula,
  TVacancyFormulaValues,
  TVacancyLimit,
  TVacancyLimitValues,
  TVacancyTableRow,
  VacancyPhase,
} from '@niyukti/shared';
import { api } from '../../../lib/api';

export const DISTRIBUTION_PATH = '/api/internal/distribution';
export const formulasPath = (phase: VacancyPhase) => `${DISTRIBUTION_PATH}/${phase}/formulas`;
export const limitPath = (phase: VacancyPhase) => `${DISTRIBUTION_PATH}/${phase}/limit`;
export const tableRowsPath = (phase: VacancyPhase) => `${DISTRIBUTION_PATH}/${phase}/table-rows`;
export const generatedRowPath = (phase: VacancyPhase) =>
  `${DISTRIBUTION_PATH}/${phase}/generated-row`;

export const vacancyFormulaKeys = {
  phase: (phase: VacancyPhase) => ['distribution', phase] as const,
  formulas: (phase: VacancyPhase, pair: TClassService) =>
    [...vacancyFormulaKeys.phase(phase), 'formulas', pair.classId, pair.serviceId] as const,
  limit: (phase: VacancyPhase, pair: TClassService) =>
    [...vacancyFormulaKeys.phase(phase), 'limit', pair.classId, pair.serviceId] as const,
  tableRows: (phase: VacancyPhase, pair: TClassService) =>
    [...vacancyFormulaKeys.phase(phase), 'table-rows', pair.classId, pair.serviceId] as const,
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

/**
 * The phase's table of one class and service (back-office.md §3 "Vacancy formula (phases 1 and
 * 2)"): a row per saved vacancy count, its headings' counts with their formula's percent.
 */
export function useVacancyTableRows(phase: VacancyPhase, pair: TClassService) {
  return useQuery({
    queryKey: vacancyFormulaKeys.tableRows(phase, pair),
    queryFn: () => api.get<TVacancyTableRow[]>(tableRowsPath(phase), { query: queryOf(pair) }),
  });
}

/** The formula's split of a vacancy count, asked on demand (nothing is saved). */
export function useGenerateVacancyRow(phase: VacancyPhase, pair: TClassService) {
  return useMutation({
    mutationFn: (vacancyNumber: number) =>
      api.get<TGeneratedVacancyRow>(generatedRowPath(phase), {
        query: { ...queryOf(pair), vacancyNumber },
      }),
  });
}

/**
 * A change reloads what the phase shows: its formulas, its limit and its table (whose percents
 * and decimal values follow the formulas).
 */
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

/** Saves every heading's count of one vacancy count at once (they add up to it). */
export function useSaveVacancyTableRow(phase: VacancyPhase, pair: TClassService) {
  return useVacancyMutation(
    phase,
    ({
      vacancyNumber,
      entries,
    }: {
      vacancyNumber: number;
      entries: { heading: string; actualValue: number }[];
    }) =>
      api.put<TVacancyTableRow>(
        `${tableRowsPath(phase)}/${vacancyNumber}`,
        { entries },
        { query: queryOf(pair) },
      ),
  );
}

/** Deletes the whole row of a vacancy count: every heading's count of it. */
export function useDeleteVacancyTableRow(phase: VacancyPhase, pair: TClassService) {
  return useVacancyMutation(phase, (vacancyNumber: number) =>
    api.delete<null>(`${tableRowsPath(phase)}/${vacancyNumber}`, { query: queryOf(pair) }),
  );
}
