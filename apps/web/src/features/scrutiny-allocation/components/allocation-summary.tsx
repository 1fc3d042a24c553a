import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAllocationAdvertisement } from '@niyukti/shared';
import { IssuedCode } from '../../../components/issued-code';
import { LabelledValue } from '../../../components/labelled-value';
import { nameIn } from '../../../components/requisition-values';
import { useFormat } from '../../../lib/format';
import { postPlace } from './allocation-columns';
import type { CountKey } from './count-columns';

/** The counts of an advertisement, in the order read. */
const FIGURES = [
  'forms',
  'allocated',
  'completed',
  'remaining',
  'onHold',
  'pending',
  'awaitingPayment',
] as const satisfies readonly (CountKey & keyof TAllocationAdvertisement)[];

/** The advertisement's counts as a row of figures, each named (a description list). */
function Figures({ advertisement }: { advertisement: TAllocationAdvertisement }) {
  const { t } = useTranslation('scrutiny-allocation');
  const format = useFormat();
  return (
    <SimpleGrid
      component="dl"
      cols={{ base: 2, xs: 4, md: 7 }}
      spacing="xs"
      m={0}
      data-testid="allocation-figures"
    >
      {FIGURES.map((key) => (
        <Paper key={key} withBorder radius="md" p="xs" data-testid={`figure-${key}`}>
          <Text component="dt" size="xs" c="dimmed" fw={600}>
            {t(`counts.${key}`)}
          </Text>
          <Text component="dd" m={0} fw={700} size="lg">
            {format.number(advertisement[key])}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** An advertisement's facts (code, number, post and where it sits) and its forms' counts. */
export function AllocationSummary({
  advertisement: a,
}: {
  advertisement: TAllocationAdvertisement;
}) {
  const { t } = useTranslation('scrutiny-allocation');
  const format = useFormat();
  const { lang } = format;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <LabelledValue label={t('summary.code')}>
          <IssuedCode>{a.code}</IssuedCode>
        </LabelledValue>
        <LabelledValue label={t('summary.number')}>
          {format.digits(a.advertisementNumber)}
        </LabelledValue>
        <LabelledValue label={t('summary.post')}>
          {nameIn(lang, a.postEn, a.postNe)}
          <Text size="xs" c="dimmed">
            {postPlace(format, a)}
          </Text>
        </LabelledValue>
        <LabelledValue label={t('summary.quota')}>
          {nameIn(lang, a.quotaEn, a.quotaNe)}
        </LabelledValue>
        <LabelledValue label={t('summary.organization')}>
          {nameIn(lang, a.organizationEn, a.organizationNe)}
        </LabelledValue>
        <LabelledValue label={t('summary.fiscalYear')}>
          {a.fiscalYear ? format.digits(a.fiscalYear) : '—'}
        </LabelledValue>
      </SimpleGrid>
      <Figures advertisement={a} />
    </Stack>
  );
}
