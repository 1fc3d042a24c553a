import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../lib/routing/paths';
import { PageLoader } from '../../../components/page-loader';
import { useFormat } from '../../../lib/format';
import { useApplication } from '../api/get-application';
import { ApplicationActions } from '../components/application-card';
import { ApplicationFacts } from '../components/application-facts';
import { ApplicationStatusMessage } from '../components/application-status-message';
import { ApplicationTimeline } from '../components/application-timeline';
import { HoldNotice } from '../components/hold-notice';
import { VoucherPanel } from '../components/voucher-panel';

function BackToList() {
  const { t } = useTranslation('applications');
  return (
    <Anchor component={Link} to={PATHS.myApplications} size="sm">
      {t('detail.back')}
    </Anchor>
  );
}

/**
 * /vacancy-applied/:id: one of my applications, its status message, its bank voucher (if any),
 * and every step it took.
 */
export function ApplicationDetailPage() {
  const { t } = useTranslation('applications');
  const format = useFormat();
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const { data: application, isPending, isError } = useApplication(id);

  if (isError || !validId) {
    return (
      <Stack gap="md">
        <Alert color="red" title={t('detail.notFoundTitle')} data-testid="application-not-found">
          {t('detail.notFoundBody')}
        </Alert>
        <BackToList />
      </Stack>
    );
  }
  if (isPending) return <PageLoader />;

  return (
    <Stack gap="lg" data-testid={`application-detail-${application.id}`}>
      <BackToList />
      <Stack gap={0}>
        <Title order={1} size="h2">
          {format.lang === 'ne' ? application.postNe : application.postEn}
        </Title>
        <Text c="dimmed">{format.digits(application.advertisementNumber)}</Text>
      </Stack>
      <HoldNotice application={application} />
      <ApplicationStatusMessage application={application} />
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <ApplicationFacts application={application} />
          <ApplicationActions application={application} />
        </Stack>
      </Paper>
      <VoucherPanel application={application} />
      <Stack gap="sm">
        <Title order={3}>{t('timeline.title')}</Title>
        <ApplicationTimeline applicationId={application.id} />
      </Stack>
    </Stack>
  );
}
