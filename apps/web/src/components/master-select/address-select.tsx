import { useMemo } from 'react';
import { Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseControllerReturn,
} from 'react-hook-form';
import { useErrorText } from '../form-fields';
import { useFormat } from '../../lib/format';
import { usePublicOptions } from './public-options';
import { RecordSelect } from './record-select';
import { DISTRICTS, LOCAL_BODIES, PROVINCES } from './place-entities';

/** The form fields an address is kept in: three record ids and a ward number. */
export interface AddressFieldNames<T extends FieldValues> {
  province: FieldPath<T>;
  district: FieldPath<T>;
  localBody: FieldPath<T>;
  ward: FieldPath<T>;
}

export interface AddressSelectProps<T extends FieldValues> {
  control: Control<T>;
  names: AddressFieldNames<T>;
  /** Prefix of the selects' test ids: `<prefix>-province`, `-district`, `-local-body`, `-ward`. */
  testIdPrefix?: string;
  required?: boolean;
}

const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * Province → district → local body → ward, from the public master-data lists, bound to four
 * fields of a react-hook-form form (ids and the ward number; null while unchosen). Each select
 * lists only what lies in the one before it, and changing one clears those after it. Wards are
 * 1 … the chosen local body's number of wards.
 */
export function AddressSelect<T extends FieldValues>({
  control,
  names,
  testIdPrefix = 'address',
  required = true,
}: AddressSelectProps<T>) {
  const { t } = useTranslation('master-data');
  const format = useFormat();
  const errorText = useErrorText();
  const province = useController({ control, name: names.province });
  const district = useController({ control, name: names.district });
  const localBody = useController({ control, name: names.localBody });
  const ward = useController({ control, name: names.ward });
  const provinceId = idOf(province.field.value);
  const districtId = idOf(district.field.value);
  const localBodyId = idOf(localBody.field.value);

  const provinces = usePublicOptions(PROVINCES.key, null);
  const districts = usePublicOptions(DISTRICTS.key, provinceId, provinceId !== null);
  const localBodies = usePublicOptions(LOCAL_BODIES.key, districtId, districtId !== null);
  const wardCount = localBodies.data?.find((record) => record.id === localBodyId)?.wardCount;
  const wardOptions = useMemo(
    () =>
      Array.from({ length: typeof wardCount === 'number' ? wardCount : 0 }, (_, index) => ({
        value: String(index + 1),
        label: format.digits(index + 1),
      })),
    [wardCount, format],
  );

  const clear = (...controllers: UseControllerReturn<T>[]) => {
    for (const controller of controllers) controller.field.onChange(null);
  };
  const chooseFirst = (what: string) => t('form.chooseFirst', { what: what.toLowerCase() });
  const bound = (controller: UseControllerReturn<T>) => ({
    name: controller.field.name,
    inputRef: controller.field.ref,
    onBlur: controller.field.onBlur,
    error: errorText(controller.fieldState.error),
    required,
  });

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <RecordSelect
        {...bound(province)}
        entity={PROVINCES}
        records={provinces.data ?? []}
        loading={provinces.isPending}
        value={provinceId}
        onChange={(id) => {
          province.field.onChange(id);
          clear(district, localBody, ward);
        }}
        label={t('address.province')}
        data-testid={`${testIdPrefix}-province`}
      />
      <RecordSelect
        {...bound(district)}
        entity={DISTRICTS}
        records={districts.data ?? []}
        loading={districts.isFetching}
        value={districtId}
        onChange={(id) => {
          district.field.onChange(id);
          clear(localBody, ward);
        }}
        label={t('address.district')}
        disabled={provinceId === null}
        {...(provinceId === null && { placeholder: chooseFirst(t('address.province')) })}
        data-testid={`${testIdPrefix}-district`}
      />
      <RecordSelect
        {...bound(localBody)}
        entity={LOCAL_BODIES}
        records={localBodies.data ?? []}
        loading={localBodies.isFetching}
        value={localBodyId}
        onChange={(id) => {
          localBody.field.onChange(id);
          clear(ward);
        }}
        label={t('address.localBody')}
        disabled={districtId === null}
        {...(districtId === null && { placeholder: chooseFirst(t('address.district')) })}
        data-testid={`${testIdPrefix}-local-body`}
      />
      <Select
        size="md"
        ref={ward.field.ref}
        name={ward.field.name}
        label={t('address.ward')}
        required={required}
        data={wardOptions}
        value={idOf(ward.field.value) === null ? null : String(ward.field.value)}
        onChange={(next) => ward.field.onChange(next ? Number(next) : null)}
        onBlur={ward.field.onBlur}
        disabled={wardOptions.length === 0}
        placeholder={localBodyId === null ? chooseFirst(t('address.localBody')) : t('form.choose')}
        error={errorText(ward.fieldState.error)}
        data-testid={`${testIdPrefix}-ward`}
      />
    </SimpleGrid>
  );
}
