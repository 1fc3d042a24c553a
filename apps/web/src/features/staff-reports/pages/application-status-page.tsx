import { Paper, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TApplicationStatusReport } from '@niyukti/shared';
import { DataTable } from '../../../components/data-table';
import { LabelledValue } from '../../../components/labelled-value';
import { MasterIdSearch } from '../../../components/master-id-search';
import { useFormat } from '../../../lib/format';
import { useApplicationStatus } from '../api/get-reports';
import { PageHeading, SectionTitle } from '../components/page-heading';
import { useApplicationColumns } from '../components/person-columns';
import { EmptyReport, isNotFound, ReadFailure, serverWords } from '../components/report-states';

/** The master id of the address (`?masterId=`), when it is one. */
function masterIdOf(params: URLSearchParams): number | undefined {
  const masterId = Number(params.get('masterId'));
  return Number.isInteger(masterId) && masterId > 0 ? masterId : undefined;
}

function CandidateStatus({ report }: { report: TApplicationStatusReport }) {
  const { t } = useTranslation('staff-reports');
  const format = useFormat();
  const columns = useApplicationColumns({ withCandidate: false });
  const { candidate: c } = report;
  const column = (key: string) => t(`columns.${key}`);
  return (
    <Stack gap="md" data-testid="application-status">
      <Paper withBorder radius="md" p="md" component="section">
        <Stack gap="sm">
          <SectionTitle>{t('status.candidate', { name: c.name })}</SectionTitle>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            <LabelledValue label={column('masterId')}>{format.digits(c.masterId)}</LabelledValue>
            <LabelledValue label={column('gender')}>
              {t(`person.genders.${c.gender}`, { ns: 'common' })}
            </LabelledValue>
            <LabelledValue label={column('dob')}>{format.date(c.dobAd)}</LabelledValue>
            <LabelledValue label={column('citizenshipNumber')}>
              {format.digits(c.citizenshipNumber)}
            </LabelledValue>
            <LabelledValue label={column('mobile')}>{format.digits(c.mobile)}</LabelledValue>
            <LabelledValue label={column('email')}>{c.email}</LabelledValue>
            <LabelledValue label={column('registeredAt')}>
              {`${format.date(c.registeredAt)} · ${format.time(c.registeredAt)}`}
            </LabelledValue>
          </SimpleGrid>
        </Stack>
      </Paper>
      <Stack gap="sm" component="section">
        <SectionTitle>{t('status.applications')}</SectionTitle>
        {report.applications.length === 0 ? (
          <EmptyReport>{t('status.noApplications')}</EmptyReport>
        ) : (
          <DataTable
            label={t('status.tableLabel', { name: c.name })}
            columns={columns}
            data={report.applications}
            search={false}
          />
        )}
      </Stack>
    </Stack>
  );
}

/**
 * /admin/application-status (SR read): a candidate found by master id (kept in the address, so
 * the user search can link here), who they are, and each of their applications with where its
 * payment and scrutiny stand; each opens its own report.
 */
export function ApplicationStatusPage() {
  const { t } = useTranslation('staff-reports');
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const masterId = masterIdOf(params);
  const { data, error, isFetching } = useApplicationStatus(masterId);
  return (
    <Stack gap="md">
      <PageHeading title={t('status.title')} intro={t('status.intro')} />
      <MasterIdSearch
        label={t('columns.masterId')}
        findLabel={t('status.find')}
        loading={isFetching}
        initial={masterId}
        onSearch={(next) => setParams({ masterId: String(next) }, { replace: true })}
        testIdPrefix="status-master-id"
      />
      {masterId !== undefined &&
        (data ? (
          <CandidateStatus report={data} />
        ) : isNotFound(error) ? (
          <ReadFailure testId="status-not-found">
            {t('status.notFound', { masterId: format.digits(masterId) })}
          </ReadFailure>
        ) : (
          serverWords(error) && (
            <ReadFailure testId="status-failed">{serverWords(error)}</ReadFailure>
          )
        ))}
    </Stack>
  );
}
