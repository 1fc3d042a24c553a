import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProfileStatus } from '../../../lib/profile/status';
import { ProfileGapLinks } from '../../../components/profile-gap-links';

/**
 * Before the candidate checks the details: what must still be given before applying, each a
 * link to its tab; or that nothing is missing. Not printed.
 */
export function PreviewMissing() {
  const { t } = useTranslation('profile');
  const { data: status } = useProfileStatus();
  if (!status) return null;
  if (status.missing.length === 0)
    return (
      <Alert color="green" data-print-hide data-testid="preview-complete">
        <Text size="sm">{t('preview.complete')}</Text>
      </Alert>
    );
  return (
    <Alert
      color="orange"
      title={t('preview.missingTitle')}
      data-print-hide
      data-testid="preview-missing"
    >
      <ProfileGapLinks missing={status.missing} />
    </Alert>
  );
}
