import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useDownloadReport, type DownloadQuery } from '../api/download-report';

/**
 * The report shown as a spreadsheet, with the same filters, in the language shown. Disabled
 * while the report has nothing in it.
 */
export function DownloadButton(props: { path: string; query: DownloadQuery; disabled: boolean }) {
  const { t } = useTranslation('scrutiny-reports');
  const { lang } = useFormat();
  const download = useDownloadReport(props.path);
  return (
    <Button
      variant="light"
      disabled={props.disabled}
      loading={download.isPending}
      onClick={() => download.mutate({ query: props.query, lang })}
      data-testid="report-download"
    >
      {t('download')}
    </Button>
  );
}
