import { useState } from 'react';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../lib/routing/paths';
import { RegistrationForm, type RegistrationResult } from '../components/registration-form';
import { RegistrationSuccess } from '../components/registration-success';

/** /register: the first step of the candidate's journey (spec §1). */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const [result, setResult] = useState<RegistrationResult | null>(null);

  if (result) return <RegistrationSuccess result={result} />;
  return (
    <Stack gap="lg" maw={760} mx="auto">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('register.title')}
        </Title>
        <Text c="dimmed">{t('register.intro')}</Text>
        <Text size="sm">
          {t('register.haveAccount')}{' '}
          <Anchor component={Link} to={PATHS.login} data-testid="register-login-link">
            {t('register.login')}
          </Anchor>
        </Text>
      </Stack>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <RegistrationForm onRegistered={setResult} />
      </Paper>
    </Stack>
  );
}
