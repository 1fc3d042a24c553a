import { Alert, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { useFormat } from '../../../lib/format';
import { useLiveVacancyFigures, useMyApplications } from '../api/get-candidate-figures';
import { FigureCard } from '../components/figure-card';
import { NextStep } from '../components/next-step';

/** Staff may open candidate pages, but the candidate calls would refuse them. */
function StaffNote() {
  const { t } = useTranslation('dashboard');
  return (
    <Alert color="gray" title={t('home.staffTitle')}>
      <Stack gap="sm" align="flex-start">
        {t('home.staffBody')}
        <Button component={Link} to={PATHS.admin} variant="light">
          {t('home.staffAction')}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * /home: the spec's dashboard cards that have data today (live advertisements, vacancies, my
 * applications). Totals of applicants, registered users and profiles are left out until an API
 * gives them: no invented numbers.
 */
export function HomePage() {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const { user } = useAuth();
  const isCandidate = user?.type === 'candidate';
  const live = useLiveVacancyFigures(isCandidate);
  const mine = useMyApplications(isCandidate);
  const shown = (value: number | null | undefined) =>
    value === undefined || value === null ? undefined : format.number(value);
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={2}>{t('home.title')}</Title>
        {user && (
          <Text c="dimmed">{t('home.greeting', { name: user.fullName || user.username })}</Text>
        )}
      </Stack>
      {!isCandidate ? (
        <StaffNote />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <FigureCard
              label={t('home.liveAdvertisements')}
              value={shown(live.data?.advertisements)}
              testId="dashboard-live-advertisements"
            />
            {live.data?.vacancies !== null && (
              <FigureCard
                label={t('home.totalVacancies')}
                value={shown(live.data?.vacancies)}
                testId="dashboard-total-vacancies"
              />
            )}
            <FigureCard
              label={t('home.myApplications')}
              value={shown(mine.data?.length)}
              testId="dashboard-my-applications"
            />
          </SimpleGrid>
          {mine.data && <NextStep applications={mine.data} />}
        </>
      )}
    </Stack>
  );
}
