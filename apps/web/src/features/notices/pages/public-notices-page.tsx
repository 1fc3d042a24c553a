import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePublicNotices } from '../api/public-notices';
import { NoticeCard } from '../components/notice-card';

/** /notices: the notices shown today, for anyone, signed in or not (candidate-portal.md §2). */
export function PublicNoticesPage() {
  const { t } = useTranslation('notices');
  const notices = usePublicNotices();
  return (
    <Stack gap="md" maw={760}>
      <Stack gap={2}>
        <Title order={1} size="h2">
          {t('board.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('board.intro')}
        </Text>
      </Stack>
      {notices.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label={t('board.loading')}>
          <Skeleton h={240} radius="md" />
          <Skeleton h={240} radius="md" />
        </Stack>
      ) : notices.isError ? (
        <Alert color="red" variant="light" title={t('board.failed')} data-testid="notices-failed">
          <Button variant="light" size="compact-sm" mt="xs" onClick={() => void notices.refetch()}>
            {t('board.retry')}
          </Button>
        </Alert>
      ) : notices.data.length === 0 ? (
        <Alert color="gray" variant="light" data-testid="notices-empty">
          {t('board.empty')}
        </Alert>
      ) : (
        notices.data.map((notice) => <NoticeCard key={notice.id} notice={notice} />)
      )}
    </Stack>
  );
}
