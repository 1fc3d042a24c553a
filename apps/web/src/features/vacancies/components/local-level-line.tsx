import { Text, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TLocalLevel } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';

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
  const ne = lang === 'ne';
  return (
    <Text size={size} {...(dimmed && { c: 'dimmed' })} data-testid={testId}>
      {t('localLevel', {
        localBody: ne ? localBody.nameNe : localBody.nameEn,
        district: ne ? localBody.districtNe : localBody.districtEn,
      })}
    </Text>
  );
}
