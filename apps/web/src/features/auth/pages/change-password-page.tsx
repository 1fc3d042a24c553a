import { Alert, Anchor, Paper, Stack, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@niyukti/shared';
import { homePathFor } from '../../../lib/routing/guards';
import { PATHS } from '../../../lib/routing/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { ChangePasswordForm } from '../components/change-password-form';

/**
 * /change-password: by choice from the user menu, or forced after the first login with the
 * temporary password (spec §1). Afterwards candidates go to /home and staff to /admin.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  const { user } = useAuth();
  const navigate = useNavigate();
  const forced = user?.mustChangePassword ?? false;

  function continueAs(changed: TCurrentUser | null) {
    void navigate(changed ? homePathFor(changed) : PATHS.login, { replace: true });
  }

  return (
    <Stack maw={480} mx="auto" gap="lg">
      <Title order={1} size="h2">
        {t('changePassword.title')}
      </Title>
      {forced && (
        <Alert
          color="yellow"
          variant="light"
          title={t('changePassword.forcedTitle')}
          data-testid="change-password-forced"
        >
          {t('changePassword.forcedBody')}
        </Alert>
      )}
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <ChangePasswordForm onChanged={continueAs} />
      </Paper>
      {!forced && user && (
        <Anchor component={Link} to={homePathFor(user)} size="sm">
          {t('changePassword.back')}
        </Anchor>
      )}
    </Stack>
  );
}
