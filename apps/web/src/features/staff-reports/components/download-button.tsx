import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useDownloadSheet, type SheetQuery } from '../api/download-sheet';
import type { SheetPath } from '../api/report-keys';

/** The list's whole result as a spreadsheet, with the filters shown, in the language shown. */
export function DownloadButton({
  path,
  query,
  disabled = false,
}: {
  path: SheetPath;
  query: SheetQuery;
  disabled?: boolean;
}) {
  const { t } = useTranslation('staff-reports');
  const { lang } = useFormat();
  const download = useDownloadSheet(path);
  return (
    <Button
      variant="light"
      disabled={disabled}
      loading={download.isPending}
      onClick={() => download.mutate({ query, lang })}
      data-testid="report-download"
    >
      {t('download')}
    </Button>
  );
}
