import { useMemo } from 'react';
import { Select, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useDistricts, type TDistrict } from '../lib/districts';
import { useErrorText } from './form-fields';

function optionsIn(districts: TDistrict[], lang: 'ne' | 'en'): ComboboxItem[] {
  return districts
    .map((d) => ({ value: String(d.id), label: lang === 'ne' ? d.nameNe : d.nameEn }))
    .sort((a, b) => a.label.localeCompare(b.label, lang));
}

/** Either name finds a district: a Nepali-mode user with a Latin keyboard types "Kath…". */
function filterByBothNames(districts: TDistrict[]): OptionsFilter {
  const names = new Map(
    districts.map((d) => [String(d.id), `${d.nameEn} ${d.nameNe}`.toLowerCase()]),
  );
  return ({ options, search }) => {
    const needle = search.trim().toLowerCase();
    if (!needle) return options;
    return options.filter(
      (option) => 'value' in option && (names.get(option.value)?.includes(needle) ?? false),
    );
  };
}

function asOptionValue(value: unknown): string | null {
  return typeof value === 'number' || (typeof value === 'string' && value !== '')
    ? String(value)
    : null;
}

export interface DistrictSelectProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  'data-testid'?: string;
}

/** The 77 districts in the current language, searchable, bound to a form field (an id). */
export function DistrictSelect<T extends FieldValues>({
  control,
  name,
  ...props
}: DistrictSelectProps<T>) {
  const { t, i18n } = useTranslation('common');
  const errorText = useErrorText();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const { data: districts = [], isPending } = useDistricts();
  const lang = i18n.language === 'en' ? 'en' : 'ne';
  const options = useMemo(() => optionsIn(districts, lang), [districts, lang]);
  const filter = useMemo(() => filterByBothNames(districts), [districts]);
  return (
    <Select
      {...props}
      size="md"
      required
      searchable
      data={options}
      filter={filter}
      maxDropdownHeight={280}
      placeholder={isPending ? t('person.districtLoading') : t('person.districtPlaceholder')}
      nothingFoundMessage={t('person.districtNothingFound')}
      ref={ref}
      name={name}
      value={asOptionValue(value)}
      onChange={(next) => onChange(next ?? '')}
      onBlur={onBlur}
      error={errorText(fieldState.error)}
    />
  );
}
