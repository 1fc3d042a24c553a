import type { ReactNode } from 'react';
import { Anchor, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { TApplicationReport } from '@niyukti/shared';
import { IssuedCode } from '../../../components/issued-code';
import { LabelledValue } from '../../../components/labelled-value';
import { PageLoader } from '../../../components/page-loader';
import { nameIn } from '../../../components/requisition-values';
import { useFormat } from '../../../lib/format';
import { useApplicationReport } from '../api/get-reports';
import { ApplicationTimeline } from '../components/application-timeline';
import { PageHeading, SectionTitle } from '../components/page-heading';
import { isNotFound, ReadFailure, serverWords } from '../components/report-states';
import { PaymentBadge, ScrutinyBadge } from '../components/status-badges';
import { STAFF_REPORT_PATHS } from '../components/staff-report-paths';
import { WrittenText } from '../../../components/written-text';

/** A section of the report: its h2 and its facts side by side (one a line on a phone). */
function Facts({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section">
      <Stack gap="sm">
        <SectionTitle>{title}</SectionTitle>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {children}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function ApplicationReport({ report: r }: { report: TApplicationReport }) {
  const { t } = useTranslation('staff-reports');
  const format = useFormat();
  const { lang } = format;
  const column = (key: string) => t(`columns.${key}`);
  return (
    <Stack gap="md" data-testid="application-report">
      <PageHeading
        title={t('application.title', { name: r.candidateName })}
        intro={
          <Trans
            t={t}
            i18nKey="application.intro"
            values={{ code: r.advertisementCode }}
            components={{ code: <IssuedCode /> }}
          />
        }
      />
      <Facts title={t('application.candidate')}>
        <LabelledValue label={column('masterId')}>
          <Anchor
            component={Link}
            to={STAFF_REPORT_PATHS.applicationStatus(r.masterId)}
            aria-label={t('application.allOfCandidate', { masterId: format.digits(r.masterId) })}
          >
            {format.digits(r.masterId)}
          </Anchor>
        </LabelledValue>
        <LabelledValue label={column('name')}>{r.candidateName}</LabelledValue>
        <LabelledValue label={column('gender')}>
          {t(`person.genders.${r.gender}`, { ns: 'common' })}
        </LabelledValue>
        <LabelledValue label={column('dob')}>{format.date(r.dobAd)}</LabelledValue>
        <LabelledValue label={column('citizenshipNumber')}>
          {format.digits(r.citizenshipNumber)}
        </LabelledValue>
        <LabelledValue label={column('mobile')}>{format.digits(r.mobile)}</LabelledValue>
        <LabelledValue label={column('email')}>{r.email}</LabelledValue>
      </Facts>
      <Facts title={t('application.application')}>
        <LabelledValue label={column('advertisementCode')}>
          <IssuedCode>{r.advertisementCode}</IssuedCode>
        </LabelledValue>
        <LabelledValue label={column('advertisementNumber')}>
          {format.digits(r.advertisementNumber)}
        </LabelledValue>
        <LabelledValue label={column('post')}>{nameIn(lang, r.postEn, r.postNe)}</LabelledValue>
        <LabelledValue label={column('examCentre')}>
          {nameIn(lang, r.examCentreEn, r.examCentreNe)}
        </LabelledValue>
        <LabelledValue label={column('appliedAt')}>
          {`${format.date(r.appliedAt)} · ${format.time(r.appliedAt)}`}
        </LabelledValue>
        <LabelledValue label={column('rollNumber')}>
          {r.rollNumber === null ? '—' : format.digits(r.rollNumber)}
        </LabelledValue>
      </Facts>
      <Facts title={t('application.feeAndStatus')}>
        <LabelledValue label={column('fee')}>{format.money(r.feePaisa)}</LabelledValue>
        <LabelledValue label={column('paymentReference')}>
          {r.paymentReference ? <IssuedCode>{r.paymentReference}</IssuedCode> : '—'}
        </LabelledValue>
        <LabelledValue label={column('paymentStatus')}>
          <PaymentBadge status={r.paymentStatus} />
        </LabelledValue>
        <LabelledValue label={column('scrutinyStatus')}>
          <ScrutinyBadge status={r.scrutinyStatus} />
        </LabelledValue>
        <LabelledValue label={column('remarks')}>
          {r.scrutinyRemarks ? <WrittenText>{r.scrutinyRemarks}</WrittenText> : '—'}
        </LabelledValue>
      </Facts>
      <Paper withBorder radius="md" p="md" component="section">
        <Stack gap="sm">
          <SectionTitle>{t('application.timeline')}</SectionTitle>
          <ApplicationTimeline events={r.timeline} />
        </Stack>
      </Paper>
    </Stack>
  );
}

/**
 * /admin/application-report/:id (SR read): one application, its candidate, advertisement,
 * exam centre, fee and payment reference, where payment and scrutiny stand, the scrutiny's
 * remarks, and its timeline. An address naming no application says so.
 */
export function ApplicationReportPage() {
  const { t } = useTranslation('staff-reports');
  const params = useParams();
  const applicationId = Number(params.id);
  const valid = Number.isInteger(applicationId) && applicationId > 0;
  const { data, error } = useApplicationReport(applicationId, valid);
  return (
    <Stack gap="md">
      <Group>
        <Anchor component={Link} to={STAFF_REPORT_PATHS.applications} size="sm">
          {t('application.back')}
        </Anchor>
      </Group>
      {data ? (
        <ApplicationReport report={data} />
      ) : !valid || isNotFound(error) ? (
        <>
          <PageHeading title={t('application.notFoundTitle')} />
          <ReadFailure testId="application-not-found">{t('application.notFound')}</ReadFailure>
        </>
      ) : error ? (
        serverWords(error) && (
          <ReadFailure testId="application-failed">{serverWords(error)}</ReadFailure>
        )
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}
