import { Text, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TLocalLevel } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { localLevelPlace } from '../../../lib/local-level';

/**
 * "Local level: Dhulikhel Municipality, Kavrepalanchok" for a local level's own recruitment, so a
 * candidate sees where the post serves; nothing for the commission's own posts.
 */
export function LocalLevelLine({
  localBody,
  size = 'sm',
  dimmed = false,
  testId,
}: {
  localBody: TLocalLevel | null;
  size?: MantineSize;
  dimmed?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('vacancies');
  const { lang } = useFormat();
  if (!localBody) return null;
  return (
    <Text size={size} {...(dimmed && { c: 'dimmed' })} data-testid={testId}>
      {t('localLevel', { place: localLevelPlace(localBody, lang, { province: false }) })}
    </Text>
  );
}
