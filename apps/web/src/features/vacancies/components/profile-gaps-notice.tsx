import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProfilePart } from '@niyukti/shared';
import { ProfileGapLinks } from '../../../components/profile-gap-links';

/**
 * Spec §4: missing profile documents block applying. What is still missing, each part a link to
 * the profile tab where it is given.
 */
export function ProfileGapsNotice({ missing }: { missing: readonly ProfilePart[] }) {
  const { t } = useTranslation('vacancies');
  return (
    <Alert
      color="orange"
      title={t('apply.profileIncomplete.title')}
      data-testid="apply-profile-gaps"
    >
      <Stack gap="xs">
        <Text size="sm">{t('apply.profileIncomplete.body')}</Text>
        <ProfileGapLinks missing={missing} />
      </Stack>
    </Alert>
  );
}
