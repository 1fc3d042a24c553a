import { useState, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TUserBlock } from '@niyukti/shared';
import { isApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { useLiftBlock } from '../api/blocks';
import { useUserLookup } from '../api/user-lookup';
import { BlockForm } from '../components/block-form';
import { BlockHistory } from '../components/block-history';
import { ConfirmAction } from '../../../components/confirm-action';
import { IssuedCode } from '../../../components/issued-code';

/**
 * back-office.md §2 usermanagement/user (BU): find one account, candidate or staff, by
 * username, e-mail or master id, and block it between two dates or lift a block.
 */
export function BlockUserPage() {
  const { t } = useTranslation('access');
  const format = useFormat();
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const [required, setRequired] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const [lifting, setLifting] = useState<TUserBlock | null>(null);
  const lookup = useUserLookup(query);
  const user = lookup.data;
  const lift = useLiftBlock(user?.id ?? 0);

  function search(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    setRequired(trimmed === '');
    if (trimmed) setQuery(trimmed);
  }

  const notFound = lookup.isError && isApiError(lookup.error) && lookup.error.status === 404;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('blockUser.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('blockUser.intro')}
      </Text>
      <form onSubmit={search} noValidate>
        <Group align="flex-end">
          <TextInput
            label={t('blockUser.search')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={required ? t('validation.required', { ns: 'messages' }) : undefined}
            withAsterisk
            w={360}
            data-testid="user-search-input"
          />
          <Button type="submit" loading={lookup.isFetching} data-testid="user-search-submit">
            {t('blockUser.find')}
          </Button>
        </Group>
      </form>
      {notFound && (
        <Alert color="yellow" data-testid="user-search-not-found">
          {t('access.userNotFound', { ns: 'messages' })}
        </Alert>
      )}
      {user && (
        <Card withBorder radius="md" data-testid="user-search-result">
          <Stack gap="sm">
            <Group justify="space-between">
              <Stack gap={0}>
                <Text fw={700}>{user.fullName}</Text>
                <Text size="sm" c="dimmed">
                  <IssuedCode>{user.username}</IssuedCode> · {user.email}
                  {user.masterId !== null &&
                    ` · ${t('blockUser.masterId')} ${format.digits(user.masterId)}`}
                </Text>
              </Stack>
              <Group>
                <Badge variant="light">{t(`blockUser.kind.${user.kind}`)}</Badge>
                <Button
                  color="red"
                  variant="light"
                  onClick={() => setBlocking(true)}
                  data-testid="action-block"
                >
                  {t('blockUser.block')}
                </Button>
              </Group>
            </Group>
            <BlockHistory blocks={user.blocks} onLift={setLifting} lifting={lift.isPending} />
          </Stack>
        </Card>
      )}
      {user && (
        <Modal
          opened={blocking}
          onClose={() => setBlocking(false)}
          title={t('block.title')}
          centered
          size="lg"
        >
          <BlockForm
            userId={user.id}
            onDone={() => {
              setBlocking(false);
              void lookup.refetch();
            }}
            onCancel={() => setBlocking(false)}
          />
        </Modal>
      )}
      <ConfirmAction
        opened={lifting !== null}
        title={t('block.lift')}
        message={t('block.liftConfirm')}
        loading={lift.isPending}
        onCancel={() => setLifting(null)}
        onConfirm={() =>
          lifting &&
          lift.mutate(lifting.id, {
            onSettled: () => {
              setLifting(null);
              void lookup.refetch();
            },
          })
        }
        testId="block-lift-confirm"
      />
    </Stack>
  );
}
