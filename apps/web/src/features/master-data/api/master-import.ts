import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { INTERNAL_MASTER_DATA_PATH, masterDataKeys } from './keys';

export interface ImportResult {
  imported: number;
  created: number;
  updated: number;
}

/** One problem of a refused import: the file's line (header = 1), the field and a message key. */
export interface ImportRowProblem {
  row: number;
  field: string;
  message: string;
}

/** POST …/<entity>/import with the file; the entity's lists refresh after a good import. */
export function useImportMasterFile(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api.post<ImportResult>(`${INTERNAL_MASTER_DATA_PATH}/${key}/import`, body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: masterDataKeys.entity(key) }),
  });
}
