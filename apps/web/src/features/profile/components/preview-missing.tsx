import { Alert, Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProfilePart } from '@niyukti/shared';
import { useProfileStatus } from '../api/status';
import { profileTabPath, type ProfileTab } from '../paths';

/** The tab where a missing part is given (as the profile layout's notice links them). */
const TAB_OF_PART: Record<ProfilePart, ProfileTab> = {
  personal: 'personal',
  contact: 'contact',
  extra: 'extra',
  education: 'education',
  photograph: 'documents',
  signature: 'documents',
  citizenship: 'documents',
};

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
