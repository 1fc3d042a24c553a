import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TApplicationTimeline } from '@niyukti/shared';
import { TimelineEvents } from '../../../components/timeline-events';

/** The application's status changes, oldest first, each dated and timed in Nepal. */
export function ApplicationTimeline({ events }: { events: TApplicationTimeline }) {
  const { t } = useTranslation('staff-reports');
  if (events.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('application.noEvents')}
      </Text>
    );
  return <TimelineEvents events={events} staff />;
}
