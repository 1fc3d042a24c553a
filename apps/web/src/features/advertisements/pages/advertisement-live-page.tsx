import { useCallback, useState } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAdvertisementView } from '@niyukti/shared';
import { DataTable, type ServerQuery } from '../../../components/data-table';
import { useCan } from '../../../lib/auth/can';
import { usePreLiveAdvertisements } from '../api/advertisements';
import { AdvertisementFacts } from '../components/advertisement-facts';
import { useAdvertisementColumns } from '../components/advertisement-columns';
import { GoLiveConfirm } from '../components/go-live-confirm';

const NO_ROWS: TAdvertisementView[] = [];
const FIRST_PAGE: ServerQuery = { page: 1, pageSize: 10, search: '' };

/** /admin/advertisement-live (RNG): pre-live advertisements, each one click from candidates. */
export function AdvertisementLivePage() {
  const { t } = useTranslation('advertisements');
  const [query, setQuery] = useState<ServerQuery>(FIRST_PAGE);
  const [goingLive, setGoingLive] = useState<TAdvertisementView | null>(null);
  const { data, isPending } = usePreLiveAdvertisements(query);
  const canGoLive = useCan()('RNG', 'approve');
  const actions = useCallback(
    (a: TAdvertisementView) =>
      canGoLive && (
        <Button
          size="compact-sm"
          color="green"
          onClick={() => setGoingLive(a)}
          data-testid={`go-live-${a.id}`}
        >
          {t('actions.goLive')}
        </Button>
      ),
    [t, canGoLive],
  );
  const columns = useAdvertisementColumns({ actions });
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('liveTitle')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('liveIntro')}
        </Text>
      </Stack>
      <DataTable
        variant="large"
        label={t('liveTitle')}
        columns={columns}
        data={data?.items ?? NO_ROWS}
        loading={isPending}
        renderExpanded={(advertisement) => <AdvertisementFacts advertisement={advertisement} />}
        server={{
          total: data?.total ?? 0,
          page: query.page,
          pageSize: query.pageSize,
          onChange: setQuery,
        }}
      />
      <GoLiveConfirm advertisement={goingLive} onClose={() => setGoingLive(null)} />
    </Stack>
  );
}
