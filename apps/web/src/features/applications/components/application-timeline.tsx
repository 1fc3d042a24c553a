import type { ReactNode } from 'react';
import { Loader, Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HOLD_REASON_LABELS, type TApplicationTimelineEvent } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { useApplicationTimeline } from '../api/get-application-timeline';
import { IssuedCode } from '../../../components/issued-code';

/** The lines under an event: only the details it carries. */
function EventDetails({ event }: { event: TApplicationTimelineEvent }) {
  const { t } = useTranslation('applications');
  const format = useFormat();
  const line = (label: string, value: ReactNode, testId?: string) => (
    <Text size="sm" key={label} data-testid={testId}>
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
            line(
              'timeline.paymentReference',
              <IssuedCode>{event.paymentReference}</IssuedCode>,
              'timeline-payment-reference',
            )}
          {event.providerReference &&
            line('timeline.providerReference', <IssuedCode>{event.providerReference}</IssuedCode>)}
        </>
      );
    case 'scrutiny': {
      const reason = event.holdReason && HOLD_REASON_LABELS[event.holdReason][format.lang];
      const date = event.holdUntil && format.date(event.holdUntil);
      return (
        <>
          {event.remarks !== null && line('timeline.remarks', event.remarks, 'timeline-remarks')}
          {event.holdExpired ? (
            <Text size="sm" data-testid="timeline-hold-expired">
              {reason && date
                ? t('timeline.holdExpired', { reason, date })
                : t('timeline.holdExpiredAny')}
            </Text>
          ) : (
            event.decision === 'hold' && (
              <>
                {reason && line('timeline.holdReason', reason, 'timeline-hold-reason')}
                {date && line('timeline.holdUntil', date, 'timeline-hold-until')}
              </>
            )
          )}
        </>
      );
    }
    case 'hold-fixed':
      return (
        <Text size="sm" data-testid="timeline-hold-fixed">
          {event.holdReason
            ? t('timeline.holdFixed', {
                reason: HOLD_REASON_LABELS[event.holdReason][format.lang],
              })
            : t('timeline.holdFixedAny')}
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

/** Every status change of my application, oldest first, dated in B.S. with the A.D. day. */
export function ApplicationTimeline({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('applications');
  const format = useFormat();
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
  return (
    <Timeline
      active={events.length - 1}
      bulletSize={14}
      lineWidth={2}
      data-testid="application-timeline"
    >
      {events.map((event, index) => (
        <Timeline.Item
          // The list only grows at its end, so a position names the same event on every render.
          key={`${index}-${event.kind}`}
          title={titleOf(event, t)}
          color={colorOf(event)}
          data-testid={`timeline-event-${event.kind}`}
        >
          <Stack gap={0}>
            <EventDetails event={event} />
            <Text size="xs" c="dimmed">
              {format.date(event.at)}
            </Text>
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
