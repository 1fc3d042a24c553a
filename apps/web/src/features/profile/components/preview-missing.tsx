import { Alert, Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProfileStatus } from '../api/status';
import { profileTabPath, TAB_OF_PART } from '../paths';

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
      <Group gap="md">
        {status.missing.map((part) => (
          <Anchor key={part} component={Link} to={profileTabPath(TAB_OF_PART[part])} size="sm">
            {t(`missing.parts.${part}`)}
          </Anchor>
        ))}
      </Group>
    </Alert>
  );
}
