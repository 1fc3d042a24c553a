import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCandidateDetails } from '@niyukti/shared';
import { IssuedCode } from '../../../components/issued-code';
import { LabelledValue } from '../../../components/labelled-value';
import { writeDay } from '../../../lib/calendar-text';
import { useFormat } from '../../../lib/format';

/** Who applied: master id, name, gender, date of birth in both calendars, contacts, citizenship. */
export function CandidateFacts({ candidate }: { candidate: TCandidateDetails['candidate'] }) {
  const { t } = useTranslation('scrutiny');
  const format = useFormat();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" data-testid="scrutiny-candidate-facts">
      <LabelledValue label={t('columns.masterId')}>
        {format.digits(candidate.masterId)}
      </LabelledValue>
      <LabelledValue label={t('candidate.name')}>{candidate.name}</LabelledValue>
      <LabelledValue label={t('person.gender', { ns: 'common' })}>
        {t(`person.genders.${candidate.gender}`, { ns: 'common' })}
      </LabelledValue>
      <LabelledValue label={t('candidate.dateOfBirth')}>
        <span data-testid="scrutiny-date-of-birth">
          {writeDay(format.lang, { ad: candidate.dobAd, bs: candidate.dobBs })}
        </span>
      </LabelledValue>
      <LabelledValue label={t('candidate.mobile')}>{format.digits(candidate.mobile)}</LabelledValue>
      <LabelledValue label={t('candidate.email')}>
        {candidate.email ? <IssuedCode>{candidate.email}</IssuedCode> : '—'}
      </LabelledValue>
      <LabelledValue label={t('candidate.citizenshipNumber')}>
        {format.digits(candidate.citizenshipNumber)}
      </LabelledValue>
    </SimpleGrid>
  );
}
