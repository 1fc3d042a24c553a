import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaymentAttemptStatus } from '@niyukti/shared';
import { ATTEMPT_STATUS_COLOR } from '../lib/labels';

export function PaymentStatusBadge({ status }: { status: PaymentAttemptStatus }) {
  const { t } = useTranslation('payment-admin');
  return (
    // Never narrower than its word: a table column squeezed at 1280 px cut "तिरिएको" short.
    <Badge
      variant="light"
      color={ATTEMPT_STATUS_COLOR[status]}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
