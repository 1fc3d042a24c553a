import { Loader, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import {
  ADVERTISEMENT_ACTION_LABELS,
  ADVERTISEMENT_DATE_LABELS,
  ADVERTISEMENT_DATE_NAMES,
  ADVERTISEMENT_STATUS_LABELS,
  type TAdvertisementEvent,
  type TAdvertisementView,
} from '@niyukti/shared';
import { LabelledValue } from '../../../components/labelled-value';
import { useFormat } from '../../../lib/format';
import { useAdvertisement } from '../api/advertisements';
import { parseDateChanges } from '../lib/event-remarks';
import { localLevelPlace } from '../../../lib/local-level';
import { IssuedCode } from '../../../components/issued-code';
import { FromRequisition } from './advertisement-columns';
import { WrittenText } from '../../../components/written-text';

/** Identity and every date in both calendars (back-office.md §3 Advertisement). */
export function AdvertisementFacts({ advertisement: a }: { advertisement: TAdvertisementView }) {
  const { t } = useTranslation('advertisements');
  const format = useFormat();
  const { lang } = format;
  const name = (en: string | null, ne: string | null) => (lang === 'ne' ? ne : en) ?? '—';
  return (
    <Stack gap="sm" data-testid={`advertisement-facts-${a.id}`}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <LabelledValue label={t('detail.service')}>{name(a.serviceEn, a.serviceNe)}</LabelledValue>
        <LabelledValue label={t('detail.class')}>{name(a.classEn, a.classNe)}</LabelledValue>
        <LabelledValue label={t('detail.group')}>{name(a.groupEn, a.groupNe)}</LabelledValue>
        <LabelledValue label={t('detail.subGroup')}>
          {name(a.subGroupEn, a.subGroupNe)}
        </LabelledValue>
        <LabelledValue label={t('detail.fee')}>{format.money(a.feePaisa)}</LabelledValue>
        <LabelledValue label={t('detail.oldNumber')}>
          {a.oldAdvertisementNumber ? format.digits(a.oldAdvertisementNumber) : '—'}
        </LabelledValue>
        {a.localBody && (
          <LabelledValue label={t('detail.localLevel')}>
            <span data-testid={`advertisement-local-level-${a.id}`}>
              {localLevelPlace(a.localBody, lang)}
            </span>
          </LabelledValue>
        )}
        {a.requisitionNumber && (
          <LabelledValue label={t('detail.requisition')}>
            <span data-testid={`advertisement-requisition-${a.id}`}>
              <FromRequisition number={a.requisitionNumber} />
            </span>
          </LabelledValue>
        )}
        {a.rejectionRemarks && (
          <LabelledValue label={t('detail.rejectionRemarks')}>
            <WrittenText>{a.rejectionRemarks}</WrittenText>
          </LabelledValue>
        )}
      </SimpleGrid>
      <Title order={5}>{t('detail.dates')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        {ADVERTISEMENT_DATE_NAMES.map((dateName) => {
          const ad = a[`${dateName}Ad`];
          // An advertisement a distribution made has its dates set by the publish form.
          const unset =
            a.status === 'pending' && a.publishDateAd === null
              ? t('detail.setWhenPublished')
              : t('detail.notSet');
          return (
            <LabelledValue key={dateName} label={ADVERTISEMENT_DATE_LABELS[dateName][lang]}>
              {ad ? format.date(ad) : unset}
            </LabelledValue>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

/** The exam centres candidates choose between (PA reads the detail). */
export function AdvertisementExamCentres({ id }: { id: number }) {
  const { t } = useTranslation('advertisements');
  const { lang } = useFormat();
  const { data } = useAdvertisement(id);
  if (!data) return null;
  const names = data.examCentres.map((centre) =>
    t('create.centreOption', {
      centre: lang === 'ne' ? centre.nameNe : centre.nameEn,
      district: lang === 'ne' ? centre.districtNe : centre.districtEn,
    }),
  );
  return (
    <LabelledValue label={t('detail.examCentres')}>
      <span data-testid={`advertisement-exam-centres-${id}`}>
        {names.length > 0 ? names.join('; ') : t('detail.noExamCentres')}
      </span>
    </LabelledValue>
  );
}

/** When a moment: both calendars and Nepal time. */
function useMoment() {
  const format = useFormat();
  return (instant: string) => `${format.date(instant, 'bs')} ${format.time(instant)}`;
}

/** An event's remarks in the reader's language where the API wrote them in a fixed form. */
function EventRemarks({ event }: { event: TAdvertisementEvent }) {
  const { t } = useTranslation('advertisements');
  const format = useFormat();
  const moment = useMoment();
  const { remarks } = event;
  if (!remarks || (event.actor === null && remarks === 'scheduled')) return null;
  if (event.action === 'schedule' && !Number.isNaN(Date.parse(remarks)))
    return <Text size="sm">{`${t('columns.scheduledAt')}: ${moment(remarks)}`}</Text>;
  // Made by an approved distribution: the remark is its requisition's number, an issued code.
  if (event.action === 'create')
    return (
      <Text size="sm">
        <Trans
          t={t}
          i18nKey="detail.fromRequisition"
          values={{ number: remarks }}
          components={{ code: <IssuedCode /> }}
        />
      </Text>
    );
  const changes = event.action === 'change_dates' ? parseDateChanges(remarks) : null;
  if (!changes)
    return (
      <Text size="sm">
        <WrittenText>{remarks}</WrittenText>
      </Text>
    );
  const day = (value: string | null) => (value ? format.date(value, 'bs') : '—');
  return (
    <Stack gap={0}>
      {changes.extraDays !== null && (
        <Text size="sm">{`${t('dates.extraDays')}: ${format.digits(changes.extraDays)}`}</Text>
      )}
      {changes.changes.map((change) => (
        <Text size="sm" key={change.name}>
          {`${ADVERTISEMENT_DATE_LABELS[change.name][format.lang]}: ${day(change.from)} → ${day(change.to)}`}
        </Text>
      ))}
    </Stack>
  );
}

/** Every step with who took it and when (PA reads the detail). */
export function AdvertisementTimeline({ id }: { id: number }) {
  const { t } = useTranslation('advertisements');
  const format = useFormat();
  const moment = useMoment();
  const { data, isPending } = useAdvertisement(id);
  if (isPending || !data)
    return (
      <Text size="sm" c="dimmed">
        <Loader size="xs" mr="xs" />
        {t('detail.loading')}
      </Text>
    );
  return (
    <Stack gap="xs">
      <Title order={5}>{t('detail.timeline')}</Title>
      <Timeline active={data.events.length - 1} bulletSize={14} lineWidth={2}>
        {data.events.map((event) => (
          <Timeline.Item
            key={event.id}
            title={ADVERTISEMENT_ACTION_LABELS[event.action][format.lang]}
            data-testid={`advertisement-event-${event.action}`}
          >
            <Text size="xs" c="dimmed">
              {moment(event.at)} ·{' '}
              {event.actor ? (
                <>
                  {event.actor.name} (<IssuedCode>{event.actor.username}</IssuedCode>)
                </>
              ) : (
                t('detail.scheduler')
              )}{' '}
              · {ADVERTISEMENT_STATUS_LABELS[event.toStatus][format.lang]}
            </Text>
            <EventRemarks event={event} />
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
