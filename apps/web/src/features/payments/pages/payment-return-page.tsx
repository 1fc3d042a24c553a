import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OnlinePaymentSlug } from '@niyukti/shared';
import { PATHS } from '../../../lib/routing/paths';
import { serverMessage } from '../../../lib/api/messages';
import { useAuth } from '../../../lib/auth/auth-context';
import { useConfirmPayment, type ConfirmedPayment } from '../api/confirm-payment';
import { PaymentCancelled } from '../components/payment-cancelled';
import { PaymentOutcome } from '../components/payment-outcome';
import { ReturnWithoutSessionOutcome, SignInToSee } from '../components/return-without-session';
import { namesPayment, notCompleted, payerTurnedBack } from '../lib/provider-return';

function Verifying({ provider }: { provider: OnlinePaymentSlug }) {
  const { t } = useTranslation('payments');
  return (
    <Group gap="sm" role="status" aria-live="polite">
      <Loader size="sm" />
      <Text>{t('success.verifying', { provider: t(`providers.${provider}`) })}</Text>
    </Group>
  );
}

/** Paid or pending as usual; money the application cannot take is said in the server's words. */
function Confirmed({
  provider,
  payment,
}: {
  provider: OnlinePaymentSlug;
  payment: ConfirmedPayment;
}) {
  const { t } = useTranslation('payments');
  const { application, refundDue } = payment;
  const settled = application.paymentStatus !== 'unpaid';
  return (
    <Stack gap="md">
      {settled && <PaymentOutcome provider={provider} application={application} />}
      {(refundDue || !settled) && (
        <Alert
          color="orange"
          title={refundDue ? t('refund.title') : t('refund.unpaidTitle')}
          data-testid="payment-refund-due"
        >
          {/* Picked at render time, so it follows a change of language. */}
          {serverMessage({ message: payment.message })}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * Every provider's return route (/esewa/payment/success, /khalti/payment/success,
 * /cips/payment/success, /fone-pay/payment): all the query parameters go to the server as
 * received, which verifies them with the provider. Confirmed once per query string (a ref
 * survives StrictMode's second effect run; a repeat would be harmless on the server anyway).
 * Open to everyone: a payer who comes back without a session (another address than the one
 * they left from, a session expired at the provider's page) has the return settled through
 * the public route, is told what happened and is offered to sign in to see the application.
 */
export function PaymentReturnPage({ provider }: { provider: OnlinePaymentSlug }) {
  const { t } = useTranslation('payments');
  const { user, status } = useAuth();
  const [searchParams] = useSearchParams();
  const query = searchParams.toString();
  const turnedBack = payerTurnedBack(provider, searchParams);
  const named = namesPayment(provider, searchParams);
  const confirm = useConfirmPayment(provider);
  const sent = useRef<string | null>(null);
  const { mutate } = confirm;
  const authKnown = status === 'ready';
  const asCandidate = user?.type === 'candidate';

  useEffect(() => {
    if (!authKnown || turnedBack || !named || sent.current === query) return;
    sent.current = query;
    mutate({ params: Object.fromEntries(new URLSearchParams(query)), asCandidate });
  }, [query, turnedBack, named, mutate, authKnown, asCandidate]);

  // Whether this browser is signed in, as the confirmation found it (a session may end on the way).
  const signedIn = confirm.isSuccess ? confirm.data.signedIn : asCandidate;
  // The server may also find it not completed (Fonepay's RC, Khalti's lookup): cancelled too.
  const cancelled = turnedBack || (confirm.isError && notCompleted(confirm.error));
  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">
        {t('title', { provider: t(`providers.${provider}`) })}
      </Title>
      {cancelled ? (
        <>
          <PaymentCancelled />
          {authKnown && !signedIn && <SignInToSee />}
        </>
      ) : (
        <>
          {!named && (
            <Alert color="red" title={t('success.failedTitle')} data-testid="payment-failed">
              {t('success.noData', { provider: t(`providers.${provider}`) })}
            </Alert>
          )}
          {named && (confirm.isIdle || confirm.isPending) && <Verifying provider={provider} />}
          {confirm.isSuccess &&
            (confirm.data.signedIn ? (
              <Confirmed provider={provider} payment={confirm.data} />
            ) : (
              <ReturnWithoutSessionOutcome
                provider={provider}
                answer={confirm.data.answer}
                message={confirm.data.message}
              />
            ))}
          {confirm.isError && (
            <Alert color="red" title={t('success.failedTitle')} data-testid="payment-failed">
              {confirm.error.message}
            </Alert>
          )}
          {signedIn ? (
            <Group>
              <Button
                component={Link}
                to={PATHS.myApplications}
                data-testid="payment-to-applications"
              >
                {t('goToMyApplications')}
              </Button>
            </Group>
          ) : (
            authKnown && (confirm.isError || !named) && <SignInToSee />
          )}
        </>
      )}
    </Stack>
  );
}
