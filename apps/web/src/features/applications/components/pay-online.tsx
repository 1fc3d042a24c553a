import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ONLINE_PAYMENT_SLUGS, type OnlinePaymentSlug } from '@niyukti/shared';
import { useStartPayment } from '../api/start-payment';

/** Each provider's own colour, so the buttons are told apart at a glance. */
const PROVIDER_COLOR: Record<OnlinePaymentSlug, string> = {
  esewa: 'green',
  khalti: 'violet',
  connectips: 'blue',
  fonepay: 'red',
};

/**
 * One button per online provider. The clicked one spins while its form is fetched and posted;
 * the others stay disabled until the browser has left, so a second payment cannot start.
 */
export function PayOnline({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('applications');
  const start = useStartPayment();
  // isSuccess: the form is submitted and the browser is leaving for the provider.
  const leaving = start.isPending || start.isSuccess;
  return (
    <Group gap="xs" wrap="wrap" data-testid={`pay-online-${applicationId}`}>
      {ONLINE_PAYMENT_SLUGS.map((provider) => {
        const chosen = leaving && start.variables?.provider === provider;
        return (
          <Button
            key={provider}
            color={PROVIDER_COLOR[provider]}
            loading={chosen}
            disabled={leaving && !chosen}
            onClick={() => start.mutate({ applicationId, provider })}
            data-testid={`pay-${provider}-${applicationId}`}
          >
            {t(`pay.${provider}`)}
          </Button>
        );
      })}
    </Group>
  );
}
