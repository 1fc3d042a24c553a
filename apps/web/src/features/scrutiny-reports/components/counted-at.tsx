import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useCountAgain } from '../api/get-reports';
import type { BreakdownReportBase } from '../api/report-keys';

/**
 * When the figures were counted (a job counts them every few minutes; decision 160), in B.S.
 * and Nepal's time, and a button to count them again now.
 */
export function CountedAt({ at, base }: { at: string; base: BreakdownReportBase }) {
  const { t } = useTranslation('scrutiny-reports');
  const format = useFormat();
  const countAgain = useCountAgain(base);
  return (
    <Group gap="sm" justify="space-between" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid="report-counted-at" aria-live="polite">
        {t('countedAt', { date: format.date(at, 'bs'), time: format.time(at) })} {t('countedEvery')}
      </Text>
      <Button
        size="xs"
        variant="light"
        loading={countAgain.isPending}
        onClick={() => countAgain.mutate()}
        data-testid="report-count-again"
      >
        {t('countAgain')}
      </Button>
      {countAgain.isError && (
        <Text size="sm" c="red.8" role="alert">
          {t('countAgainFailed')}
        </Text>
      )}
    </Group>
  );
}
