import type { ReactNode } from 'react';
import { Anchor, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DISTRIBUTION_LOG_SOURCE_LABELS, type TDistributionLog } from '@niyukti/shared';
import { IssuedCode } from '../../../components/issued-code';
import { LabelledValue } from '../../../components/labelled-value';
import { nameIn, namedIn } from '../../../components/requisition-values';
import { writeDay } from '../../../lib/calendar-text';
import { useFormat } from '../../../lib/format';

/** A requisition's page (the requisitions feature's address; RQ read). */
const requisitionPath = (id: number) => `/admin/requisition/${id}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="md">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * Every field of a log (back-office.md §3 "Vacancy distribution history … Log fields"): the post's
 * place, the office, its district, province and local body, and the distribution's fiscal year,
 * dates, chalani and total; for a Niyukti one, its requisition (a link for those who read them).
 */
export function LogFacts({
  log,
  canReadRequisitions,
}: {
  log: TDistributionLog;
  canReadRequisitions: boolean;
}) {
  const { t } = useTranslation('distribution-history');
  const format = useFormat();
  const { lang } = format;
  const day = (ad: string, bs: string, calendar: 'bs' | 'ad') =>
    writeDay(lang, { ad, bs }, calendar);
  const requisition = log.requisition;
  return (
    <Stack gap="lg" data-testid="log-facts">
      <Section title={t('log.post')}>
        <LabelledValue label={t('columns.service')}>
          {nameIn(lang, log.serviceEn, log.serviceNe)}
        </LabelledValue>
        <LabelledValue label={t('columns.class')}>
          {nameIn(lang, log.classEn, log.classNe)}
        </LabelledValue>
        <LabelledValue label={t('columns.group')}>
          {nameIn(lang, log.groupEn, log.groupNe)}
        </LabelledValue>
        <LabelledValue label={t('columns.subGroup')}>
          {nameIn(lang, log.subGroupEn, log.subGroupNe)}
        </LabelledValue>
        <LabelledValue label={t('columns.post')}>
          {nameIn(lang, log.postEn, log.postNe)}
        </LabelledValue>
        <LabelledValue label={t('columns.postType')}>
          {nameIn(lang, log.postTypeEn, log.postTypeNe)}
        </LabelledValue>
      </Section>
      <Section title={t('log.office')}>
        <LabelledValue label={t('columns.ministry')}>{namedIn(lang, log.ministry)}</LabelledValue>
        <LabelledValue label={t('columns.office')}>{namedIn(lang, log.office)}</LabelledValue>
        <LabelledValue label={t('log.district')}>{namedIn(lang, log.district)}</LabelledValue>
        <LabelledValue label={t('log.province')}>{namedIn(lang, log.province)}</LabelledValue>
        <LabelledValue label={t('log.localBody')}>
          {log.localBody ? namedIn(lang, log.localBody) : '—'}
        </LabelledValue>
      </Section>
      <Section title={t('log.distribution')}>
        <LabelledValue label={t('columns.type')}>
          {DISTRIBUTION_LOG_SOURCE_LABELS[log.source][lang]}
        </LabelledValue>
        <LabelledValue label={t('columns.fiscalYear')}>
          {format.digits(log.fiscalYear)}
        </LabelledValue>
        <LabelledValue label={t('columns.totalVacancy')}>
          {format.number(log.totalVacancy)}
        </LabelledValue>
        <LabelledValue label={t('log.publishDateBs')}>
          {day(log.publishDateAd, log.publishDateBs, 'bs')}
        </LabelledValue>
        <LabelledValue label={t('log.publishDateAd')}>
          {day(log.publishDateAd, log.publishDateBs, 'ad')}
        </LabelledValue>
        <LabelledValue label={t('log.chalaniNumber')}>
          <IssuedCode>{log.chalaniNumber}</IssuedCode>
        </LabelledValue>
        <LabelledValue label={t('log.chalaniDateBs')}>
          {day(log.chalaniDateAd, log.chalaniDateBs, 'bs')}
        </LabelledValue>
        <LabelledValue label={t('log.chalaniDateAd')}>
          {day(log.chalaniDateAd, log.chalaniDateBs, 'ad')}
        </LabelledValue>
        {requisition && (
          <LabelledValue label={t('log.requisition')}>
            {canReadRequisitions ? (
              <Anchor
                component={Link}
                to={requisitionPath(requisition.id)}
                size="sm"
                aria-label={t('log.openRequisition', { number: requisition.number })}
                data-testid="log-requisition"
              >
                <IssuedCode>{requisition.number}</IssuedCode>
              </Anchor>
            ) : (
              <IssuedCode>{requisition.number}</IssuedCode>
            )}
          </LabelledValue>
        )}
      </Section>
    </Stack>
  );
}
