import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OnlinePaymentSlug, TApplication } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';

/** What the confirmation returned: paid (with the facts to keep) or still being confirmed. */
export function PaymentOutcome({
  provider,
  application,
}: {
  provider: OnlinePaymentSlug;
  application: TApplication;
}) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const paid = application.paymentStatus === 'paid';
  const post = format.lang === 'ne' ? application.postNe : application.postEn;
  return (
    <Alert
      color={paid ? 'teal' : 'yellow'}
      title={paid ? t('success.verifiedTitle') : t('success.pendingTitle')}
      data-testid={paid ? 'payment-verified' : 'payment-pending'}
    >
      <Stack gap={4}>
        <Text size="sm">
          {paid
            ? t('success.verifiedBody')
            : t('success.pendingBody', { provider: t(`providers.${provider}`) })}
        </Text>
        <Text size="sm">
          {t('success.amount')}: <b>{format.money(application.feePaisa)}</b>
        </Text>
        <Text size="sm">
          {t('success.advertisement')}: <b>{format.digits(application.advertisementNumber)}</b>
          {` (${post})`}
        </Text>
        {application.paymentReference && (
          <Text size="sm">
            {t('success.reference')}:{' '}
            <b data-testid="payment-reference" translate="no">
              {application.paymentReference}
            </b>
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
