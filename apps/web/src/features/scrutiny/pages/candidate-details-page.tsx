import { useId, useState } from 'react';
import { Alert, Anchor, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  SCRUTINY_DECISION_ACTIONS,
  SCRUTINY_DECISIONS,
  type TCandidateDetails,
  type TPreviewNeighbour,
} from '@niyukti/shared';
import { PageLoader } from '../../../components/page-loader';
import { isApiError } from '../../../lib/api';
import { useCan } from '../../../lib/auth/can';
import { useFormat } from '../../../lib/format';
import { useCandidateDetails, usePrefetchCandidateDetails } from '../api/get-candidate-details';
import { AgeCheck } from '../components/age-check';
import { ApplicationFacts } from '../components/application-facts';
import { CandidateDocuments } from '../components/candidate-documents';
import { CandidateFacts } from '../components/candidate-facts';
import { DecisionForm } from '../components/decision-form';
import { DetailsSection } from '../components/details-section';
import { DocumentViewer } from '../components/document-viewer';
import { OpenDocumentContext, type ViewedDocument } from '../components/document-viewer-context';
import { FormNotFound } from '../components/form-not-found';
import { FormPlace } from '../components/form-place';
import { GroupCheck } from '../components/group-check';
import { QualificationCheck } from '../components/qualification-check';
import { ShortcutsLine } from '../components/shortcuts-line';
import { ALL_ADVERTISEMENTS, formIn, SCRUTINY_PATHS, type FormPlace as Place } from '../paths';

/** The list the form was opened from: every advertisement's, on the tab and page it was. */
const listOf = (form: Pick<Place, 'status' | 'page'>) =>
  SCRUTINY_PATHS.list({ advertisementId: ALL_ADVERTISEMENTS, ...form });

function BackLink({ to }: { to: string }) {
  const { t } = useTranslation('scrutiny');
  return (
    <Anchor component={Link} to={to} size="sm" data-testid="scrutiny-back">
      ← {t('details.back')}
    </Anchor>
  );
}

/** The form read: every part side by side, the decision, and the way on to the next form. */
function CandidateDetails({ details, form }: { details: TCandidateDetails; form: Place }) {
  const { t } = useTranslation('scrutiny');
  const navigate = useNavigate();
  const may = useCan();
  const shortcutsId = useId();
  const [viewing, setViewing] = useState<ViewedDocument | null>(null);
  // The decisions the user's actions on SC allow: none for a read-only role.
  const decisions = SCRUTINY_DECISIONS.filter((decision) =>
    may('SC', SCRUTINY_DECISION_ACTIONS[decision]),
  );
  const pathOf = (neighbour: TPreviewNeighbour | null) =>
    neighbour &&
    SCRUTINY_PATHS.candidateDetails({
      advertisementCode: neighbour.advertisementCode,
      masterId: neighbour.masterId,
      status: form.status,
      page: form.page,
    });
  const { next } = details.place;
  usePrefetchCandidateDetails(
    next && {
      advertisementCode: next.advertisementCode,
      studentId: next.masterId,
      status: form.status,
    },
  );
  const previousPath = pathOf(details.place.previous);
  const nextPath = pathOf(details.place.next);
  const back = listOf(form);
  useHotkeys(
    viewing
      ? []
      : [
          ['n', () => nextPath && navigate(nextPath)],
          ['p', () => previousPath && navigate(previousPath)],
        ],
  );
  const { application, checks } = details;

  return (
    <OpenDocumentContext value={setViewing}>
      <Stack gap="md">
        <BackLink to={back} />
        <Stack gap={2}>
          <Title order={1} size="h2">
            {t('details.title', { name: details.candidate.name })}
          </Title>
          <Text c="dimmed" size="sm">
            {t('details.intro')}
          </Text>
        </Stack>
        <FormPlace place={details.place} previousPath={previousPath} nextPath={nextPath} />
        <SnapshotNotice snapshot={details.snapshot} />
        <ShortcutsLine id={shortcutsId} canDecide={decisions.length > 0} />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="md">
          <DetailsSection title={t('sections.application')} testId="scrutiny-section-application">
            <ApplicationFacts row={application} />
          </DetailsSection>
          <DetailsSection title={t('sections.candidate')} testId="scrutiny-section-candidate">
            <CandidateFacts candidate={details.candidate} />
          </DetailsSection>
          <DetailsSection title={t('sections.age')} testId="scrutiny-section-age">
            <AgeCheck age={checks.age} />
          </DetailsSection>
          <DetailsSection
            title={t('sections.qualification')}
            testId="scrutiny-section-qualification"
          >
            <QualificationCheck
              qualification={checks.qualification}
              educations={details.educations}
            />
          </DetailsSection>
          <DetailsSection title={t('sections.groups')} testId="scrutiny-section-groups">
            <GroupCheck group={checks.group} groups={details.groups} />
          </DetailsSection>
          <DetailsSection title={t('sections.documents')} testId="scrutiny-section-documents">
            <CandidateDocuments documents={details.documents} />
          </DetailsSection>
        </SimpleGrid>
        {decisions.length > 0 && (
          <DetailsSection
            title={t('sections.decision')}
            testId="scrutiny-section-decision"
            describedBy={shortcutsId}
          >
            <DecisionForm
              key={application.id}
              row={application}
              decisions={decisions}
              onDecided={() => navigate(nextPath ?? back)}
              shortcuts
              keysPaused={viewing !== null}
            />
          </DetailsSection>
        )}
      </Stack>
      <DocumentViewer document={viewing} onClose={() => setViewing(null)} />
    </OpenDocumentContext>
  );
}

function LoadFailed({ back, onRetry }: { back: string; onRetry: () => void }) {
  const { t } = useTranslation('scrutiny');
  return (
    <Stack gap="md">
      <BackLink to={back} />
      <Title order={1} size="h2">
        {t('details.heading')}
      </Title>
      <Alert color="red" variant="light" data-testid="scrutiny-details-failed">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('details.loadFailed')}</Text>
          <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
            {t('details.retry')}
          </Button>
        </Stack>
      </Alert>
    </Stack>
  );
}

/**
 * /admin/candidate-details/:advertisementCode/:studentId/:status/:currentPage (SC): the
 * candidate preview of back-office §2, §3 and §5, opened from the list's tab `status` on page
 * `currentPage`, where its back link returns. A form that is not there, or not allocated to this
 * officer, is said not found in both languages.
 */
export function CandidateDetailsPage() {
  const form = formIn(useParams());
  const details = useCandidateDetails(
    form && {
      advertisementCode: form.advertisementCode,
      studentId: form.studentId,
      status: form.status,
    },
  );
  const back = listOf(form ?? { status: 'pending', page: 1 });
  if (!form) return <FormNotFound backTo={back} />;
  if (details.data)
    return (
      <CandidateDetails
        key={`${form.advertisementCode}/${form.studentId}`}
        details={details.data}
        form={form}
      />
    );
  if (details.isError)
    return isApiError(details.error) && details.error.status === 404 ? (
      <FormNotFound backTo={back} />
    ) : (
      <LoadFailed back={back} onRetry={() => void details.refetch()} />
    );
  return <PageLoader />;
}

/**
 * Whose profile the page shows: the one the form was sent with (decision 163), and, when the
 * candidate has changed the profile since, a warning that what the page shows is not it.
 */
function SnapshotNotice({ snapshot }: { snapshot: TCandidateDetails['snapshot'] }) {
  const { t } = useTranslation('scrutiny');
  const format = useFormat();
  const when = { date: format.date(snapshot.takenAt, 'bs'), time: format.time(snapshot.takenAt) };
  return snapshot.profileChangedSince ? (
    <Alert color="yellow" variant="light" data-testid="scrutiny-snapshot-changed">
      {t('snapshot.changed', when)}
    </Alert>
  ) : (
    <Text size="sm" c="dimmed" data-testid="scrutiny-snapshot">
      {t('snapshot.asSent', when)}
    </Text>
  );
}
