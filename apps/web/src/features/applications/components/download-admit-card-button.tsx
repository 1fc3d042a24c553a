import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDownloadAdmitCard } from '../api/download-admit-card';

export function DownloadAdmitCardButton({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('applications');
  const download = useDownloadAdmitCard();
  return (
    <Button
      variant="light"
      loading={download.isPending}
      onClick={() => download.mutate(applicationId)}
      data-testid={`download-admit-card-${applicationId}`}
    >
      {t('actions.downloadAdmitCard')}
    </Button>
  );
}
