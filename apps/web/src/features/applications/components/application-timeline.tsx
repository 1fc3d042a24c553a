import { Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TimelineEvents } from '../../../components/timeline-events';
import { useApplicationTimeline } from '../api/get-application-timeline';

/** Every status change of my application, oldest first, dated in B.S. with the A.D. day. */
export function ApplicationTimeline({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('applications');
  const { data: events, isPending, isError } = useApplicationTimeline(applicationId);
  if (isError) return null; // the client has already said why, in the current language
  if (isPending)
    return (
      <Text size="sm" c="dimmed">
        <Loader size="xs" mr="xs" />
        {t('timeline.loading')}
      </Text>
    );
  if (events.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('timeline.empty')}
      </Text>
    );
  return <TimelineEvents events={events} />;
}
