import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaymentStatus, ScrutinyStatus } from '@niyukti/shared';

// The statuses in the words and colours the candidate's own screens give them (applications).
const SCRUTINY_COLOR: Record<ScrutinyStatus, string> = {
  pending: 'gray',
  approved: 'teal',
  hold: 'yellow',
  rejected: 'red',
};

const PAYMENT_COLOR: Record<PaymentStatus, string> = {
  unpaid: 'orange',
  pending: 'yellow',
  paid: 'teal',
};

const UNCLIPPED = { label: { overflow: 'visible' } } as const;

export function ScrutinyBadge({ status }: { status: ScrutinyStatus }) {
  const { t } = useTranslation('applications');
  return (
    <Badge
      color={SCRUTINY_COLOR[status]}
      variant="light"
      tt="none"
      styles={UNCLIPPED}
      data-status={status}
    >
      {t(`status.scrutiny.${status}`)}
    </Badge>
  );
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('applications');
  return (
    <Badge
      color={PAYMENT_COLOR[status]}
      variant="light"
      tt="none"
      styles={UNCLIPPED}
      data-status={status}
    >
      {t(`status.payment.${status}`)}
    </Badge>
  );
}
