import { Anchor, Card, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TApplication } from '@niyukti/shared';
import { PATHS } from '../../../lib/routing/paths';
import { useFormat } from '../../../lib/format';
import { useVoucher } from '../api/voucher';
import { ConvertToDoubleFeeButton } from './convert-to-double-fee';
import { DownloadAdmitCardButton } from './download-admit-card-button';
import { PayOnline } from './pay-online';
import { RecheckPayment, RecheckPaymentToggle } from './recheck-payment';
import { RollNumberValue } from './roll-number-value';
import { PaymentBadge, ScrutinyBadge, StatusMessageBadge } from './status-badges';
import { PayByVoucher, VoucherPendingHint } from './voucher-panel';
import { HoldNotice } from './hold-notice';
import { LabelledValue } from '../../../components/labelled-value';
import { WrittenText } from '../../../components/written-text';

/**
 * Pending: either a bank voucher waits for the commission (nothing to do but wait, or replace
 * it from the detail page), or an online payment waits for its provider (ask it again).
 */
function PendingPayment({ application }: { application: TApplication }) {
  const { t } = useTranslation('applications');
  const voucher = useVoucher(application.id);
  if (voucher.isPending) return <Loader size="xs" />;
  if (voucher.data?.status === 'submitted')
    return <VoucherPendingHint applicationId={application.id} />;
  // No pay buttons: the server refuses a second payment while one may still go through.
  return (
    <Stack gap="xs" w="100%">
      <Text size="sm" c="dimmed" data-testid={`payment-pending-hint-${application.id}`}>
        {t('card.paymentPendingHint')}
      </Text>
      <RecheckPayment applicationId={application.id} />
    </Stack>
  );
}

/**
 * What I can do next: pay (online or by bank voucher), wait for the payment's confirmation (or
 * ask for it again), or download the admit card.
 */
export function ApplicationActions({ application }: { application: TApplication }) {
  const { t } = useTranslation('applications');
  const format = useFormat();
  // Only a fee inside its window gets payment buttons: no button to a refusal.
  const unpaid = application.paymentStatus === 'unpaid';
  const payable = unpaid && application.paymentWindow === 'payable';
  const convertible = unpaid && application.paymentWindow === 'convertible';
  if (convertible)
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm" data-testid={`double-fee-hint-${application.id}`}>
          {t('doubleFee.hint', {
            date: format.date(application.lastPaymentDate),
            convertBy: application.convertBy ? format.date(application.convertBy) : '',
          })}
        </Text>
        <ConvertToDoubleFeeButton application={application} />
      </Stack>
    );
  if (application.paymentStatus === 'pending') return <PendingPayment application={application} />;
  if (payable)
    return (
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <PayOnline applicationId={application.id} />
          <PayByVoucher application={application} />
        </Group>
        <RecheckPaymentToggle applicationId={application.id} />
      </Stack>
    );
  if (application.admitCardAvailable)
    return <DownloadAdmitCardButton applicationId={application.id} />;
  return null;
}

/** One of my applications: what, where, how far it has come, and what I can do next. */
export function ApplicationCard({ application }: { application: TApplication }) {
  const { t } = useTranslation('applications');
  const format = useFormat();
  const ne = format.lang === 'ne';
  return (
    <Card withBorder radius="md" padding="md" data-testid={`application-${application.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={0}>
            <Text fw={700}>{ne ? application.postNe : application.postEn}</Text>
            <Text size="sm" c="dimmed">
              {format.digits(application.advertisementNumber)}
            </Text>
          </Stack>
          <StatusMessageBadge message={application.statusMessage} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <LabelledValue label={t('card.scrutiny')}>
            <ScrutinyBadge status={application.scrutinyStatus} />
          </LabelledValue>
          <LabelledValue label={t('card.payment')}>
            <PaymentBadge status={application.paymentStatus} />
            {application.paymentReference && (
              <Text
                size="xs"
                c="dimmed"
                translate="no"
                data-testid={`payment-reference-${application.id}`}
              >
                {application.paymentReference}
              </Text>
            )}
          </LabelledValue>
          <LabelledValue label={t('card.examCentre')}>
            <Text size="sm">{ne ? application.examCentreNe : application.examCentreEn}</Text>
          </LabelledValue>
          <LabelledValue label={t('card.fee')}>
            <Text size="sm">{format.money(application.feePaisa)}</Text>
          </LabelledValue>
          <LabelledValue label={t('card.appliedOn')}>
            <Text size="sm">{format.date(application.appliedAt, 'bs')}</Text>
            <Text size="xs" c="dimmed">
              {format.date(application.appliedAt, 'ad')}
            </Text>
          </LabelledValue>
          <LabelledValue label={t('card.rollNumber')}>
            <RollNumberValue rollNumber={application.rollNumber} />
          </LabelledValue>
        </SimpleGrid>
        <HoldNotice application={application} />
        {/* On hold, the notice above carries the remark. */}
        {application.scrutinyRemarks && application.scrutinyStatus !== 'hold' && (
          <LabelledValue label={t('card.remarks')}>
            <Text size="sm">
              <WrittenText>{application.scrutinyRemarks}</WrittenText>
            </Text>
          </LabelledValue>
        )}
        <Group justify="space-between" align="flex-end" gap="sm">
          <ApplicationActions application={application} />
          <Anchor
            component={Link}
            to={PATHS.myApplication(application.id)}
            size="sm"
            ml="auto"
            data-testid={`application-detail-link-${application.id}`}
          >
            {t('card.details')}
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
