import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPersonalDetailsView } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { usePersonalDetails } from '../api/personal';
import { MasterName } from './preview-master-name';
import {
  PreviewDate,
  PreviewField,
  PreviewFields,
  PreviewQuery,
  PreviewSection,
} from './preview-section';

/** Given, middle and family name as one line; null when no part is given. */
export function joinName(...parts: (string | null | undefined)[]): string | null {
  const name = parts.filter((part) => part?.trim()).join(' ');
  return name === '' ? null : name;
}

/** A name in Nepali above the same name in English; a dash when neither is given. */
function BothNames(props: { ne: string | null; en: string | null }) {
  if (!props.ne && !props.en) return <>—</>;
  return (
    <>
      {props.ne && <div lang="ne">{props.ne}</div>}
      {props.en && (
        <Text size="sm" lang="en" c={props.ne ? 'dimmed' : undefined}>
          {props.en}
        </Text>
      )}
    </>
  );
}

const FAMILY = ['father', 'mother', 'grandfather', 'spouse'] as const;

function PersonalFacts({ personal }: { personal: TPersonalDetailsView }) {
  const { t } = useTranslation(['profile', 'common']);
  const format = useFormat();
  return (
    <PreviewFields>
      <PreviewField label={t('preview.personal.name')} testId="preview-personal-name">
        <BothNames
          ne={joinName(personal.firstNameNe, personal.middleNameNe, personal.lastNameNe)}
          en={joinName(personal.firstName, personal.middleName, personal.lastName)}
        />
      </PreviewField>
      <PreviewField label={t('preview.personal.dob')} testId="preview-personal-dob">
        <PreviewDate ad={personal.dobAd} bs={personal.dobBs} />
      </PreviewField>
      <PreviewField label={t('common:person.gender')}>
        {t(`common:person.genders.${personal.gender}`)}
      </PreviewField>
      <PreviewField label={t('common:person.citizenshipNumber')}>
        {format.digits(personal.citizenshipNumber)}
      </PreviewField>
      <PreviewField label={t('preview.personal.citizenshipIssueDate')}>
        <PreviewDate ad={personal.citizenshipIssueDateAd} bs={personal.citizenshipIssueDateBs} />
      </PreviewField>
      <PreviewField
        label={t('common:person.citizenshipIssueDistrict')}
        testId="preview-personal-district"
      >
        <MasterName list="districts" id={personal.citizenshipIssueDistrictId} />
      </PreviewField>
      {FAMILY.map((member) => (
        <PreviewField
          key={member}
          label={t(`preview.personal.${member}`)}
          testId={`preview-personal-${member}`}
        >
          <BothNames ne={personal[`${member}NameNe`]} en={personal[`${member}NameEn`]} />
        </PreviewField>
      ))}
    </PreviewFields>
  );
}

export function PreviewPersonal() {
  const { t } = useTranslation('profile');
  const personal = usePersonalDetails();
  return (
    <PreviewSection title={t('tabs.personal')} tab="personal" testId="personal">
      <PreviewQuery query={personal}>
        {(details) => <PersonalFacts personal={details} />}
      </PreviewQuery>
    </PreviewSection>
  );
}
