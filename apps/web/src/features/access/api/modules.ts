import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateModule, TModule } from '@niyukti/shared';
import { api } from '../../../lib/api';
import { ACCESS_PATH, accessKeys } from './keys';

export function getModules(search = ''): Promise<TModule[]> {
  return api.get<TModule[]>(`${ACCESS_PATH}/modules`, {
    query: search.trim() ? { search: search.trim() } : {},
  });
}

/** The modules matching `search` (by name, on the server); '' lists them all. */
export function useModules(search = '') {
  return useQuery({
    queryKey: [...accessKeys.modules(), search.trim()],
    queryFn: () => getModules(search),
  });
}

export function createModule(input: TCreateModule): Promise<TModule> {
  return api.post<TModule>(`${ACCESS_PATH}/modules`, input);
}

export function useCreateModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createModule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessKeys.modules() }),
  });
}
