import { useMemo, useState } from 'react';
import { Alert, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { TCandidateLockView } from '@niyukti/shared';
import { DataTable } from '../../../components/data-table';
import { MasterIdSearch } from '../../../components/master-id-search';
import { isApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import {
  useCandidateLocks,
  useLockedCandidates,
  useSaveCandidateLocks,
  type LockListQuery,
} from '../api/locks';
import { IssuedCode } from '../../../components/issued-code';

const NO_ROWS: TCandidateLockView[] = [];

/** The two switches of one candidate, saved together. */
function LockEditor({ candidate }: { candidate: TCandidateLockView }) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const save = useSaveCandidateLocks(candidate.masterId);
  const [profileLocked, setProfileLocked] = useState(candidate.profileLockedAt !== null);
  const [documentsLocked, setDocumentsLocked] = useState(candidate.documentsLockedAt !== null);
  return (
    <Card withBorder radius="md" data-testid="locks-candidate">
      <Stack gap="sm">
        <Stack gap={0}>
          <Text fw={700}>{candidate.fullName}</Text>
          <Text size="sm" c="dimmed">
            <IssuedCode>{candidate.username}</IssuedCode> · {t('locks.masterId')}{' '}
            {format.digits(candidate.masterId)}
          </Text>
        </Stack>
        <Switch
          label={t('locks.profile')}
          checked={profileLocked}
          onChange={(event) => setProfileLocked(event.currentTarget.checked)}
          data-testid="locks-profile"
        />
        <Switch
          label={t('locks.documents')}
          checked={documentsLocked}
          onChange={(event) => setDocumentsLocked(event.currentTarget.checked)}
          data-testid="locks-documents"
        />
        <Group justify="flex-end">
          <Button
            loading={save.isPending}
            onClick={() => save.mutate({ profileLocked, documentsLocked })}
            data-testid="locks-save"
          >
            {t('locks.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** usermanagement/profile (LUP): lock or unlock a candidate's profile and documents. */
export function ProfileLocksPage() {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const [masterId, setMasterId] = useState<number | null>(null);
  const [query, setQuery] = useState<LockListQuery>({ page: 1, pageSize: 10, search: '' });
  const found = useCandidateLocks(masterId);
  const locked = useLockedCandidates(query);

  const notFound = found.isError && isApiError(found.error) && found.error.status === 404;
  const columns = useMemo<ColumnDef<TCandidateLockView>[]>(
    () => [
      {
        id: 'masterId',
        header: t('locks.masterId'),
        accessorFn: (row) => format.digits(row.masterId),
      },
      { id: 'name', header: t('locks.name'), accessorFn: (row) => row.fullName },
      {
        id: 'profile',
        header: t('locks.profile'),
        accessorFn: (row) => (row.profileLockedAt ? format.date(row.profileLockedAt, 'bs') : '—'),
      },
      {
        id: 'documents',
        header: t('locks.documents'),
        accessorFn: (row) =>
          row.documentsLockedAt ? format.date(row.documentsLockedAt, 'bs') : '—',
      },
    ],
    [t, format],
  );

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('locks.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('locks.intro')}
        </Text>
      </Stack>
      <MasterIdSearch
        label={t('locks.masterId')}
        findLabel={t('locks.find')}
        loading={found.isFetching}
        onSearch={setMasterId}
        testIdPrefix="locks-search"
      />
      {notFound && (
        <Alert color="yellow" data-testid="locks-not-found">
          {t('access.userNotFound', { ns: 'messages' })}
        </Alert>
      )}
      {/* A fresh editor for each candidate found: its switches start from that candidate. */}
      {found.data && (
        <LockEditor key={`${found.data.masterId}-${found.dataUpdatedAt}`} candidate={found.data} />
      )}
      <Title order={4}>{t('locks.listTitle')}</Title>
      <DataTable
        variant="large"
        label={t('locks.listTitle')}
        columns={columns}
        data={locked.data?.items ?? NO_ROWS}
        loading={locked.isPending}
        server={{
          total: locked.data?.total ?? 0,
          page: query.page,
          pageSize: query.pageSize,
          onChange: setQuery,
        }}
      />
    </Stack>
  );
}
