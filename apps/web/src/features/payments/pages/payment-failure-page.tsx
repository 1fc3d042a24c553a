import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OnlinePaymentSlug } from '@niyukti/shared';
import { useAuth } from '../../../lib/auth/auth-context';
import { PaymentCancelled } from '../components/payment-cancelled';
import { SignInToSee } from '../components/return-without-session';

/**
 * /esewa/payment/failure and /cips/payment/failure: where eSewa and connectIPS send the payer
 * after a cancelled or failed payment. Nothing to verify: the fee simply stays unpaid. Open to
 * everyone: a payer back without a session is told so too, and offered to sign in.
 */
export function PaymentFailurePage({ provider }: { provider: OnlinePaymentSlug }) {
  const { t } = useTranslation('payments');
  const { user, status } = useAuth();
  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">
        {t('title', { provider: t(`providers.${provider}`) })}
      </Title>
      <PaymentCancelled />
      {status === 'ready' && user?.type !== 'candidate' && <SignInToSee />}
    </Stack>
  );
}
