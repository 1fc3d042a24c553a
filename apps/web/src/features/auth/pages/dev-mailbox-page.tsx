import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { useSessionInfo } from '../../../components/startup-gate';
import { useDevMailbox } from '../api/dev-mailbox';
import { DevMailCard } from '../components/dev-mail-card';
import { mailsToShow } from '../components/dev-mail';

/**
 * /dev-mailbox: the mail the portal would have sent, for machines without a mail server
 * (the temporary password of a new registration is read here, by people and by e2e tests).
 */
export function DevMailboxPage() {
  const { t } = useTranslation('auth');
  const { devMailbox } = useSessionInfo();
  const mailbox = useDevMailbox(devMailbox);
  const [recipient, setRecipient] = useState('');
  const mails = mailsToShow(mailbox.data ?? [], recipient);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('devMailbox.title')}
      </Title>
      <Alert color={devMailbox ? 'blue' : 'gray'} variant="light" data-testid="dev-mailbox-notice">
        {devMailbox ? t('devMailbox.notice') : t('devMailbox.unavailable')}
      </Alert>
      {devMailbox && (
        <>
          <Group align="flex-end" gap="sm">
            <TextInput
              flex={1}
              miw={200}
              size="md"
              type="search"
              label={t('devMailbox.filter')}
              placeholder="name@example.com"
              value={recipient}
              onChange={(event) => setRecipient(event.currentTarget.value)}
              data-testid="dev-mailbox-filter"
            />
            <Button
              size="md"
              variant="light"
              onClick={() => void mailbox.refetch()}
              loading={mailbox.isFetching}
              data-testid="dev-mailbox-refresh"
            >
              {t('devMailbox.refresh')}
            </Button>
          </Group>
          {mailbox.isPending ? (
            <PageLoader />
          ) : mails.length === 0 ? (
            <Text c="dimmed" data-testid="dev-mailbox-empty">
              {t('devMailbox.empty')}
            </Text>
          ) : (
            <Stack gap="md">
              {mails.map((mail) => (
                <DevMailCard key={mail.id} mail={mail} />
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
