import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/paths';

/** /esewa/payment/failure: eSewa sends the person here when the payment was cancelled or failed. */
export function EsewaFailurePage() {
  const { t } = useTranslation('payments');
  return (
    <Stack gap="md" maw={640}>
      <Title order={2}>{t('failure.title')}</Title>
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
