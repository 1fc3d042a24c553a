import { useEffect, useRef } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../lib/routing/paths';
import { useSessionInfo } from '../../../components/startup-gate';
import { useFormat } from '../../../lib/format';
import type { RegistrationResult } from './registration-form';

/**
 * The news in both languages, the current one first: the mail itself is bilingual too. Its two
 * texts are essential ones, bundled in both languages, so the other catalogue is not fetched.
 */
function BothLanguages({ email }: { email: string }) {
  const { i18n } = useTranslation();
  const first = i18n.language === 'en' ? 'en' : 'ne';
  return (
    <Stack gap="sm">
      {([first, first === 'ne' ? 'en' : 'ne'] as const).map((lang, index) => {
        const t = i18n.getFixedT(lang, 'essential');
        return (
          <Stack key={lang} gap={4} lang={lang}>
            {/* The news replaces the form: its title is the page's h1 now. */}
            <Title order={index === 0 ? 1 : 2} size={index === 0 ? 'h3' : 'h5'}>
              {t('registered.title')}
            </Title>
            <Text size={index === 0 ? 'md' : 'sm'} c={index === 0 ? undefined : 'dimmed'}>
              {t('registered.body', { email })}
            </Text>
          </Stack>
        );
      })}
    </Stack>
  );
}

/** What a newly registered person needs next: their username, master id and where to log in. */
export function RegistrationSuccess({ result }: { result: RegistrationResult }) {
  const { t } = useTranslation('auth');
  const format = useFormat();
  const { devMailbox } = useSessionInfo();
  const panel = useRef<HTMLDivElement>(null);
  // The form the person scrolled through is gone: bring them (and screen readers) to the news.
  useEffect(() => panel.current?.focus(), []);
  return (
    <Paper
      ref={panel}
      tabIndex={-1}
      withBorder
      p={{ base: 'md', sm: 'xl' }}
      radius="md"
      // Focusing scrolls the panel to the top: keep it clear of the fixed header.
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + 1rem)' }}
      data-testid="registration-success"
    >
      <Stack gap="lg">
        <Alert color="teal" variant="light" role="status">
          <BothLanguages email={result.email} />
        </Alert>
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('registered.username')}
          </Text>
          <Text
            size="xl"
            fw={700}
            ff="monospace"
            translate="no"
            data-testid="registration-username"
          >
            {result.username}
          </Text>
          <Text size="sm" c="dimmed" mt="xs">
            {t('registered.masterId')}
          </Text>
          <Text
            size="xl"
            fw={700}
            data-testid="registration-master-id"
            data-master-id={result.masterId}
          >
            {format.digits(result.masterId)}
          </Text>
        </Stack>
        <Text>{t('registered.next')}</Text>
        <Group grow preventGrowOverflow={false} wrap="wrap">
          <Button component={Link} to={PATHS.login} size="md" data-testid="registration-login-link">
            {t('registered.login')}
          </Button>
          {devMailbox && (
            <Button
              component={Link}
              to={PATHS.devMailbox}
              size="md"
              variant="light"
              data-testid="registration-dev-mailbox-link"
            >
              {t('registered.devMailbox')}
            </Button>
          )}
        </Group>
        <Anchor component={Link} to={PATHS.faq} size="sm">
          {t('registered.help')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
