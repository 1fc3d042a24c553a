import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCandidateDetails } from '@niyukti/shared';
import { LabelledValue } from '../../../components/labelled-value';
import { writeDay } from '../../../lib/calendar-text';
import { useFormat } from '../../../lib/format';
import { CheckResult } from './details-section';

type AgeCheck = TCandidateDetails['checks']['age'];

/** The candidate's rule: who it is for, and its youngest and oldest ages. */
function AgeRule({ rule }: { rule: NonNullable<AgeCheck['rule']> }) {
  const { t } = useTranslation('scrutiny');
  const format = useFormat();
  return (
    <Stack gap="xs" data-testid="scrutiny-age-rule">
      <LabelledValue label={t('age.rule')}>{rule.description[format.lang]}</LabelledValue>
      <SimpleGrid cols={2} spacing="sm">
        <LabelledValue label={t('age.minAge')}>
          {t('age.years', { value: format.number(rule.minAge) })}
        </LabelledValue>
        <LabelledValue label={t('age.maxAge')}>
          {rule.maxAge === null
            ? t('age.noUpperLimit')
            : t('age.years', { value: format.number(rule.maxAge) })}
        </LabelledValue>
      </SimpleGrid>
    </Stack>
  );
}

/** back-office §3: the age in years, months and days on the cut-off date, against the rule. */
export function AgeCheck({ age }: { age: AgeCheck }) {
  const { t } = useTranslation('scrutiny');
  const format = useFormat();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <LabelledValue label={t('age.onCutOff')}>
          <Text fw={700} component="span" data-testid="scrutiny-age">
            {t('age.value', {
              years: format.number(age.age.years),
              months: format.number(age.age.months),
              days: format.number(age.age.days),
            })}
          </Text>
        </LabelledValue>
        <LabelledValue label={t('age.cutOff')}>
          {writeDay(format.lang, { ad: age.cutOffAd, bs: age.cutOffBs })}
        </LabelledValue>
      </SimpleGrid>
      {age.rule ? <AgeRule rule={age.rule} /> : <Text size="sm">{t('age.noRule')}</Text>}
      <CheckResult check={age} testId="scrutiny-age-check" />
    </Stack>
  );
}
