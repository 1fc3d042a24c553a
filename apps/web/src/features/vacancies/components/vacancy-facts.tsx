import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TVacancyDetail } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { DualDate } from './dual-date';
import { LabelledValue } from '../../../components/labelled-value';
import { IssuedCode } from '../../../components/issued-code';

/** Every field of an advertisement a candidate needs before applying; dates in B.S. and A.D. */
export function VacancyFacts({ vacancy }: { vacancy: TVacancyDetail }) {
  const { t } = useTranslation('vacancies');
  const format = useFormat();
  const ne = format.lang === 'ne';
  const text = (en: string, np: string) => <Text size="sm">{ne ? np : en}</Text>;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md">
        <LabelledValue label={t('columns.advertisementNumber')}>
          <Text size="sm" fw={600}>
            {format.digits(vacancy.advertisementNumber)}
          </Text>
        </LabelledValue>
        <LabelledValue label={t('detail.code')}>
          <Text size="sm">
            <IssuedCode>{vacancy.code}</IssuedCode>
          </Text>
        </LabelledValue>
        <LabelledValue label={t('columns.post')}>
          {text(vacancy.postEn, vacancy.postNe)}
        </LabelledValue>
        <LabelledValue label={t('detail.service')}>
          {text(vacancy.serviceEn, vacancy.serviceNe)}
        </LabelledValue>
        <LabelledValue label={t('detail.group')}>
          {text(vacancy.groupEn, vacancy.groupNe)}
        </LabelledValue>
        <LabelledValue label={t('columns.class')}>
          {text(vacancy.classEn, vacancy.classNe)}
        </LabelledValue>
        <LabelledValue label={t('columns.quota')}>
          {text(vacancy.quotaEn, vacancy.quotaNe)}
        </LabelledValue>
        <LabelledValue label={t('columns.vacancies')}>
          <Text size="sm">{format.number(vacancy.vacancyCount)}</Text>
        </LabelledValue>
        <LabelledValue label={t('columns.fee')}>
          <Text size="sm" fw={600}>
            {format.money(vacancy.feePaisa)}
          </Text>
        </LabelledValue>
        {vacancy.examinedWith.length > 0 && (
          <LabelledValue label={t('detail.examinedWith')}>
            <Text size="sm" data-testid="vacancy-examined-with">
              {vacancy.examinedWith.map((post) => (ne ? post.nameNe : post.nameEn)).join(', ')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('detail.examinedWithFee')}
            </Text>
          </LabelledValue>
        )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md">
        <LabelledValue label={t('detail.publishDate')}>
          <DualDate ad={vacancy.publishDateAd} />
        </LabelledValue>
        <LabelledValue label={t('detail.singleFeeDeadline')}>
          <DualDate ad={vacancy.singleFeeDeadlineAd} />
        </LabelledValue>
        <LabelledValue label={t('detail.doubleFeeDeadline')}>
          <DualDate ad={vacancy.doubleFeeDeadlineAd} />
        </LabelledValue>
        <LabelledValue label={t('detail.ageCutOffDate')}>
          <DualDate ad={vacancy.ageCutOffDateAd} />
        </LabelledValue>
        <LabelledValue label={t('detail.admitCardDate')}>
          <DualDate ad={vacancy.admitCardDateAd} />
        </LabelledValue>
      </SimpleGrid>
    </Stack>
  );
}
