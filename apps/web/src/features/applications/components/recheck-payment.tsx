import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TApplication } from '@niyukti/shared';
import { serverMessage } from '../../../lib/api/messages';
import { useRecheckPayment } from '../api/recheck-payment';

const RESULT_COLOR: Record<TApplication['paymentStatus'], string> = {
  paid: 'teal',
  pending: 'yellow',
  unpaid: 'orange',
};

/**
 * "Debited but it still shows unpaid": asks the providers again about this application's
 * payments, optionally the one a transaction id from the receipt names, and says what they said.
 */
export function RecheckPayment({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('applications');
  const recheck = useRecheckPayment();
  const [transactionId, setTransactionId] = useState('');
  const answer = recheck.data;
  // Picked at render time, so a change of language changes the message too.
  const message = answer ? serverMessage(answer) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    recheck.mutate({ applicationId, transactionId });
  };

  return (
    <Stack gap="xs" maw={520} w="100%">
      <form onSubmit={submit}>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            label={t('recheck.transactionLabel')}
            description={t('recheck.transactionHint')}
            value={transactionId}
            onChange={(event) => setTransactionId(event.currentTarget.value)}
            maxLength={100}
            autoComplete="off"
            style={{ flex: '1 1 14rem' }}
            data-testid={`recheck-transaction-${applicationId}`}
          />
          <Button
            type="submit"
            variant="light"
            loading={recheck.isPending}
            data-testid={`recheck-payment-${applicationId}`}
          >
            {t('recheck.button')}
          </Button>
        </Group>
      </form>
      {answer && message && (
        <Alert
          color={RESULT_COLOR[answer.application.paymentStatus]}
          role="status"
          data-testid={`recheck-result-${applicationId}`}
        >
          {message}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * Beside the pay buttons the re-check waits behind a small link: most people paying need only
 * the buttons, and a second form there would invite paying twice.
 */
export function RecheckPaymentToggle({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('applications');
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="xs" align="flex-start">
      <Anchor
        component="button"
        type="button"
        size="sm"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
        data-testid={`recheck-toggle-${applicationId}`}
      >
        {t('recheck.toggle')}
      </Anchor>
      {open && <RecheckPayment applicationId={applicationId} />}
    </Stack>
  );
}
