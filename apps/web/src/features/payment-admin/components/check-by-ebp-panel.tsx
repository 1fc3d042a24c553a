import { useState } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { usePaymentByEbpCode } from '../api/payments';
import { EbpCodeForm } from './ebp-code-form';
import { PaymentCard } from './payment-card';

/** Check payment by ebp code (CPM): the attempt's facts, read only. */
export function CheckByEbpPanel() {
  const { t } = useTranslation('payment-admin');
  const [ebpCode, setEbpCode] = useState<string | null>(null);
  const found = usePaymentByEbpCode(ebpCode);
  const failure = found.isError && isApiError(found.error) ? found.error : null;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('ebp.checkHint')}
      </Text>
      {/* The same code again asks again: the attempt may have moved on since. */}
      <EbpCodeForm
        loading={found.isFetching}
        onSearch={(code) => (code === ebpCode ? void found.refetch() : setEbpCode(code))}
        testIdPrefix="check-ebp"
      />
      {failure && (
        <Alert color={failure.status === 404 ? 'yellow' : 'red'} data-testid="check-ebp-not-found">
          {failure.status === 404 ? t('ebp.notFound') : failure.message}
        </Alert>
      )}
      {found.data && <PaymentCard payment={found.data} testId="check-ebp-card" />}
    </Stack>
  );
}
