import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PaymentTable } from './payment-table';

/**
 * Check synchronised payment: what the reconciliation job left for people. Money a provider
 * collected that settles nothing (refund due, with its reason) and attempts still pending.
 */
export function SyncPanel() {
  const { t } = useTranslation('payment-admin');
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('sync.intro')}
      </Text>
      <Stack gap="xs">
        <Title order={4}>{t('sync.refundDue')}</Title>
        <Text size="sm" c="dimmed">
          {t('sync.refundDueHint')}
        </Text>
        <PaymentTable
          scope="UP"
          label={t('sync.refundDue')}
          status={{ fixed: 'refund_due' }}
          allowRecheck={false}
          withRefundReason
          testId="sync-refund"
        />
      </Stack>
      <Stack gap="xs">
        <Title order={4}>{t('sync.pending')}</Title>
        <Text size="sm" c="dimmed">
          {t('sync.pendingHint')}
        </Text>
        <PaymentTable
          scope="UP"
          label={t('sync.pending')}
          status={{ fixed: 'pending' }}
          testId="sync-pending"
        />
      </Stack>
    </Stack>
  );
}
