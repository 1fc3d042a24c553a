import { Alert, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TApplication } from '@niyukti/shared';
import { PATHS } from '../../../lib/routing/paths';
import { useFormat } from '../../../lib/format';

interface Step {
  key: string;
  to: string;
  count: number;
}

/** The most useful thing to do next, derived from my applications alone. */
function nextStep(applications: TApplication[]): Step {
  const admitCards = applications.filter((a) => a.admitCardAvailable).length;
  if (admitCards > 0) return { key: 'admitCards', to: PATHS.admitCard, count: admitCards };
  const unpaid = applications.filter((a) => a.paymentStatus === 'unpaid').length;
  if (unpaid > 0) return { key: 'pay', to: PATHS.myApplications, count: unpaid };
  if (applications.length === 0) return { key: 'apply', to: PATHS.vacancies, count: 0 };
  return { key: 'wait', to: PATHS.myApplications, count: applications.length };
}

export function NextStep({ applications }: { applications: TApplication[] }) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const step = nextStep(applications);
  return (
    <Alert color="commission" title={t('next.title')} data-testid="dashboard-next-step">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <span>{t(`next.${step.key}`, { count: format.number(step.count) })}</span>
        <Button component={Link} to={step.to} size="compact-md" variant="light">
          {t(`next.${step.key}Action`)}
        </Button>
      </Group>
    </Alert>
  );
}
