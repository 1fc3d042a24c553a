import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SCRUTINY_STATUSES, type ScrutinyStatus } from '@niyukti/shared';
import { PATHS } from '../../../lib/routing/paths';
import { PageLoader } from '../../../components/page-loader';
import { useMyApplications } from '../api/get-my-applications';
import { ApplicationCard } from '../components/application-card';

type Filter = ScrutinyStatus | 'all';

function NoApplications() {
  const { t } = useTranslation('applications');
  return (
    <Alert color="gray" title={t('list.emptyTitle')}>
      <Stack gap="sm" align="flex-start">
        {t('list.emptyBody')}
        <Button component={Link} to={PATHS.vacancies} variant="light">
          {t('list.browseVacancies')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** /vacancy-applied: my applications as cards (they read well on a phone), filtered by status. */
export function MyApplicationsPage() {
  const { t } = useTranslation('applications');
  const { data, isPending } = useMyApplications();
  const [filter, setFilter] = useState<Filter>('all');
  if (isPending) return <PageLoader />;
  const applications = data ?? [];
  const shown =
    filter === 'all' ? applications : applications.filter((a) => a.scrutinyStatus === filter);
  const options = [
    { value: 'all', label: t('list.filterAll') },
    ...SCRUTINY_STATUSES.map((status) => ({
      value: status,
      label: t(`status.scrutiny.${status}`),
    })),
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} size="h2">
          {t('list.title')}
        </Title>
        {applications.length > 0 && (
          <NativeSelect
            label={t('list.filterLabel')}
            data={options}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value as Filter)}
            data-testid="applications-filter"
            w={220}
          />
        )}
      </Group>
      {applications.length === 0 ? (
        <NoApplications />
      ) : shown.length === 0 ? (
        <Alert color="gray">{t('list.noneWithStatus')}</Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {shown.map((application) => (
            <ApplicationCard key={application.id} application={application} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
