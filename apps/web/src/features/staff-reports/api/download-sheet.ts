import { useMutation } from '@tanstack/react-query';
import { download, saveFile } from '../../../lib/api';
import type { QueryValue } from '../../../lib/api/transport';
import type { Language } from '../../../lib/i18n';
import type { SheetPath } from './report-keys';

/** The filters of a list's spreadsheet: the list's own, without its page. */
export type SheetQuery = Record<string, QueryValue>;

/**
 * A list's whole result as a spreadsheet (`<path>.xlsx?…&lang=`), in the language shown, fetched
 * with the token and saved.
 */
export function useDownloadSheet(path: SheetPath) {
  return useMutation({
    mutationFn: async ({ query, lang }: { query: SheetQuery; lang: Language }) =>
      saveFile(await download(`${path}.xlsx`, { query: { ...query, lang } })),
  });
}
