import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser, TLogin } from '@niyukti/shared';
import { isApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/auth-context';
import { FormPasswordInput, FormTextInput } from '../../../components/form-fields';
import { deferredZodResolver } from '../../../lib/forms/deferred-resolver';

const checkLogin = deferredZodResolver(() =>
  import('../login-rules').then((rules) => rules.ZLogin),
);

/** Username or e-mail and password (spec §5 "Login and password"). */
export function LoginForm({ onSignedIn }: { onSignedIn(user: TCurrentUser): void }) {
  const { t } = useTranslation('auth');
  const { login } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TLogin>({
    resolver: checkLogin,
    mode: 'onTouched',
    defaultValues: { username: '', password: '' },
  });

  const submit = form.handleSubmit(async ({ username, password }) => {
    setFailure(null);
    try {
      onSignedIn(await login(username, password));
    } catch (error) {
      // The toast fades after 4 s; a wrong password stays written above the button.
      if (isApiError(error) && error.kind === 'http') setFailure(error.message);
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onFocus={checkLogin.preload}
      noValidate
      data-testid="login-form"
    >
      <Stack gap="md">
        <FormTextInput
          control={form.control}
          name="username"
          label={t('login.username')}
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          data-testid="login-username"
        />
        <FormPasswordInput
          control={form.control}
          name="password"
          label={t('login.password')}
          required
          autoComplete="current-password"
          data-testid="login-password"
        />
        {failure && (
          <Alert color="red" variant="light" role="alert" data-testid="login-error">
            {failure}
          </Alert>
        )}
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={form.formState.isSubmitting}
          data-testid="login-submit"
        >
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
