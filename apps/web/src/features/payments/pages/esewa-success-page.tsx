import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/paths';
import { useConfirmEsewaPayment } from '../api/confirm-esewa-payment';
import { PaymentOutcome } from '../components/payment-outcome';

function Verifying() {
  const { t } = useTranslation('payments');
  return (
    <Group gap="sm" role="status" aria-live="polite">
      <Loader size="sm" />
      <Text>{t('success.verifying')}</Text>
    </Group>
  );
}

/**
 * /esewa/payment/success: eSewa sends the person back with `?data=`; the server verifies it with
 * eSewa. Confirmed once per `data` (a ref survives StrictMode's second effect run; a repeat would
 * be harmless on the server anyway).
 */
export function EsewaSuccessPage() {
  const { t } = useTranslation('payments');
  const data = useSearchParams()[0].get('data') ?? '';
  const confirm = useConfirmEsewaPayment(data);
  const sent = useRef<string | null>(null);
  const { mutate } = confirm;

  useEffect(() => {
    if (!data || sent.current === data) return;
    sent.current = data;
    mutate();
  }, [data, mutate]);

  return (
    <Stack gap="md" maw={640}>
      <Title order={2}>{t('success.title')}</Title>
      {!data && (
        <Alert color="red" title={t('success.failedTitle')} data-testid="payment-failed">
          {t('success.noData')}
        </Alert>
      )}
      {data && (confirm.isIdle || confirm.isPending) && <Verifying />}
      {confirm.isSuccess && <PaymentOutcome application={confirm.data} />}
      {confirm.isError && (
        <Alert color="red" title={t('success.failedTitle')} data-testid="payment-failed">
          {confirm.error.message}
        </Alert>
      )}
      <Group>
        <Button component={Link} to={PATHS.myApplications} data-testid="payment-to-applications">
          {t('goToMyApplications')}
        </Button>
      </Group>
    </Stack>
  );
}
