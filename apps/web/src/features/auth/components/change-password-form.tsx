import { Button, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZChangePassword, type TChangePassword, type TCurrentUser } from '@niyukti/shared';
import { isApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/auth-context';
import { useChangePassword } from '../api/change-password';
import { FormPasswordInput } from '../../../components/form-fields';
import { PasswordRules } from '../../../components/password-rules';
import { placeServerErrors } from '../../../lib/server-errors';

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

/** Old, new, confirm (spec §5); the server answers a fresh token pair, which replaces ours. */
export function ChangePasswordForm({ onChanged }: { onChanged(user: TCurrentUser | null): void }) {
  const { t } = useTranslation('auth');
  const { acceptTokens } = useAuth();
  const change = useChangePassword();
  const form = useForm<TChangePassword>({
    resolver: zodResolver(ZChangePassword),
    mode: 'onTouched',
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { control, setError } = form;
  const newPassword = useWatch({ control, name: 'newPassword' });

  const submit = form.handleSubmit(async (values) => {
    try {
      onChanged(await acceptTokens(await change.mutateAsync(values)));
    } catch (error) {
      if (isApiError(error) && error.code === 'INVALID_CREDENTIALS') {
        // Said of the old password only: the person is signed in, the username is not in doubt.
        setError(
          'oldPassword',
          { type: 'server', message: 'auth:changePassword.wrongOld' },
          { shouldFocus: true },
        );
        return;
      }
      placeServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="change-password-form">
      <Stack gap="md">
        <FormPasswordInput
          control={control}
          name="oldPassword"
          label={t('changePassword.old')}
          required
          autoComplete="current-password"
          data-testid="change-password-old"
        />
        <FormPasswordInput
          control={control}
          name="newPassword"
          label={t('changePassword.new')}
          required
          autoComplete="new-password"
          aria-describedby="password-rules-title"
          data-testid="change-password-new"
        />
        <PasswordRules password={newPassword} />
        <FormPasswordInput
          control={control}
          name="confirmPassword"
          label={t('changePassword.confirm')}
          required
          autoComplete="new-password"
          data-testid="change-password-confirm"
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={form.formState.isSubmitting}
          data-testid="change-password-submit"
        >
          {t('changePassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
