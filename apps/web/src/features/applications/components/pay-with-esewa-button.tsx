import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStartEsewaPayment } from '../api/start-esewa-payment';

/** Starts the payment and posts eSewa's form; stays busy while the browser leaves for eSewa. */
export function PayWithEsewaButton({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('applications');
  const start = useStartEsewaPayment();
  return (
    <Button
      color="green"
      loading={start.isPending || start.isSuccess}
      onClick={() => start.mutate(applicationId)}
      data-testid={`pay-esewa-${applicationId}`}
    >
      {t('actions.payEsewa')}
    </Button>
  );
}
