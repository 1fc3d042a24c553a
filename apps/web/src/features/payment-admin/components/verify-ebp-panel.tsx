import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePaymentWithEbpCode, useRecheckPayment } from '../api/payments';
import { canAskProvider } from '../lib/labels';
import { EbpCodeForm } from './ebp-code-form';
import { PaymentCard } from './payment-card';

/**
 * Verify ebp code (UP; also the merchant-verify-payment page): the attempt an ebp code names,
 * and "Check with provider", which asks its provider and settles it if the provider has it.
 */
export function VerifyEbpPanel() {
  const { t } = useTranslation('payment-admin');
  const [ebpCode, setEbpCode] = useState<string | null>(null);
  const found = usePaymentWithEbpCode(ebpCode);
  const recheck = useRecheckPayment('UP');
  const payment = found.data;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('ebp.verifyHint')}
      </Text>
      {/* The same code again asks again: the attempt may have moved on since. */}
      <EbpCodeForm
        loading={found.isFetching}
        onSearch={(code) => (code === ebpCode ? void found.refetch() : setEbpCode(code))}
        testIdPrefix="verify-ebp"
      />
      {payment === null && (
        <Alert color="yellow" data-testid="verify-ebp-not-found">
          {t('ebp.notFound')}
        </Alert>
      )}
      {payment && (
        <PaymentCard
          payment={payment}
          testId="verify-ebp-card"
          actions={
            canAskProvider(payment.provider) ? (
              <Button
                loading={recheck.isPending}
                onClick={() => recheck.mutate(payment.id)}
                data-testid="verify-ebp-recheck"
              >
                {t('actions.recheck')}
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                {t('ebp.notAskable')}
              </Text>
            )
          }
        />
      )}
    </Stack>
  );
}
