import { Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REQUISITION_ACTION_LABELS, type TRequisitionEvent } from '@niyukti/shared';
import { IssuedCode } from '../../../components/issued-code';
import { useFormat } from '../../../lib/format';
import { WrittenText } from '../../../components/written-text';

/** The flow of a requisition, oldest first: each step, who took it, when, and their remarks. */
export function RequisitionTimeline({ events }: { events: TRequisitionEvent[] }) {
  const { t } = useTranslation('requisitions');
  const format = useFormat();
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('detail.flow')}
      </Title>
      <Timeline
        active={events.length - 1}
        bulletSize={14}
        lineWidth={2}
        data-testid="requisition-timeline"
      >
        {events.map((event) => (
          <Timeline.Item
            key={event.id}
            title={REQUISITION_ACTION_LABELS[event.action][format.lang]}
            color={
              event.action === 'reject' ? 'red' : event.action === 'approve' ? 'green' : undefined
            }
            data-testid={`requisition-event-${event.action}`}
          >
            <Stack gap={2}>
              <Text size="sm">
                {event.actor.name} (<IssuedCode>{event.actor.username}</IssuedCode>)
              </Text>
              <Text size="xs" c="dimmed">
                {t('detail.at', { date: format.date(event.at), time: format.time(event.at) })}
              </Text>
              {event.remarks && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {t('detail.eventRemarks')}: <WrittenText>{event.remarks}</WrittenText>
                </Text>
              )}
            </Stack>
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
