import { useState } from 'react';
import { Alert, Anchor, Divider, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../lib/routing/paths';
import { useSessionInfo } from '../../../components/startup-gate';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';

/** The confirmation says the same whether or not the e-mail is registered (nothing to probe). */
function LinkSentPanel() {
  const { t } = useTranslation('password-reset');
  return (
    <Alert
      color="teal"
      variant="light"
      title={t('forgot.sentTitle')}
      data-testid="forgot-password-sent"
    >
      {t('passwordReset.linkSent', { ns: 'messages' })}
    </Alert>
  );
}

/** /forgot-password: ask for a one-time reset link by e-mail (spec §5). */
export function ForgotPasswordPage() {
  const { t } = useTranslation('password-reset');
  const { devMailbox } = useSessionInfo();
  const [sent, setSent] = useState(false);
  return (
    <AuthCard title={t('forgot.title')} intro={sent ? undefined : t('forgot.intro')}>
      {sent ? <LinkSentPanel /> : <ForgotPasswordForm onSent={() => setSent(true)} />}
      <Divider />
      <Stack gap="xs">
        {sent && devMailbox && (
          <Anchor
            component={Link}
            to={PATHS.devMailbox}
            size="sm"
            data-testid="forgot-password-dev-mailbox-link"
          >
            {t('forgot.devMailbox')}
          </Anchor>
        )}
        {sent && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="left"
            onClick={() => setSent(false)}
          >
            {t('forgot.again')}
          </Anchor>
        )}
        <Anchor component={Link} to={PATHS.login} size="sm" data-testid="back-to-login-link">
          {t('backToLogin')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
