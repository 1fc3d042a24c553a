import { Badge, Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import type { TDevMail } from '../api/dev-mailbox';
import { temporaryPasswordIn } from './dev-mail';

function useTimeText(): (iso: string) => string {
  const format = useFormat();
  return (iso) => {
    const time = new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
    return `${format.date(iso)} ${format.digits(time)}`;
  };
}

/** The password is what people come here for: it gets a box of its own and a copy button. */
function TemporaryPassword({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  return (
    <Paper bg="yellow.0" withBorder p="sm" radius="sm">
      <Group justify="space-between" gap="xs">
        <div>
          <Text size="sm" c="dimmed">
            {t('devMailbox.temporaryPassword')}
          </Text>
          <Text size="xl" fw={700} ff="monospace" data-testid="dev-mail-temporary-password">
            {password}
          </Text>
        </div>
        <CopyButton value={password}>
          {({ copied, copy }) => (
            <Button variant="light" size="sm" onClick={copy}>
              {copied ? t('devMailbox.copied') : t('devMailbox.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Paper>
  );
}

export function DevMailCard({ mail }: { mail: TDevMail }) {
  const { t } = useTranslation('auth');
  const timeText = useTimeText();
  const password = temporaryPasswordIn(mail.text);
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      data-testid="dev-mail"
      data-to={mail.to}
    >
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h5">
            {mail.subject}
          </Title>
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              {t('devMailbox.to')}:
            </Text>{' '}
            <span data-testid="dev-mail-to">{mail.to}</span>
          </Text>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('devMailbox.time')}: {timeText(mail.createdAt)}
            </Text>
            {mail.sentAt === null && (
              <Badge variant="light" color="gray" size="sm">
                {t('devMailbox.queued')}
              </Badge>
            )}
          </Group>
        </Stack>
        {password && <TemporaryPassword password={password} />}
        {/* The body font, not monospace: monospace spaces Devanagari awkwardly. */}
        <Text
          size="sm"
          bg="gray.0"
          p="sm"
          style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', borderRadius: 4 }}
          data-testid="dev-mail-text"
        >
          {mail.text}
        </Text>
      </Stack>
    </Paper>
  );
}
