import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TResetPassword } from '@niyukti/shared';
import { isApiError } from '../../../lib/api';
import { useResetPassword } from '../api/reset-password';
import { PasswordRules } from '../../../components/password-rules';
import { deferredZodResolver } from '../../../lib/forms/deferred-resolver';
import { placeServerErrors } from '../../../lib/server-errors';
import { useFieldError } from './use-field-error';

const checkNewPassword = deferredZodResolver(() =>
  import('../form-rules').then((rules) => rules.ZResetPassword),
);

interface ResetPasswordFormProps {
  token: string;
  onReset(): void;
  /** The link died meanwhile (used in another tab, expired while typing). */
  onLinkInvalid(): void;
}

/** New and confirm password for the account the link names; the token travels hidden. */
export function ResetPasswordForm({ token, onReset, onLinkInvalid }: ResetPasswordFormProps) {
  const { t } = useTranslation('password-reset');
  const fieldError = useFieldError();
  const reset = useResetPassword();
  const form = useForm<TResetPassword>({
    resolver: checkNewPassword,
    mode: 'onTouched',
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const toggle = { 'aria-label': t('reset.toggle') };

  const submit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
      onReset();
    } catch (error) {
      if (isApiError(error) && error.code === 'RESET_TOKEN_INVALID') return onLinkInvalid();
      placeServerErrors(error, form.setError, ['newPassword', 'confirmPassword']);
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onFocus={checkNewPassword.preload}
      noValidate
      data-testid="reset-password-form"
    >
      <Stack gap="md">
        <PasswordInput
          size="md"
          label={t('reset.new')}
          required
          autoComplete="new-password"
          aria-describedby="reset-password-rules-title"
          error={fieldError(errors.newPassword)}
          visibilityToggleButtonProps={toggle}
          data-testid="reset-password-new"
          {...form.register('newPassword')}
        />
        <PasswordRules password={newPassword} />
        <PasswordInput
          size="md"
          label={t('reset.confirm')}
          required
          autoComplete="new-password"
          error={fieldError(errors.confirmPassword)}
          visibilityToggleButtonProps={toggle}
          data-testid="reset-password-confirm"
          {...form.register('confirmPassword')}
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={isSubmitting}
          data-testid="reset-password-submit"
        >
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
