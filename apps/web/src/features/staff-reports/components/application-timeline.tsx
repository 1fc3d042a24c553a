import type { ReactNode } from 'react';
import { Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  HOLD_REASON_LABELS,
  type TApplicationTimeline,
  type TApplicationTimelineEvent,
} from '@niyukti/shared';
import { IssuedCode } from '../../../components/issued-code';
import { useFormat } from '../../../lib/format';

// The candidate's timeline (features/applications) reads its own events from the candidate's
// API; this one draws the events the report carries, in the same words, and says the
// candidate's own steps in the third person.

/** The lines under an event: only the details it carries. */
function EventDetails({ event }: { event: TApplicationTimelineEvent }) {
  const { t } = useTranslation(['applications', 'staff-reports']);
  const format = useFormat();
  const line = (label: string, value: ReactNode) => (
    <Text size="sm" key={label}>
      {t(label)}: {value}
    </Text>
  );
  switch (event.kind) {
    case 'applied':
      return event.feePaisa === null ? null : line('timeline.fee', format.money(event.feePaisa));
    case 'double-fee':
      return event.toPaisa === null ? null : line('timeline.fee', format.money(event.toPaisa));
    case 'paid':
      return (
        <>
          {event.amountPaisa !== null && line('timeline.amount', format.money(event.amountPaisa))}
          {event.provider && line('timeline.provider', t(`timeline.providers.${event.provider}`))}
          {event.paymentReference &&
            line('timeline.paymentReference', <IssuedCode>{event.paymentReference}</IssuedCode>)}
          {event.providerReference &&
            line('timeline.providerReference', <IssuedCode>{event.providerReference}</IssuedCode>)}
        </>
      );
    case 'scrutiny': {
      const reason = event.holdReason && HOLD_REASON_LABELS[event.holdReason][format.lang];
      const date = event.holdUntil && format.date(event.holdUntil);
      return (
        <>
          {event.remarks !== null && line('timeline.remarks', event.remarks)}
          {event.holdExpired ? (
            <Text size="sm">
              {reason && date
                ? t('timeline.holdExpired', { reason, date })
                : t('timeline.holdExpiredAny')}
            </Text>
          ) : (
            event.decision === 'hold' && (
              <>
                {reason && line('timeline.holdReason', reason)}
                {date && line('timeline.holdUntil', date)}
              </>
            )
          )}
        </>
      );
    }
    case 'hold-fixed':
      return (
        <Text size="sm">
          {event.holdReason
            ? t('staff-reports:application.holdFixed', {
                reason: HOLD_REASON_LABELS[event.holdReason][format.lang],
              })
            : t('staff-reports:application.holdFixedAny')}
        </Text>
      );
    case 'roll-number':
      return event.rollNumber === null
        ? null
        : line('card.rollNumber', format.digits(event.rollNumber));
  }
}

function titleOf(event: TApplicationTimelineEvent, t: (key: string) => string) {
  const title = t(`timeline.kinds.${event.kind}`);
  if (event.kind !== 'scrutiny' || event.decision === null) return title;
  return `${title}: ${t(`status.scrutiny.${event.decision}`)}`;
}

function colorOf(event: TApplicationTimelineEvent): string | undefined {
  if (event.kind === 'hold-fixed') return 'teal';
  if (event.kind !== 'scrutiny') return undefined;
  if (event.decision === 'rejected') return 'red';
  return event.decision === 'hold' ? 'yellow' : undefined;
}

/** The application's status changes, oldest first, each dated and timed in Nepal. */
export function ApplicationTimeline({ events }: { events: TApplicationTimeline }) {
  const { t } = useTranslation('applications');
  const format = useFormat();
  if (events.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('staff-reports:application.noEvents')}
      </Text>
    );
  return (
    <Timeline
      active={events.length - 1}
      bulletSize={14}
      lineWidth={2}
      data-testid="application-timeline"
    >
      {events.map((event, index) => (
        <Timeline.Item
          // The timeline is read whole and never reordered: a position names one event.
          key={`${index}-${event.kind}`}
          title={titleOf(event, t)}
          color={colorOf(event)}
          data-testid={`timeline-event-${event.kind}`}
        >
          <Stack gap={0}>
            <EventDetails event={event} />
            <Text size="xs" c="dimmed">
              {`${format.date(event.at)} · ${format.time(event.at)}`}
            </Text>
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
