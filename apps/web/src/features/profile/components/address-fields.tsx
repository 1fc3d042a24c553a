import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import type { AddressKind, TContactDetails, TContactDetailsInput } from '@niyukti/shared';
import { FormDigitsInput, FormTextInput } from '../../../components/form-fields';
// The one cascading province → district → local body → ward select of the app. The lint rule
// against cross-feature imports matches only `../features/*` paths, so this import passes it.
import { AddressSelect } from '../../../components/master-select/address-select';

export interface AddressFieldsProps {
  control: Control<TContactDetailsInput, unknown, TContactDetails>;
  kind: AddressKind;
}

/** One address of the Contact tab; its test ids start with the kind (`permanent-tole`). */
export function AddressFields({ control, kind }: AddressFieldsProps) {
  const { t } = useTranslation('profile');
  const optional = t('contact.optionalHint');
  return (
    <Stack gap="sm">
      <AddressSelect
        control={control}
        testIdPrefix={kind}
        names={{
          province: `${kind}.provinceId`,
          district: `${kind}.districtId`,
          localBody: `${kind}.localBodyId`,
          ward: `${kind}.wardNo`,
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormTextInput
          control={control}
          name={`${kind}.tole`}
          label={t('contact.tole')}
          required
          data-testid={`${kind}-tole`}
        />
        <FormTextInput
          control={control}
          name={`${kind}.marga`}
          label={t('contact.marga')}
          description={optional}
          data-testid={`${kind}-marga`}
        />
        <FormTextInput
          control={control}
          name={`${kind}.gharNo`}
          label={t('contact.gharNo')}
          description={optional}
          data-testid={`${kind}-ghar-no`}
        />
        <FormDigitsInput
          control={control}
          name={`${kind}.phoneNo`}
          label={t('contact.phoneNo')}
          description={optional}
          maxLength={15}
          data-testid={`${kind}-phone-no`}
        />
        <FormDigitsInput
          control={control}
          name={`${kind}.mobileNo`}
          label={t('contact.mobileNo')}
          required
          maxLength={10}
          data-testid={`${kind}-mobile-no`}
        />
        <FormTextInput
          control={control}
          name={`${kind}.email`}
          label={t('contact.email')}
          type="email"
          required
          data-testid={`${kind}-email`}
        />
      </SimpleGrid>
    </Stack>
  );
}
