import { Anchor, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@niyukti/shared';
import { wayBackFor, type FromState } from '../../../lib/routing/guards';
import { PATHS } from '../../../lib/routing/paths';
import { useSessionInfo } from '../../../components/startup-gate';
import { LoginForm } from '../components/login-form';

/**
 * /login. After signing in the person goes back where the guards stopped them, else to their
 * home; a temporary password sends them on to /change-password (the guard sees to that).
 * "Forgot password?" leads to the reset flow (its text lives in that flow's namespace).
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const { devMailbox } = useSessionInfo();
  const from = (location.state as FromState | null)?.from;

  function continueAs(user: TCurrentUser) {
    void navigate(wayBackFor(user, from), { replace: true });
  }

  return (
    <Stack maw={440} mx="auto" gap="lg" py={{ base: 0, sm: 'xl' }}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t('login.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('login.intro')}
            </Text>
          </Stack>
          <LoginForm onSignedIn={continueAs} />
          <Anchor
            component={Link}
            to={PATHS.forgotPassword}
            size="sm"
            data-testid="login-forgot-password-link"
          >
            {t('loginLink', { ns: 'password-reset' })}
          </Anchor>
          <Divider />
          <Stack gap="xs">
            <Text size="sm">
              {t('login.newHere')}{' '}
              <Anchor component={Link} to={PATHS.register} data-testid="login-register-link">
                {t('login.register')}
              </Anchor>
            </Text>
            <Anchor component={Link} to={PATHS.faq} size="sm" data-testid="login-faq-link">
              {t('login.faq')}
            </Anchor>
            {devMailbox && (
              <Anchor
                component={Link}
                to={PATHS.devMailbox}
                size="sm"
                data-testid="login-dev-mailbox-link"
              >
                {t('login.devMailbox')}
              </Anchor>
            )}
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}
