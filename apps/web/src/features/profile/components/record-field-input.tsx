import { Group, Radio } from '@mantine/core';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RecordField } from '@niyukti/shared';
import { BsAdDateField } from '../../../components/bs-ad-date-field';
import { FormTextarea, FormTextInput, useErrorText } from '../../../components/form-fields';
import { FormSelect } from '../../../components/form-select';
import { usePublicOptions } from '../../../components/master-select/public-options';
import { RecordSelect } from '../../../components/master-select/record-select';
import { useFormat } from '../../../lib/format';
import { referenceEntity, type RecordFormValues } from './record-values';

export type RecordControl = Control<RecordFormValues, unknown, RecordFormValues>;

export interface RecordFieldInputProps {
  field: RecordField;
  /** Every field of the section: a reference may be narrowed by another one. */
  fields: readonly RecordField[];
  control: RecordControl;
  /** Called after a reference changed, so the selects it narrows are cleared. */
  onReferenceChange(name: string): void;
}

const testId = (name: string) => `record-field-${name}`;

/** One field of a generated record form, its input chosen by the field's kind. */
export function RecordFieldInput(props: RecordFieldInputProps) {
  const { field, control } = props;
  const { lang } = useFormat();
  const common = {
    control,
    name: field.name,
    label: field.label[lang],
    withAsterisk: field.required !== false,
    'data-testid': testId(field.name),
  };
  switch (field.kind) {
    case 'letters':
    case 'text':
      return <FormTextInput {...common} />;
    case 'longText':
      // Not autosize: it listens to document.fonts, which some browsers (and jsdom) lack.
      return <FormTextarea {...common} minRows={3} resize="vertical" />;
    case 'percentage':
      // Decimal keyboard on phones; the schema reads Devanagari digits as well as Latin ones.
      return <FormTextInput {...common} inputMode="decimal" autoComplete="off" />;
    case 'reference':
      return <ReferenceInput {...props} />;
    case 'choice':
      return <ChoiceInput field={field} control={control} />;
    case 'yesNo':
      return <YesNoInput field={field} control={control} />;
    case 'date':
      return <DateInput field={field} control={control} />;
  }
}

/**
 * A master-data select over the public list. A field with a `parentField` (a service's groups)
 * lists only the chosen parent's records and waits until that parent is chosen.
 */
function ReferenceInput({ field, fields, control, onReferenceChange }: RecordFieldInputProps) {
  const { t } = useTranslation('master-data');
  const { lang } = useFormat();
  const errorText = useErrorText();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: field.name });
  const parentValue = useWatch({ control, name: field.parentField ?? field.name });
  const parentId = field.parentField && typeof parentValue === 'number' ? parentValue : null;
  const waitsForParent = field.parentField !== undefined && parentId === null;
  const entity = referenceEntity(field);
  const options = usePublicOptions(entity.key, parentId, !waitsForParent);
  const parentLabel = fields.find((other) => other.name === field.parentField)?.label[lang] ?? '';
  return (
    <RecordSelect
      entity={entity}
      records={waitsForParent ? [] : (options.data ?? [])}
      loading={!waitsForParent && options.isPending}
      value={typeof value === 'number' ? value : null}
      onChange={(id) => {
        onChange(id);
        onReferenceChange(field.name);
      }}
      onBlur={onBlur}
      inputRef={ref}
      name={field.name}
      label={field.label[lang]}
      required={field.required !== false}
      clearable={field.required === false}
      disabled={waitsForParent}
      {...(waitsForParent && {
        placeholder: t('form.chooseFirst', { what: parentLabel }),
      })}
      error={errorText(fieldState.error)}
      data-testid={testId(field.name)}
    />
  );
}

/** One of fixed values, named in the current language. */
function ChoiceInput({ field, control }: { field: RecordField; control: RecordControl }) {
  const { t } = useTranslation('profile');
  const { lang } = useFormat();
  return (
    <FormSelect
      control={control}
      name={field.name}
      label={field.label[lang]}
      withAsterisk={field.required !== false}
      clearable={field.required === false}
      placeholder={t('records.choose')}
      data={Object.entries(field.options ?? {}).map(([option, label]) => ({
        value: option,
        label: label[lang],
      }))}
      data-testid={testId(field.name)}
    />
  );
}

function YesNoInput({ field, control }: { field: RecordField; control: RecordControl }) {
  const { t } = useTranslation('profile');
  const { lang } = useFormat();
  const errorText = useErrorText();
  const {
    field: { value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: field.name });
  return (
    <Radio.Group
      label={field.label[lang]}
      withAsterisk={field.required !== false}
      value={typeof value === 'boolean' ? String(value) : null}
      onChange={(next) => onChange(next === 'true')}
      error={errorText(fieldState.error)}
      name={field.name}
    >
      <Group mt="xs" gap="lg">
        {(['true', 'false'] as const).map((option) => (
          <Radio
            key={option}
            size="md"
            value={option}
            label={t(option === 'true' ? 'records.yes' : 'records.no')}
            onBlur={onBlur}
            data-testid={`${testId(field.name)}-${option}`}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** A day in B.S. and A.D. at once (each fills the other), kept as `<name>Bs` and `<name>Ad`. */
function DateInput({ field, control }: { field: RecordField; control: RecordControl }) {
  const { t } = useTranslation('profile');
  const { lang } = useFormat();
  const label = field.label[lang];
  return (
    <BsAdDateField
      control={control}
      adName={`${field.name}Ad`}
      bsName={`${field.name}Bs`}
      name={`record-${field.name}`}
      bsLabel={t('records.bsLabel', { label })}
      adLabel={t('records.adLabel', { label })}
      required={field.required !== false}
    />
  );
}
