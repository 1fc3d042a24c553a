import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useController, useWatch, type Control } from 'react-hook-form';
import type { MasterField } from '@niyukti/shared';
import { FormDigitsInput, FormTextInput, useErrorText } from '../../../components/form-fields';
import { FormSelect } from '../../../components/form-select';
import { useFormat } from '../../../lib/format';
import type { MasterLookups } from '../api/master-records';
import {
  cascadeParentOf,
  isReference,
  referencedEntity,
  type ReferenceField,
} from '../lib/master-entity';
import { RecordSelect } from '../../../components/master-select/record-select';
import { FormNepaliTextInput } from '../../../components/nepali-text-input';

export type MasterFormValues = Record<string, unknown>;

export interface MasterFieldInputProps {
  field: MasterField;
  /** Every field of the form: a reference may be narrowed by another one. */
  fields: readonly MasterField[];
  control: Control<MasterFormValues>;
  lookups: MasterLookups;
  /** Called after a reference changed, so the selects hanging off it are cleared. */
  onReferenceChange(name: string): void;
  /** The romanised typing aid for names in Nepali. */
  romanised?: boolean;
}

const FISCAL_YEAR_SEPARATOR = /-/;

/** One field of a generated master-data form, its input chosen by the field's kind. */
export function MasterFieldInput(props: MasterFieldInputProps) {
  const { field, control } = props;
  const { lang } = useFormat();
  const common = {
    control,
    name: field.name,
    label: field.label[lang],
    withAsterisk: field.required !== false,
    'data-testid': `master-field-${field.name}`,
  };
  switch (field.kind) {
    case 'reference':
      return isReference(field) ? <ReferenceInput {...props} field={field} /> : null;
    case 'flag':
      return <FlagInput control={control} name={field.name} label={field.label[lang]} />;
    case 'choice':
      return <ChoiceInput field={field} control={control} />;
    case 'digits':
    case 'count':
    case 'rupees':
      return <FormDigitsInput {...common} />;
    case 'fiscalYear':
      return <FormDigitsInput {...common} extraChars={FISCAL_YEAR_SEPARATOR} />;
    case 'email':
      return <FormTextInput {...common} type="email" />;
    case 'nameNe':
      return <FormNepaliTextInput {...common} romanised={props.romanised === true} />;
    default:
      return <FormTextInput {...common} />;
  }
}

/** A yes/no field (and the record's own Active switch). */
export function FlagInput({
  control,
  name,
  label,
}: {
  control: Control<MasterFormValues>;
  name: string;
  label: string;
}) {
  const {
    field: { ref, value, onChange, onBlur },
  } = useController({ control, name });
  return (
    <Switch
      ref={ref}
      name={name}
      label={label}
      checked={value === true}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={onBlur}
      data-testid={`master-field-${name}`}
    />
  );
}

/** One of a fixed set of values, named in the current language. */
function ChoiceInput({
  field,
  control,
}: {
  field: MasterField;
  control: Control<MasterFormValues>;
}) {
  const { lang } = useFormat();
  return (
    <FormSelect
      control={control}
      name={field.name}
      label={field.label[lang]}
      withAsterisk={field.required !== false}
      data={(field.options ?? []).map((option) => ({
        value: option.value,
        label: option.label[lang],
      }))}
      comboboxProps={{ withinPortal: true }}
      data-testid={`master-field-${field.name}`}
    />
  );
}

/**
 * A reference as a select of the referenced entity's active records (plus the value the record
 * already holds, even if inactive since). When the same form holds the referenced entity's
 * parent (a province beside a district), only that parent's records are offered.
 */
function ReferenceInput({
  field,
  fields,
  control,
  lookups,
  onReferenceChange,
}: MasterFieldInputProps & { field: ReferenceField }) {
  const { t } = useTranslation('master-data');
  const { lang } = useFormat();
  const errorText = useErrorText();
  const target = referencedEntity(field);
  const parentName = cascadeParentOf(field, fields);
  const { field: bound, fieldState } = useController({ control, name: field.name });
  const parentValue = useWatch({ control, name: parentName ?? field.name });
  const value = typeof bound.value === 'number' ? bound.value : null;
  const waitsForParent = parentName !== undefined && typeof parentValue !== 'number';
  const records = (lookups[field.reference] ?? []).filter(
    (record) =>
      (record.active || record.id === value) &&
      (parentName === undefined || record[parentName] === parentValue),
  );
  const parentLabel = fields.find((other) => other.name === parentName)?.label[lang] ?? '';
  return (
    <RecordSelect
      entity={target}
      records={records}
      value={value}
      onChange={(id) => {
        bound.onChange(id);
        onReferenceChange(field.name);
      }}
      onBlur={bound.onBlur}
      inputRef={bound.ref}
      name={field.name}
      label={field.label[lang]}
      required={field.required !== false}
      clearable={field.required === false}
      disabled={waitsForParent}
      {...(waitsForParent && {
        placeholder: t('form.chooseFirst', { what: parentLabel.toLowerCase() }),
      })}
      error={errorText(fieldState.error)}
      data-testid={`master-field-${field.name}`}
    />
  );
}
