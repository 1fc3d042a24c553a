import { useMutation } from '@tanstack/react-query';
import { download, saveFile } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';

/** The filters a report was read with, sent again with its spreadsheet; empty ones are not sent. */
export type DownloadQuery = Record<string, string | undefined>;

/**
 * A report as a spreadsheet (`<path>.xlsx?…filters&lang=`), in the language shown, fetched with
 * the token and saved: the whole result, never only the page on the screen.
 */
export function useDownloadReport(path: string) {
  return useMutation({
    mutationFn: async ({ query, lang }: { query: DownloadQuery; lang: Language }) =>
      saveFile(await download(`${path}.xlsx`, { query: { ...query, lang } })),
  });
}
