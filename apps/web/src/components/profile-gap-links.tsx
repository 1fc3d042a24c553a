import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProfilePart } from '@niyukti/shared';
import { profileTabPath, TAB_OF_PART } from '../lib/profile/paths';

/** What is still missing from the profile, each part a link to the tab where it is given. */
export function ProfileGapLinks({ missing }: { missing: readonly ProfilePart[] }) {
  const { t } = useTranslation('profile');
  return (
    <Group gap="md">
      {missing.map((part) => (
        <Anchor key={part} component={Link} to={profileTabPath(TAB_OF_PART[part])} size="sm">
          {t(`missing.parts.${part}`)}
        </Anchor>
      ))}
    </Group>
  );
}
