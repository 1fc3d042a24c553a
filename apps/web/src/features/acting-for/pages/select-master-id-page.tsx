import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCandidateLockView } from '@niyukti/shared';
import { MasterIdSearch } from '../../../components/master-id-search';
import { isApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/auth-context';
import { useFormat } from '../../../lib/format';
import { useCandidateLookup } from '../api/lookup-candidate';
import { nextPathOf } from '../paths';
import { useActingFor, useActingForControls } from '../state';

/** Who the master id is, its locks, and the button that starts acting for them. */
function CandidateCard({ candidate }: { candidate: TCandidateLockView }) {
  const { t } = useTranslation('acting-for');
  const format = useFormat();
  const { user } = useAuth();
  const actingFor = useActingFor();
  const { start } = useActingForControls();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const locked = candidate.profileLockedAt !== null || candidate.documentsLockedAt !== null;
  const current = actingFor?.masterId === candidate.masterId;

  function act() {
    if (!user) return;
    start({
      masterId: candidate.masterId,
      userId: candidate.userId,
      fullName: candidate.fullName,
      username: candidate.username,
      actorUserId: user.id,
    });
    void navigate(nextPathOf(searchParams.get('next')));
  }

  return (
    <Card withBorder radius="md" data-testid="acting-for-candidate">
      <Stack gap="sm">
        <Stack gap={0}>
          <Text fw={700}>{candidate.fullName}</Text>
          <Text size="sm" c="dimmed">
            {t('select.username')}: {candidate.username} · {t('select.masterId')}{' '}
            {format.digits(candidate.masterId)}
          </Text>
        </Stack>
        {locked && (
          <Stack gap={4}>
            <Group gap="xs">
              {candidate.profileLockedAt && (
                <Badge color="yellow">{t('select.profileLocked')}</Badge>
              )}
              {candidate.documentsLockedAt && (
                <Badge color="yellow">{t('select.documentsLocked')}</Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {t('select.lockedNote')}
            </Text>
          </Stack>
        )}
        {current && (
          <Text size="sm" c="teal">
            {t('select.current')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button onClick={act} data-testid="acting-for-start">
            {t('select.act')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /select-external-masterId (PM): choose the candidate whose screens to open. */
export function SelectMasterIdPage() {
  const { t } = useTranslation('acting-for');
  const [masterId, setMasterId] = useState<number | null>(null);
  const found = useCandidateLookup(masterId);

  const failure = found.isError && isApiError(found.error) ? found.error : null;
  return (
    <Stack gap="md" maw={640}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('select.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('select.intro')}
        </Text>
      </Stack>
      <MasterIdSearch
        label={t('select.masterId')}
        findLabel={t('select.find')}
        loading={found.isFetching}
        onSearch={setMasterId}
        testIdPrefix="acting-for"
      />
      {failure && (
        <Alert color="yellow" data-testid="acting-for-not-found">
          {failure.status === 404
            ? t('actingFor.candidateNotFound', { ns: 'messages' })
            : failure.message}
        </Alert>
      )}
      {found.data && <CandidateCard candidate={found.data} />}
    </Stack>
  );
}
