import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TForgotPassword } from '@niyukti/shared';
import { useRequestResetLink } from '../api/forgot-password';
import { deferredZodResolver } from '../../../lib/forms/deferred-resolver';
import { placeServerErrors } from '../../../lib/server-errors';
import { useFieldError } from './use-field-error';

const checkEmail = deferredZodResolver(() =>
  import('../form-rules').then((rules) => rules.ZForgotPassword),
);

/** One field: the e-mail the account was registered with (spec §5 "Forgot password"). */
export function ForgotPasswordForm({ onSent }: { onSent(email: string): void }) {
  const { t } = useTranslation('password-reset');
  const fieldError = useFieldError();
  const requestLink = useRequestResetLink();
  const form = useForm<TForgotPassword>({
    resolver: checkEmail,
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await requestLink.mutateAsync(values);
      onSent(values.email);
    } catch (error) {
      placeServerErrors(error, form.setError, ['email']);
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onFocus={checkEmail.preload}
      noValidate
      data-testid="forgot-password-form"
    >
      <Stack gap="md">
        <TextInput
          size="md"
          type="email"
          label={t('forgot.email')}
          description={t('forgot.emailHint')}
          required
          autoComplete="email"
          error={fieldError(errors.email)}
          data-testid="forgot-password-email"
          {...form.register('email')}
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={isSubmitting}
          data-testid="forgot-password-submit"
        >
          {t('forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}
