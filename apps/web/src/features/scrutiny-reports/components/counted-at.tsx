import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

/** When the figures were counted (they are read live), in B.S. and Nepal's time. */
export function CountedAt({ at }: { at: string }) {
  const { t } = useTranslation('scrutiny-reports');
  const format = useFormat();
  return (
    <Text size="sm" c="dimmed" data-testid="report-counted-at">
      {t('countedAt', { date: format.date(at, 'bs'), time: format.time(at) })}
    </Text>
  );
}
