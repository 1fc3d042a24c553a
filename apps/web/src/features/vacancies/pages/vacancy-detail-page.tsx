import { Alert, Anchor, Divider, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TApplication, TVacancyDetail } from '@niyukti/shared';
import { PATHS } from '../../../lib/routing/paths';
import { PageLoader } from '../../../components/page-loader';
import { useFormat } from '../../../lib/format';
import { useMyApplications } from '../api/get-my-applications';
import { useVacancy } from '../api/get-vacancy';
import { useVacancyEligibility } from '../api/get-vacancy-eligibility';
import { ApplicationForm } from '../components/application-form';
import { EligibilityPanel } from '../components/eligibility-panel';
import { LocalLevelLine } from '../components/local-level-line';
import { MyApplicationStatus } from '../components/my-application-status';
import { VacancyFacts } from '../components/vacancy-facts';
import { VacancySplit } from '../components/vacancy-split';

function BackToList() {
  const { t } = useTranslation('vacancies');
  return (
    <Anchor component={Link} to={PATHS.vacancies} size="sm">
      {t('detail.back')}
    </Anchor>
  );
}

/** Not applied here yet: whether I may apply (asked only now), then the form. */
function ApplyForm({ vacancy }: { vacancy: TVacancyDetail }) {
  const { t } = useTranslation('vacancies');
  const navigate = useNavigate();
  const eligibility = useVacancyEligibility(vacancy.id);
  return (
    <>
      {eligibility.data ? (
        <EligibilityPanel eligibility={eligibility.data} />
      ) : (
        eligibility.isPending && <Loader size="sm" aria-label={t('eligibility.checking')} />
      )}
      <Text size="sm" c="dimmed">
        {t('apply.intro')}
      </Text>
      <ApplicationForm
        advertisementId={vacancy.id}
        examCentres={vacancy.examCentres}
        subjects={vacancy.subjects}
        blocked={eligibility.data?.eligible !== true}
        feePaisa={eligibility.data?.window.feePaisa ?? null}
        onApplied={(application) => void navigate(PATHS.myApplication(application.id))}
      />
    </>
  );
}

/**
 * My application's status if my applications hold one for this advertisement (the vacancy is
 * the same for every candidate and does not say), else the form. The form waits for my
 * applications, so one who applied here never sees it flash.
 */
function ApplySection({
  vacancy,
  mine,
}: {
  vacancy: TVacancyDetail;
  mine: UseQueryResult<TApplication[]>;
}) {
  const { t } = useTranslation('vacancies');
  if (mine.isError) {
    return (
      <Alert color="red" data-testid="vacancy-my-applications-failed">
        {t('apply.myApplicationsFailed')}
      </Alert>
    );
  }
  if (mine.isPending) return <Loader size="sm" aria-label={t('eligibility.checking')} />;
  const application = mine.data.find((item) => item.advertisementId === vacancy.id);
  return application ? (
    <MyApplicationStatus applicationId={application.id} />
  ) : (
    <ApplyForm vacancy={vacancy} />
  );
}

/** /vacancy/:id: the advertisement in full, then the apply form (or my application's status). */
export function VacancyDetailPage() {
  const { t } = useTranslation('vacancies');
  const { lang } = useFormat();
  const id = Number(useParams().id);
  const { data: vacancy, isPending, isError } = useVacancy(id);
  // Asked beside the vacancy, not once it has come: the apply section needs both.
  const mine = useMyApplications();

  if (isError || !Number.isInteger(id)) {
    return (
      <Stack gap="md">
        <Alert color="red" title={t('detail.notFoundTitle')}>
          {t('detail.notFoundBody')}
        </Alert>
        <BackToList />
      </Stack>
    );
  }
  if (isPending) return <PageLoader />;

  const post = lang === 'ne' ? vacancy.postNe : vacancy.postEn;
  const quota = lang === 'ne' ? vacancy.quotaNe : vacancy.quotaEn;
  return (
    <Stack gap="lg">
      <BackToList />
      <Stack gap={4}>
        <Title order={1} size="h2">{`${post} (${quota})`}</Title>
        <LocalLevelLine localBody={vacancy.localBody} testId="vacancy-local-level" />
      </Stack>
      {vacancy.reapply && (
        <Alert color="teal" title={t('reapply.detailTitle')} data-testid="reapply-early">
          {t('reapply.detailBody')}
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <VacancyFacts vacancy={vacancy} />
      </Paper>
      {vacancy.split && (
        <VacancySplit split={vacancy.split} advertisementNumber={vacancy.advertisementNumber} />
      )}
      <Divider />
      <Stack gap="sm">
        <Title order={3}>{t('apply.title')}</Title>
        <ApplySection vacancy={vacancy} mine={mine} />
      </Stack>
    </Stack>
  );
}
