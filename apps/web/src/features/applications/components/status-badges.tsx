import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatusMessage, PaymentStatus, ScrutinyStatus } from '@niyukti/shared';

const SCRUTINY_COLOR: Record<ScrutinyStatus, string> = {
  pending: 'gray',
  approved: 'teal',
  hold: 'yellow',
  rejected: 'red',
};

/** 'none' has no message: a rejection speaks through the scrutiny outcome and its remarks. */
export const STATUS_MESSAGE_COLOR: Record<Exclude<ApplicationStatusMessage, 'none'>, string> = {
  approved: 'teal',
  partiallyApproved: 'yellow',
  expired: 'red',
  inProgress: 'blue',
};

const PAYMENT_COLOR: Record<PaymentStatus, string> = {
  unpaid: 'orange',
  pending: 'yellow',
  paid: 'teal',
};

export function ScrutinyBadge({ status }: { status: ScrutinyStatus }) {
  const { t } = useTranslation('applications');
  return (
    <Badge color={SCRUTINY_COLOR[status]} variant="light" data-status={status}>
      {t(`status.scrutiny.${status}`)}
    </Badge>
  );
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('applications');
  return (
    <Badge color={PAYMENT_COLOR[status]} variant="light" data-status={status}>
      {t(`status.payment.${status}`)}
    </Badge>
  );
}

export function StatusMessageBadge({ message }: { message: ApplicationStatusMessage }) {
  const { t } = useTranslation('applications');
  if (message === 'none') return null;
  return (
    <Badge color={STATUS_MESSAGE_COLOR[message]} data-status-message={message}>
      {t(`statusMessage.${message}.title`)}
    </Badge>
  );
}
