import type { ReactNode } from 'react';
import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TStaffPayment } from '@niyukti/shared';
import { LabelledValue } from '../../../components/labelled-value';
import { useFormat } from '../../../lib/format';
import { applicationPaymentKey, providerKey, refundReasonKey } from '../lib/labels';
import { PaymentStatusBadge } from './payment-status-badge';
import { IssuedCode } from '../../../components/issued-code';

/** One attempt's facts: whose, for what, through which provider, and where it stands. */
export function PaymentCard({
  payment,
  actions,
  testId,
}: {
  payment: TStaffPayment;
  /** Buttons under the facts (e.g. "Check with provider"); none for a read-only check. */
  actions?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('payment-admin');
  const format = useFormat();
  const ne = format.lang === 'ne';
  return (
    <Card withBorder radius="md" data-testid={testId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {payment.ebpCode}
            </Text>
            <Text size="sm" c="dimmed">
              {payment.candidateName} · {t('columns.masterId')} {format.digits(payment.masterId)}
            </Text>
          </Stack>
          <PaymentStatusBadge status={payment.status} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <LabelledValue label={t('card.advertisement')}>
            {format.digits(payment.advertisementNumber)} (
            <IssuedCode>{payment.advertisementCode}</IssuedCode>)
          </LabelledValue>
          <LabelledValue label={t('card.post')}>
            {ne ? payment.postNe : payment.postEn}
          </LabelledValue>
          <LabelledValue label={t('columns.provider')}>
            {t(providerKey(payment.provider), { defaultValue: payment.provider ?? '—' })}
          </LabelledValue>
          <LabelledValue label={t('columns.amount')}>
            {format.money(payment.amountPaisa)}
          </LabelledValue>
          <LabelledValue label={t('card.fee')}>{format.money(payment.feePaisa)}</LabelledValue>
          <LabelledValue label={t('card.applicationPayment')}>
            {t(applicationPaymentKey(payment.applicationPaymentStatus), {
              defaultValue: payment.applicationPaymentStatus,
            })}
          </LabelledValue>
          <LabelledValue label={t('card.orderId')}>{payment.orderId}</LabelledValue>
          <LabelledValue label={t('card.providerRef')}>{payment.providerRef ?? '—'}</LabelledValue>
          <LabelledValue label={t('columns.providerStatus')}>
            {payment.providerStatus ? <IssuedCode>{payment.providerStatus}</IssuedCode> : '—'}
          </LabelledValue>
          <LabelledValue label={t('columns.createdAt')}>
            {format.date(payment.createdAt)}
          </LabelledValue>
          <LabelledValue label={t('card.paidAt')}>
            {payment.paidAt ? format.date(payment.paidAt) : '—'}
          </LabelledValue>
          <LabelledValue label={t('card.checkedAt')}>
            {payment.checkedAt
              ? `${format.date(payment.checkedAt)} (${t('card.checkCount', {
                  count: payment.checkCount,
                  n: format.digits(payment.checkCount),
                })})`
              : '—'}
          </LabelledValue>
          {payment.status === 'refund_due' && (
            <LabelledValue label={t('columns.refundReason')}>
              {t(refundReasonKey(payment.refundReason), {
                defaultValue: payment.refundReason ?? '—',
              })}
            </LabelledValue>
          )}
        </SimpleGrid>
        {actions && <Group justify="flex-end">{actions}</Group>}
      </Stack>
    </Card>
  );
}
