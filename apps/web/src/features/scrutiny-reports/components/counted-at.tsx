import { useTranslation } from 'react-i18next';
import { CountedAtLine } from '../../../components/counted-at-line';
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
    <CountedAtLine
      said={`${t('countedAt', { date: format.date(at, 'bs'), time: format.time(at) })} ${t('countedEvery')}`}
      againLabel={t('countAgain')}
      failedText={t('countAgainFailed')}
      pending={countAgain.isPending}
      failed={countAgain.isError}
      onCountAgain={() => countAgain.mutate()}
    />
  );
}
