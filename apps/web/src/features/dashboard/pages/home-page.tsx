import { Alert, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TCandidateDashboard } from '@niyukti/shared';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../lib/routing/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { useFormat } from '../../../lib/format';
import { useCandidateDashboard, useMyApplications } from '../api/get-candidate-figures';
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
 * A card's figure: one of the dashboard's counts, or the number of my applications, counted from
 * my list (the dashboard answers every candidate the same).
 */
type CardKey = Exclude<keyof TCandidateDashboard, 'figuresAsOf'> | 'myApplications';

const CARDS = [
  { key: 'liveAdvertisements', testId: 'dashboard-live-advertisements' },
  { key: 'totalVacancies', testId: 'dashboard-total-vacancies' },
  { key: 'totalApplicants', testId: 'dashboard-total-applicants' },
  { key: 'myApplications', testId: 'dashboard-my-applications' },
  { key: 'registeredUsers', testId: 'dashboard-registered-users' },
  { key: 'completeProfiles', testId: 'dashboard-complete-profiles' },
] as const satisfies readonly { key: CardKey; testId: string }[];

/** /home: the six cards of candidate-portal.md §2 (the dashboard and my list), then the next step. */
export function HomePage() {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const { user } = useAuth();
  const isCandidate = user?.type === 'candidate';
  const figures = useCandidateDashboard(isCandidate);
  const mine = useMyApplications(isCandidate);
  const shown = (value: unknown) => (typeof value === 'number' ? format.number(value) : undefined);
  const countOf = (key: CardKey) =>
    key === 'myApplications' ? mine.data?.length : figures.data?.[key];
  const asOf = figures.data?.figuresAsOf;
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {t('home.title')}
        </Title>
        {user && (
          <Text c="dimmed">{t('home.greeting', { name: user.fullName || user.username })}</Text>
        )}
      </Stack>
      {!isCandidate ? (
        <StaffNote />
      ) : (
        <>
          <Stack gap={4}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
              {CARDS.map((card) => (
                <FigureCard
                  key={card.key}
                  label={t(`home.${card.key}`)}
                  value={shown(countOf(card.key))}
                  testId={card.testId}
                />
              ))}
            </SimpleGrid>
            {typeof asOf === 'string' && !Number.isNaN(Date.parse(asOf)) && (
              <Text size="xs" c="dimmed" data-testid="dashboard-figures-as-of">
                {t('home.figuresAsOf', {
                  time: format.time(asOf, true),
                })}
              </Text>
            )}
          </Stack>
          {mine.data && <NextStep applications={mine.data} />}
        </>
      )}
    </Stack>
  );
}
