import { useEffect } from 'react';
import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZLoginLimits, toLatinDigits, type TLoginLimits } from '@niyukti/shared';
import { PageLoader } from '../../../components/page-loader';
import { useFormat } from '../../../lib/format';
import { useLoginLimits, useSaveLoginLimits } from '../api/login-limits';

type LimitsForm = {
  maxWrongLoginAttempts: string;
  loginLockMinutes: string;
};

/** The brute-force setting of back-office.md §7 (UM): attempts before a lock, lock minutes. */
export function LoginLimitsPage() {
  const { t } = useTranslation('access');
  const format = useFormat();
  const { data, isPending } = useLoginLimits();
  const save = useSaveLoginLimits();
  const form = useForm<LimitsForm, unknown, TLoginLimits>({
    resolver: zodResolver(ZLoginLimits) as never,
    defaultValues: { maxWrongLoginAttempts: '', loginLockMinutes: '' },
  });
  useEffect(() => {
    if (data)
      form.reset({
        maxWrongLoginAttempts: format.digits(data.maxWrongLoginAttempts),
        loginLockMinutes: format.digits(data.loginLockMinutes),
      });
  }, [data, form, format]);
  if (isPending) return <PageLoader />;
  const errorOf = (message: string | undefined) =>
    message ? t(message, { ns: 'messages' }) : undefined;
  // Digits only: the fields accept Devanagari digits and keep Latin ones for the server.
  const digitsOnly = (value: string) => toLatinDigits(value).replace(/\D/g, '');
  return (
    <Stack gap="md" maw={560}>
      <Title order={1} size="h2">
        {t('loginLimits.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('loginLimits.intro')}
      </Text>
      <Card withBorder radius="md" padding="lg">
        <form onSubmit={form.handleSubmit((limits) => save.mutate(limits))} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('loginLimits.attempts')}
              inputMode="numeric"
              required
              data-testid="login-limits-attempts"
              error={errorOf(form.formState.errors.maxWrongLoginAttempts?.message)}
              {...form.register('maxWrongLoginAttempts', { setValueAs: digitsOnly })}
            />
            <TextInput
              label={t('loginLimits.minutes')}
              inputMode="numeric"
              required
              data-testid="login-limits-minutes"
              error={errorOf(form.formState.errors.loginLockMinutes?.message)}
              {...form.register('loginLockMinutes', { setValueAs: digitsOnly })}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} data-testid="login-limits-save">
                {t('loginLimits.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
