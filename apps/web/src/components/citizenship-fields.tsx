import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { todayIso } from '@niyukti/shared';
import { BsAdDateField } from './bs-ad-date-field';
import { DistrictSelect } from './district-select';
import { FormDigitsInput } from './form-fields';

/** Any form holding the citizenship certificate's fields (registration, personal details). */
type CitizenshipForm = {
  citizenshipNumber?: string;
  citizenshipIssueDateAd?: string;
  citizenshipIssueDateBs?: string;
  citizenshipIssueDistrictId?: unknown;
};

/** The citizenship certificate: number, date of issue in B.S. and A.D., issuing district. */
export function CitizenshipFields<T extends FieldValues & CitizenshipForm>(props: {
  control: Control<T>;
  /** Prefix of the test ids: `<prefix>-citizenship-number`, `<prefix>-district`. */
  testIdPrefix: string;
}) {
  const { t } = useTranslation('common');
  const { control } = props;
  const field = (name: keyof CitizenshipForm) => name as FieldPath<T>;
  return (
    <>
      <FormDigitsInput
        control={control}
        name={field('citizenshipNumber')}
        label={t('person.citizenshipNumber')}
        description={t('person.citizenshipNumberHint')}
        required
        maxLength={30}
        extraChars={/[-/]/}
        refusedMessage="validation.citizenshipNumber"
        data-testid={`${props.testIdPrefix}-citizenship-number`}
      />
      <BsAdDateField
        control={control}
        bsName={field('citizenshipIssueDateBs')}
        adName={field('citizenshipIssueDateAd')}
        name="citizenship-issue-date"
        bsLabel={t('person.citizenshipIssueDateBs')}
        adLabel={t('person.citizenshipIssueDateAd')}
        maxAd={todayIso()}
      />
      <DistrictSelect
        control={control}
        name={field('citizenshipIssueDistrictId')}
        label={t('person.citizenshipIssueDistrict')}
        data-testid={`${props.testIdPrefix}-district`}
      />
    </>
  );
}
