import { useCallback, useState } from 'react';
import { Button, Group, Modal, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Trans, useTranslation } from 'react-i18next';
import {
  ADVERTISEMENT_LIST_LABELS,
  type AdvertisementListFilter,
  type TAdvertisementView,
} from '@niyukti/shared';
import { DataTable, type ServerQuery } from '../../../components/data-table';
import { useCan } from '../../../lib/auth/can';
import { useFormat } from '../../../lib/format';
import { useAdvertisementList } from '../api/advertisements';
import {
  AdvertisementExamCentres,
  AdvertisementFacts,
  AdvertisementTimeline,
} from '../components/advertisement-facts';
import { useAdvertisementColumns } from '../components/advertisement-columns';
import { ChangeDatesForm } from '../components/change-dates-form';
import { CreateAdvertisementForm } from '../components/create-advertisement-form';
import { GoLiveConfirm } from '../components/go-live-confirm';
import { PublishForm } from '../components/publish-form';
import { RejectForm } from '../components/reject-form';
import { IssuedCode } from '../../../components/issued-code';

/** The tabs of the screen (back-office.md §4 lists); "published" holds pre-live and live. */
const TABS = ['pending', 'scheduled', 'published', 'live', 'rejected'] as const;
type Tab = (typeof TABS)[number];

const NO_ROWS: TAdvertisementView[] = [];
const FIRST_PAGE: ServerQuery = { page: 1, pageSize: 10, search: '' };

type Acting = { kind: 'publish' | 'reject' | 'dates'; advertisement: TAdvertisementView } | null;

/** What the user's actions allow on a row (PA approve/update/reject; RNG approve to go live). */
interface RowPermissions {
  publish: boolean;
  goLive: boolean;
  dates: boolean;
  reject: boolean;
}

function RowActions({
  advertisement: a,
  allowed,
  onAct,
  onGoLive,
}: {
  advertisement: TAdvertisementView;
  allowed: RowPermissions;
  onAct(kind: NonNullable<Acting>['kind'], advertisement: TAdvertisementView): void;
  onGoLive(advertisement: TAdvertisementView): void;
}) {
  const { t } = useTranslation('advertisements');
  const pending = a.status === 'pending';
  const scheduled = pending && a.scheduledPublishAt !== null;
  const published = a.status === 'pre_live' || a.status === 'live';
  return (
    <Group gap={4} wrap="nowrap">
      {pending && !scheduled && allowed.publish && (
        <Button
          size="compact-sm"
          onClick={() => onAct('publish', a)}
          data-testid={`publish-${a.id}`}
        >
          {t('actions.publish')}
        </Button>
      )}
      {a.status === 'pre_live' && allowed.goLive && (
        <Button
          size="compact-sm"
          color="green"
          onClick={() => onGoLive(a)}
          data-testid={`go-live-${a.id}`}
        >
          {t('actions.goLive')}
        </Button>
      )}
      {published && allowed.dates && (
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => onAct('dates', a)}
          data-testid={`dates-${a.id}`}
        >
          {t('actions.changeDates')}
        </Button>
      )}
      {(pending || a.status === 'pre_live') && allowed.reject && (
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          onClick={() => onAct('reject', a)}
          data-testid={`reject-${a.id}`}
        >
          {t('actions.reject')}
        </Button>
      )}
    </Group>
  );
}

function AdvertisementList({ filter }: { filter: AdvertisementListFilter }) {
  const { t } = useTranslation('advertisements');
  const may = useCan();
  const publish = may('PA', 'approve');
  const goLive = may('RNG', 'approve');
  const dates = may('PA', 'update');
  const reject = may('PA', 'reject');
  const compact = useMediaQuery('(max-width: 36em)');
  const [query, setQuery] = useState<ServerQuery>(FIRST_PAGE);
  const [acting, setActing] = useState<Acting>(null);
  const [goingLive, setGoingLive] = useState<TAdvertisementView | null>(null);
  const { data, isPending } = useAdvertisementList(filter, query);
  const { lang } = useFormat();
  const close = () => setActing(null);
  const actions = useCallback(
    (advertisement: TAdvertisementView) => (
      <RowActions
        advertisement={advertisement}
        allowed={{ publish, goLive, dates, reject }}
        onAct={(kind, a) => setActing({ kind, advertisement: a })}
        onGoLive={setGoingLive}
      />
    ),
    [publish, goLive, dates, reject],
  );
  const columns = useAdvertisementColumns({ showSchedule: filter === 'scheduled', actions });
  const code = acting?.advertisement.code ?? '';
  return (
    <>
      <DataTable
        variant="large"
        label={ADVERTISEMENT_LIST_LABELS[filter][lang]}
        columns={columns}
        data={data?.items ?? NO_ROWS}
        loading={isPending}
        renderExpanded={(advertisement) => (
          <Stack gap="md">
            <AdvertisementFacts advertisement={advertisement} />
            <AdvertisementExamCentres id={advertisement.id} />
            <AdvertisementTimeline id={advertisement.id} />
          </Stack>
        )}
        server={{
          total: data?.total ?? 0,
          page: query.page,
          pageSize: query.pageSize,
          onChange: setQuery,
        }}
      />
      <Modal
        opened={acting !== null}
        onClose={close}
        title={
          <Trans
            t={t}
            i18nKey={`${acting?.kind ?? 'publish'}.title`}
            values={{ code }}
            components={{ code: <IssuedCode /> }}
          />
        }
        size={acting?.kind === 'reject' ? 'md' : 'xl'}
        fullScreen={compact}
        centered
      >
        {acting?.kind === 'publish' && (
          <PublishForm advertisement={acting.advertisement} onDone={close} onCancel={close} />
        )}
        {acting?.kind === 'reject' && (
          <RejectForm advertisement={acting.advertisement} onDone={close} onCancel={close} />
        )}
        {acting?.kind === 'dates' && (
          <ChangeDatesForm advertisement={acting.advertisement} onDone={close} onCancel={close} />
        )}
      </Modal>
      <GoLiveConfirm advertisement={goingLive} onClose={() => setGoingLive(null)} />
    </>
  );
}

/** /admin/publish-advertisement (PA): create, review, publish, schedule, reject, re-date. */
export function PublishAdvertisementPage() {
  const { t } = useTranslation('advertisements');
  const { lang } = useFormat();
  const compact = useMediaQuery('(max-width: 36em)');
  const [tab, setTab] = useState<Tab>('pending');
  const [creating, setCreating] = useState(false);
  const canCreate = useCan()('PA', 'create');
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4} maw={720}>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('intro')}
          </Text>
        </Stack>
        {canCreate && (
          <Button onClick={() => setCreating(true)} data-testid="advertisement-add">
            {t('actions.create')}
          </Button>
        )}
      </Group>
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title={t('create.title')}
        size="xl"
        fullScreen={compact}
        centered
      >
        <CreateAdvertisementForm
          onDone={() => {
            setCreating(false);
            // A new advertisement waits under "pending": show it there.
            setTab('pending');
          }}
          onCancel={() => setCreating(false)}
        />
      </Modal>
      <Tabs value={tab} onChange={(value) => value && setTab(value as Tab)} keepMounted={false}>
        <Tabs.List>
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name} data-testid={`tab-${name}`}>
              {ADVERTISEMENT_LIST_LABELS[name][lang]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((name) => (
          <Tabs.Panel key={name} value={name} pt="md">
            <AdvertisementList filter={name} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
