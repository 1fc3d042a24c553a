import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TApplication } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { STATUS_MESSAGE_COLOR } from './status-badges';

/** Which explanation a message takes; partially approved says which half is still missing. */
function bodyKeyOf(application: TApplication) {
  const { statusMessage } = application;
  // Unpaid past the single fee's date: the way on is the double fee.
  if (application.paymentWindow === 'convertible' && statusMessage !== 'none')
    return 'statusMessage.convertibleBody' as const;
  if (statusMessage === 'partiallyApproved') return 'statusMessage.partiallyApproved.approvedBody';
  if (statusMessage === 'inProgress' && application.paymentStatus === 'paid')
    return 'statusMessage.inProgress.paidBody';
  return `statusMessage.${statusMessage}.body` as const;
}

/** The application's status message (spec §4) and what it means for the candidate. */
export function ApplicationStatusMessage({ application }: { application: TApplication }) {
  const { t } = useTranslation('applications');
  const format = useFormat();
  const { statusMessage } = application;
  if (statusMessage === 'none') return null;
  return (
    <Alert
      color={STATUS_MESSAGE_COLOR[statusMessage]}
      title={t(`statusMessage.${statusMessage}.title`)}
      data-testid="application-status-message"
      data-status-message={statusMessage}
    >
      {t(bodyKeyOf(application), {
        date: format.date(
          application.paymentWindow === 'convertible' && application.convertBy
            ? application.convertBy
            : application.lastPaymentDate,
        ),
      })}
    </Alert>
  );
}
