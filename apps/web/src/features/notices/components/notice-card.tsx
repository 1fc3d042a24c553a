import { Card, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPublicNotice } from '@niyukti/shared';
import { buildUrl } from '../../../lib/api/transport';
import { useFormat } from '../../../lib/format';

/** One notice on the board: title, the days it is shown (B.S.), its image and description. */
export function NoticeCard({ notice }: { notice: TPublicNotice }) {
  const { t } = useTranslation('notices');
  const format = useFormat();
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      data-testid={`notice-${notice.id}`}
    >
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={3} size="h4">
            {notice.title}
          </Title>
          <Text size="sm" c="dimmed" data-testid={`notice-dates-${notice.id}`}>
            {t('board.dates', {
              start: format.date(notice.startDateAd, 'bs'),
              end: format.date(notice.endDateAd, 'bs'),
            })}
          </Text>
        </Stack>
        <Image
          src={buildUrl(notice.imageUrl)}
          alt={notice.title}
          loading="lazy"
          radius="sm"
          fit="contain"
          mah={480}
          bg="gray.0"
        />
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {notice.description}
        </Text>
      </Stack>
    </Card>
  );
}
