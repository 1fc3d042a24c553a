import { Group, List, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TApplication } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';

function Check({ done, label }: { done: boolean; label: string }) {
  const { t } = useTranslation('applications');
  return (
    <List.Item
      icon={
        <ThemeIcon size={18} radius="xl" color={done ? 'teal' : 'gray'} aria-hidden="true">
          <span style={{ fontSize: 11 }}>{done ? '✓' : '–'}</span>
        </ThemeIcon>
      }
    >
      <Text size="sm" c={done ? undefined : 'dimmed'} span>
        {label}
      </Text>
      <VisuallyHidden>{done ? t('admitCard.done') : t('admitCard.notYet')}</VisuallyHidden>
    </List.Item>
  );
}

/** Which of the admit card's conditions an application meets already (the date comes last). */
export function AdmitCardReadiness({ application }: { application: TApplication }) {
  const { t } = useTranslation('applications');
  const format = useFormat();
  return (
    <Stack gap={6} data-testid={`admit-card-readiness-${application.id}`}>
      <Group gap="xs">
        <Text fw={600} size="sm">
          {format.lang === 'ne' ? application.postNe : application.postEn}
        </Text>
        <Text size="sm" c="dimmed">
          {format.digits(application.advertisementNumber)}
        </Text>
      </Group>
      <List spacing={4} size="sm">
        <Check done={application.scrutinyStatus === 'approved'} label={t('admitCard.approved')} />
        <Check done={application.paymentStatus === 'paid'} label={t('admitCard.paid')} />
        <Check done={application.rollNumber !== null} label={t('admitCard.rollNumber')} />
      </List>
    </Stack>
  );
}
