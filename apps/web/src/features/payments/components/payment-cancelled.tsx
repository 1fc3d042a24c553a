import { Alert, Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../lib/routing/paths';

/** The payer cancelled or the provider did not complete it: the fee is still to be paid. */
export function PaymentCancelled() {
  const { t } = useTranslation('payments');
  return (
    <Stack gap="md">
      <Alert color="orange" title={t('failure.heading')} data-testid="payment-cancelled">
        {t('failure.body')}
      </Alert>
      <Group>
        <Button component={Link} to={PATHS.myApplications} data-testid="payment-try-again">
          {t('failure.tryAgain')}
        </Button>
      </Group>
    </Stack>
  );
}
