import { Anchor, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { SCRUTINY_STATUSES, type ScrutinyStatus, type TScrutinyRow } from '@niyukti/shared';
import { useCan } from '../../../lib/auth/can';
import { useFormat } from '../../../lib/format';
import { useScrutinyCounts } from '../api/get-scrutiny-applications';
import { ScrutinyTable } from '../components/scrutiny-table';
import { ALL_ADVERTISEMENTS, listPlaceIn, SCRUTINY_PATHS, type ListPlace } from '../paths';

/** Whether the address says exactly `place` (or says nothing: /admin/scrutiny). */
function addressSays(params: Record<string, string | undefined>, place: ListPlace): boolean {
  if (params.status === undefined) return true;
  return (
    params.advertisementId === String(place.advertisementId) &&
    params.status === place.status &&
    params.currentPage === String(place.page)
  );
}

/**
 * /admin/scrutiny and /admin/scrutiny/:advertisementId/:status/:currentPage (SC): the
 * candidate list in tabs pending, approved, hold on, rejected. The address keeps the tab and the
 * page, so the way back from a form lands where the officer was; an address with a value the
 * list does not know is rewritten to the list's first place for it (all, pending, page 1).
 */
export function ScrutinyPage() {
  const { t } = useTranslation('scrutiny');
  const format = useFormat();
  const may = useCan();
  const params = useParams();
  const navigate = useNavigate();
  const place = listPlaceIn(params);
  const advertisementId =
    place.advertisementId === ALL_ADVERTISEMENTS ? undefined : place.advertisementId;
  const counts = useScrutinyCounts(advertisementId);
  const { status, page } = place;
  const detailsPathOf = (row: TScrutinyRow) =>
    SCRUTINY_PATHS.candidateDetails({
      advertisementCode: row.advertisementCode,
      masterId: row.masterId,
      status,
      page,
    });
  if (!addressSays(params, place)) return <Navigate to={SCRUTINY_PATHS.list(place)} replace />;

  const onPageChange = (next: number) =>
    navigate(SCRUTINY_PATHS.list({ ...place, page: next }), { replace: true });
  const onTabChange = (value: string | null) => {
    if (value && value !== status)
      navigate(SCRUTINY_PATHS.list({ ...place, status: value as ScrutinyStatus, page: 1 }));
  };
  const canGenerate = may('RNG', 'create');
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('intro')}
        </Text>
      </Stack>
      {advertisementId !== undefined && (
        <Group gap="xs" data-testid="scrutiny-one-advertisement">
          <Text size="sm">{t('list.oneAdvertisement')}</Text>
          <Anchor
            component={Link}
            size="sm"
            to={SCRUTINY_PATHS.list({ ...place, advertisementId: ALL_ADVERTISEMENTS, page: 1 })}
          >
            {t('list.everyAdvertisement')}
          </Anchor>
        </Group>
      )}
      <Tabs value={status} onChange={onTabChange} keepMounted={false}>
        <Tabs.List>
          {SCRUTINY_STATUSES.map((tab) => (
            <Tabs.Tab key={tab} value={tab} data-testid={`scrutiny-tab-${tab}`}>
              {t(`tabs.${tab}`)}
              {counts[tab] !== undefined && ` (${format.number(counts[tab])})`}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SCRUTINY_STATUSES.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            <ScrutinyTable
              status={tab}
              page={page}
              onPageChange={onPageChange}
              advertisementId={advertisementId}
              detailsPathOf={detailsPathOf}
              canGenerateRollNumbers={canGenerate}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
