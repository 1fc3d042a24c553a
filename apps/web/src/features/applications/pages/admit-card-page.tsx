import { Alert, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TApplication } from '@niyukti/shared';
import { PageLoader } from '../../../components/page-loader';
import { useFormat } from '../../../lib/format';
import { useMyApplications } from '../api/get-my-applications';
import { AdmitCardReadiness } from '../components/admit-card-readiness';
import { DownloadAdmitCardButton } from '../components/download-admit-card-button';

function ReadyCard({ application }: { application: TApplication }) {
  const { t } = useTranslation('applications');
  const format = useFormat();
  return (
    <Card withBorder radius="md" data-testid={`admit-card-${application.id}`}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={0}>
          <Text fw={700}>{format.lang === 'ne' ? application.postNe : application.postEn}</Text>
          <Text size="sm" c="dimmed">
            {format.digits(application.advertisementNumber)}
          </Text>
          <Text size="sm">
            {t('card.rollNumber')}: <b>{format.digits(application.rollNumber ?? '')}</b>
          </Text>
        </Stack>
        <DownloadAdmitCardButton applicationId={application.id} />
      </Group>
    </Card>
  );
}

/** /approved/download-admit-card: the admit cards I can download, and why others are not ready. */
export function AdmitCardPage() {
  const { t } = useTranslation('applications');
  const { data, isPending } = useMyApplications();
  if (isPending) return <PageLoader />;
  const applications = data ?? [];
  const ready = applications.filter((a) => a.admitCardAvailable);
  const waiting = applications.filter((a) => !a.admitCardAvailable);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('admitCard.title')}
      </Title>
      {ready.length === 0 && (
        <Alert color="blue" title={t('admitCard.noneTitle')} data-testid="admit-card-none">
          {t('admitCard.noneBody')}
        </Alert>
      )}
      {ready.map((application) => (
        <ReadyCard key={application.id} application={application} />
      ))}
      {waiting.length > 0 && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="md">
            <Text fw={600}>{t('admitCard.waitingTitle')}</Text>
            <Text size="sm" c="dimmed">
              {t('admitCard.waitingBody')}
            </Text>
            {waiting.map((application) => (
              <AdmitCardReadiness key={application.id} application={application} />
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
