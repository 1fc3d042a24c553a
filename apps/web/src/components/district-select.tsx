import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { masterEntity } from '@niyukti/shared';
import { useErrorText } from './form-fields';
import { usePublicOptions } from './master-select/public-options';
import { RecordSelect } from './master-select/record-select';

const DISTRICTS = masterEntity('districts')!;

/** The form keeps the id as it came (a number, or text while typed); the select wants a number. */
function asId(value: unknown): number | null {
  const id = typeof value === 'string' && value !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

export interface DistrictSelectProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  'data-testid'?: string;
}

/** The 77 districts in the current language, searchable by either name, bound to a form field. */
export function DistrictSelect<T extends FieldValues>({
  control,
  name,
  ...props
}: DistrictSelectProps<T>) {
  const { t } = useTranslation('common');
  const errorText = useErrorText();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const { data: districts = [], isPending } = usePublicOptions('districts', null);
  return (
    <RecordSelect
      {...props}
      entity={DISTRICTS}
      records={districts}
      required
      loading={isPending}
      placeholder={isPending ? t('person.districtLoading') : t('person.districtPlaceholder')}
      nothingFoundMessage={t('person.districtNothingFound')}
      inputRef={ref}
      name={name}
      value={asId(value)}
      onChange={(id) => onChange(id ?? '')}
      onBlur={onBlur}
      error={errorText(fieldState.error)}
    />
  );
}
