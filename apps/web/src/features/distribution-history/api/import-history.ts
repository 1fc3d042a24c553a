import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { THistoryImportResult } from '@niyukti/shared';
import { api, download, saveFile } from '../../../lib/api';
import { HISTORY_PATH, historyKeys } from './history-keys';

export const IMPORT_PATH = `${HISTORY_PATH}/import`;
export const IMPORT_TEMPLATE_PATH = `${HISTORY_PATH}/import-template.xlsx`;

/** One problem of a refused import: the file's line (header = 1), its column, a message key. */
export interface ImportRowProblem {
  row: number;
  field: string;
  message: string;
}

/** POST …/history/import (VDH create): a spreadsheet of earlier distributions, all or none. */
export function useImportHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api.post<THistoryImportResult>(IMPORT_PATH, body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKeys.all }),
  });
}

/** The spreadsheet to fill in, fetched with the token (it is not public) and saved. */
export function useDownloadImportTemplate() {
  return useMutation({
    mutationFn: async () => saveFile(await download(IMPORT_TEMPLATE_PATH)),
  });
}
