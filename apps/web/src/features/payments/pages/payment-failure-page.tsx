import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OnlinePaymentSlug } from '@niyukti/shared';
import { PaymentCancelled } from '../components/payment-cancelled';

/**
 * /esewa/payment/failure and /cips/payment/failure: where eSewa and connectIPS send the payer
 * after a cancelled or failed payment. Nothing to verify: the fee simply stays unpaid.
 */
export function PaymentFailurePage({ provider }: { provider: OnlinePaymentSlug }) {
  const { t } = useTranslation('payments');
  return (
    <Stack gap="md" maw={640}>
      <Title order={2}>{t('title', { provider: t(`providers.${provider}`) })}</Title>
      <PaymentCancelled />
    </Stack>
  );
}
