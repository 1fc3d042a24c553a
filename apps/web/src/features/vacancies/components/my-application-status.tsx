import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../lib/routing/paths';
import { useMyApplications } from '../api/get-my-applications';

/** Shown instead of the apply form once I have applied: where my application stands. */
export function MyApplicationStatus({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('vacancies');
  const { data } = useMyApplications();
  const application = data?.find((item) => item.id === applicationId);
  return (
    <Alert color="teal" title={t('applied.title')} data-testid="vacancy-already-applied">
      <Stack gap="sm">
        {application && (
          <Group gap="xs">
            <Text size="sm">{t('applied.scrutiny')}</Text>
            <Badge variant="white">
              {t(`status.scrutiny.${application.scrutinyStatus}`, { ns: 'applications' })}
            </Badge>
            <Text size="sm">{t('applied.payment')}</Text>
            <Badge variant="white" color={application.paymentStatus === 'paid' ? 'teal' : 'orange'}>
              {t(`status.payment.${application.paymentStatus}`, { ns: 'applications' })}
            </Badge>
          </Group>
        )}
        <Group>
          <Button component={Link} to={PATHS.myApplications} variant="light">
            {t('applied.goToMyApplications')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
