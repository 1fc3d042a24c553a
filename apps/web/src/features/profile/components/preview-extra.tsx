import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  EMPLOYMENT_STATUS_LABELS,
  GEOGRAPHICAL_AREA_LABELS,
  MARITAL_STATUS_LABELS,
  PARENT_EDUCATION_LABELS,
  PARENT_OCCUPATION_LABELS,
  profileRecordDefinition,
  type TExtraDetailsView,
} from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { useExtraDetails } from '../api/extra';
import { MasterName } from './preview-master-name';
import { PreviewRecordList } from './preview-records';
import {
  NotGiven,
  PreviewField,
  PreviewFields,
  PreviewQuery,
  PreviewSection,
  PreviewSubheading,
} from './preview-section';

/** A choice followed by the text written for "Other", when there is one. */
function WithOther({ children, other }: { children: ReactNode; other: string | null }) {
  return (
    <>
      {children}
      {other && ` (${other})`}
    </>
  );
}

function ExtraFacts({ extra }: { extra: TExtraDetailsView }) {
  const { t } = useTranslation('profile');
  const { lang } = useFormat();
  const label = (name: keyof TExtraDetailsView) => t(`extra.fields.${name}`);
  const parents = ['father', 'mother'] as const;
  return (
    <PreviewFields>
      <PreviewField label={label('casteId')} testId="preview-extra-caste">
        <WithOther other={extra.casteOther}>
          <MasterName list="castes" id={extra.casteId} />
        </WithOther>
      </PreviewField>
      <PreviewField label={label('ethnicGroupId')}>
        {extra.ethnicGroupId !== null && (
          <MasterName list="ethnic-groups" id={extra.ethnicGroupId} />
        )}
      </PreviewField>
      <PreviewField label={label('religionId')}>
        <WithOther other={extra.religionOther}>
          <MasterName list="religions" id={extra.religionId} />
        </WithOther>
      </PreviewField>
      <PreviewField label={label('motherTongueId')}>
        <WithOther other={extra.motherTongueOther}>
          <MasterName list="mother-tongues" id={extra.motherTongueId} />
        </WithOther>
      </PreviewField>
      <PreviewField label={label('maritalStatus')} testId="preview-extra-marital-status">
        {MARITAL_STATUS_LABELS[extra.maritalStatus][lang]}
      </PreviewField>
      <PreviewField label={label('employmentStatus')}>
        <WithOther other={extra.employmentOther}>
          {EMPLOYMENT_STATUS_LABELS[extra.employmentStatus][lang]}
        </WithOther>
      </PreviewField>
      <PreviewField label={label('geographicalArea')}>
        {GEOGRAPHICAL_AREA_LABELS[extra.geographicalArea][lang]}
      </PreviewField>
      <PreviewField label={label('physicallyDisabled')}>
        {t(extra.physicallyDisabled ? 'extra.yes' : 'extra.no')}
      </PreviewField>
      {extra.physicallyDisabled && (
        <>
          <PreviewField label={label('disabilityClassId')}>
            <MasterName list="disability-classes" id={extra.disabilityClassId} />
          </PreviewField>
          <PreviewField label={label('disabilityTypeId')}>
            <MasterName list="disability-types" id={extra.disabilityTypeId} />
          </PreviewField>
        </>
      )}
      {parents.map((parent) => (
        <PreviewField key={`${parent}-education`} label={label(`${parent}Education`)}>
          {PARENT_EDUCATION_LABELS[extra[`${parent}Education`]][lang]}
          {extra[`${parent}EducationLevelId`] !== null && (
            <>
              {' — '}
              <MasterName list="education-levels" id={extra[`${parent}EducationLevelId`]} />
            </>
          )}
        </PreviewField>
      ))}
      {parents.map((parent) => (
        <PreviewField key={`${parent}-occupation`} label={label(`${parent}Occupation`)}>
          <WithOther other={extra[`${parent}OccupationOther`]}>
            {PARENT_OCCUPATION_LABELS[extra[`${parent}Occupation`]][lang]}
          </WithOther>
        </PreviewField>
      ))}
    </PreviewFields>
  );
}

/** Extra details, and below them the group/class (samuha-barga) list with its documents. */
export function PreviewExtra() {
  const { t } = useTranslation('profile');
  const { lang } = useFormat();
  const extra = useExtraDetails();
  return (
    <PreviewSection title={t('tabs.extra')} tab="extra" testId="extra">
      <PreviewQuery query={extra}>
        {(saved) => (saved ? <ExtraFacts extra={saved} /> : <NotGiven />)}
      </PreviewQuery>
      <Stack gap="xs">
        <PreviewSubheading>
          {profileRecordDefinition('inclusive-groups').title[lang]}
        </PreviewSubheading>
        <PreviewRecordList section="inclusive-groups" />
      </Stack>
    </PreviewSection>
  );
}
