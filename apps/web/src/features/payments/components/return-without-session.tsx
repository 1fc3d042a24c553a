import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OnlinePaymentSlug } from '@niyukti/shared';
import type { FromState } from '../../../lib/routing/guards';
import { PATHS } from '../../../lib/routing/paths';
import { serverMessage } from '../../../lib/api/messages';
import { useFormat } from '../../../lib/format';
import type { ReturnWithoutSession, ServerMessage } from '../api/confirm-payment';

/**
 * Nobody is signed in on this browser: the way to the application (or to the list when the
 * return named none) goes through the login page, which brings the person back there.
 */
export function SignInToSee({ applicationId }: { applicationId?: number }) {
  const { t } = useTranslation('payments');
  const from: FromState = {
    from: applicationId === undefined ? PATHS.myApplications : PATHS.myApplication(applicationId),
  };
  return (
    <Stack gap="sm">
      <Text size="sm" data-testid="payment-signed-out">
        {t('signedOut.notice')}
      </Text>
      <Group>
        <Button component={Link} to={PATHS.login} state={from} data-testid="payment-sign-in">
          {t('signedOut.signIn')}
        </Button>
      </Group>
    </Stack>
  );
}

const TEST_ID: Record<ReturnWithoutSession['outcome'], string> = {
  paid: 'payment-verified',
  pending: 'payment-pending',
  'not-paid': 'payment-not-made',
  'refund-due': 'payment-refund-due',
};

const COLOR: Record<ReturnWithoutSession['outcome'], string> = {
  paid: 'teal',
  pending: 'yellow',
  'not-paid': 'orange',
  'refund-due': 'orange',
};

/**
 * What the server did with a return that came without a session: paid, still pending at the
 * provider, not paid, or collected but to be refunded, with the post it was for; then sign in.
 */
export function ReturnWithoutSessionOutcome({
  provider,
  answer,
  message,
}: {
  provider: OnlinePaymentSlug;
  answer: ReturnWithoutSession;
  message: ServerMessage;
}) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const { outcome } = answer;
  const title = {
    paid: t('success.verifiedTitle'),
    pending: t('success.pendingTitle'),
    'not-paid': t('signedOut.notPaidTitle'),
    'refund-due': t('refund.title'),
  }[outcome];
  const body = {
    paid: t('success.verifiedBody'),
    pending: t('success.pendingBody', { provider: t(`providers.${provider}`) }),
    // The server's words (picked at render time, so they follow a change of language).
    'not-paid': serverMessage({ message }),
    'refund-due': serverMessage({ message }),
  }[outcome];
  const post = format.lang === 'ne' ? answer.postNe : answer.postEn;
  return (
    <Stack gap="md">
      <Alert color={COLOR[outcome]} title={title} data-testid={TEST_ID[outcome]}>
        <Stack gap={4}>
          <Text size="sm">{body}</Text>
          <Text size="sm">
            {t('success.advertisement')}: <b>{format.digits(answer.advertisementNumber)}</b>
            {` (${post})`}
          </Text>
        </Stack>
      </Alert>
      <SignInToSee applicationId={answer.applicationId} />
    </Stack>
  );
}
