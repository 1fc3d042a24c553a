import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HOLD_REASON_LABELS, type TApplication } from '@niyukti/shared';
import { HoldFixLink, holdFixTab } from '../../../components/hold-fix-link';
import { LabelledValue } from '../../../components/labelled-value';
import { useFormat } from '../../../lib/format';
import { WrittenText } from '../../../components/written-text';

/**
 * A scrutiny hold on my application: what to fix, the officer's remark, the last day, and a link
 * to the part of my profile that fixes it (saving it sends the form back to the officer). Once
 * that day passed unfixed the application is rejected, and this says why.
 */
export function HoldNotice({ application }: { application: TApplication }) {
  const { t } = useTranslation('applications');
  const format = useFormat();
  const { id, holdReason, holdUntil, scrutinyStatus } = application;
  if (!holdReason || !holdUntil) return null;
  const reason = HOLD_REASON_LABELS[holdReason][format.lang];
  const date = format.date(holdUntil);

  if (scrutinyStatus === 'rejected')
    return (
      <Alert
        color="red"
        title={t('hold.expiredTitle')}
        data-testid={`application-hold-${id}`}
        data-hold="expired"
      >
        {t('hold.expiredBody', { reason, date })}
      </Alert>
    );
  if (scrutinyStatus !== 'hold') return null;

  const tab = holdFixTab(holdReason);
  return (
    <Alert
      color="yellow"
      title={t('hold.title', { date })}
      data-testid={`application-hold-${id}`}
      data-hold="open"
    >
      <Stack gap="xs">
        <LabelledValue label={t('hold.reason')}>{reason}</LabelledValue>
        {application.scrutinyRemarks && (
          <LabelledValue label={t('hold.remarks')}>
            <WrittenText>{application.scrutinyRemarks}</WrittenText>
          </LabelledValue>
        )}
        <Text size="sm">{t(tab ? 'hold.explain' : 'hold.explainOther', { date })}</Text>
        {tab && (
          <HoldFixLink reason={holdReason} testId={`application-hold-fix-${id}`}>
            {t('hold.fix', { tab: t(`hold.tabs.${tab}`) })}
          </HoldFixLink>
        )}
      </Stack>
    </Alert>
  );
}
