import { Badge, Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import type { TDevMail } from '../api/dev-mailbox';
import { temporaryPasswordIn } from './dev-mail';

function useTimeText(): (iso: string) => string {
  const format = useFormat();
  return (iso) => `${format.date(iso)} ${format.time(iso)}`;
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
          <Text
            size="xl"
            fw={700}
            ff="monospace"
            translate="no"
            data-testid="dev-mail-temporary-password"
          >
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
          {/* The mail as it was sent, in both languages: kept as written (translate="no"). */}
          <Title order={2} size="h5" translate="no">
            {mail.subject}
          </Title>
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              {t('devMailbox.to')}:
            </Text>{' '}
            <span data-testid="dev-mail-to">{mail.to}</span>
          </Text>
          <Group gap="xs">
            <Text size="sm" c="dimmed" data-testid="dev-mail-time">
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
          translate="no"
          data-testid="dev-mail-text"
        >
          {mail.text}
        </Text>
      </Stack>
    </Paper>
  );
}
