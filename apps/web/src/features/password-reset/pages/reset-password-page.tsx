import { useState } from 'react';
import { Alert, Anchor, Button, Divider, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../lib/routing/paths';
import { PageLoader } from '../../../components/page-loader';
import { isApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/auth-context';
import { useResetToken } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';

type Outcome = 'form' | 'done' | 'invalid';

function InvalidLinkPanel() {
  const { t } = useTranslation('password-reset');
  return (
    <Stack gap="md">
      <Alert
        color="red"
        variant="light"
        title={t('reset.invalidTitle')}
        data-testid="reset-password-invalid"
      >
        {t('error.RESET_TOKEN_INVALID', { ns: 'messages' })}
      </Alert>
      <Button
        component={Link}
        to={PATHS.forgotPassword}
        variant="light"
        data-testid="reset-password-new-link"
      >
        {t('reset.askNewLink')}
      </Button>
    </Stack>
  );
}

function DonePanel() {
  const { t } = useTranslation('password-reset');
  return (
    <Stack gap="md">
      <Alert
        color="teal"
        variant="light"
        title={t('reset.doneTitle')}
        data-testid="reset-password-done"
      >
        {t('passwordReset.done', { ns: 'messages' })}
      </Alert>
      <Button component={Link} to={PATHS.login} data-testid="reset-password-login">
        {t('reset.login')}
      </Button>
    </Stack>
  );
}

/** A failure that is not about the link (no network, server down): say so and let them retry. */
function CheckFailedPanel({ message, onRetry }: { message: string; onRetry(): void }) {
  const { t } = useTranslation('password-reset');
  return (
    <Stack gap="md">
      <Alert color="orange" variant="light">
        {message}
      </Alert>
      <Button variant="light" onClick={onRetry}>
        {t('reset.retry')}
      </Button>
    </Stack>
  );
}

function ResetPasswordContent({ token }: { token: string }) {
  const { t } = useTranslation('password-reset');
  const { user, logout } = useAuth();
  const check = useResetToken(token);
  const [outcome, setOutcome] = useState<Outcome>('form');

  async function finish() {
    // The server ended every session of this account; a signed-in tab must not pretend otherwise.
    if (user) await logout();
    setOutcome('done');
  }

  if (outcome === 'done') return <DonePanel />;
  if (outcome === 'invalid') return <InvalidLinkPanel />;
  if (check.isPending) return <PageLoader />;
  if (check.isError) {
    const linkRefused = isApiError(check.error) && check.error.status === 400;
    if (linkRefused) return <InvalidLinkPanel />;
    return <CheckFailedPanel message={check.error.message} onRetry={() => void check.refetch()} />;
  }
  return (
    <Stack gap="md">
      <Text size="sm">
        {t('reset.for')}{' '}
        <Text span fw={700} translate="no" data-testid="reset-password-username">
          {check.data.username}
        </Text>
      </Text>
      <ResetPasswordForm
        token={token}
        onReset={() => void finish()}
        onLinkInvalid={() => setOutcome('invalid')}
      />
    </Stack>
  );
}

/** /change/password/:tokenId, the link of the reset mail; open whether signed in or not. */
export function ResetPasswordPage() {
  const { t } = useTranslation('password-reset');
  const { tokenId = '' } = useParams();
  return (
    <AuthCard title={t('reset.title')}>
      <ResetPasswordContent key={tokenId} token={tokenId} />
      <Divider />
      <Anchor component={Link} to={PATHS.login} size="sm" data-testid="back-to-login-link">
        {t('backToLogin')}
      </Anchor>
    </AuthCard>
  );
}
