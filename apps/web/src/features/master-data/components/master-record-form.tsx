import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  masterInputSchema,
  type MasterEntityDefinition,
  type MasterField,
  type TMasterRecord,
} from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { useSaveMasterRecord, type MasterLookups } from '../api/master-records';
import { dependentsOf } from '../lib/master-entity';
import { FlagInput, MasterFieldInput, type MasterFormValues } from './master-field-input';
import { RomanisedTypingSwitch, useRomanisedTyping } from '../../../components/nepali-text-input';
import { placeServerErrors } from '../../../lib/server-errors';

/** Kinds typed as digits: shown in the current language's digits, read back in either. */
const DIGIT_KINDS = new Set(['digits', 'count', 'rupees', 'fiscalYear']);

/** What the form starts with: the record's values, or empty fields and Active for a new one. */
export function initialValues(
  fields: readonly MasterField[],
  record: TMasterRecord | undefined,
  digits: (value: string | number) => string,
): MasterFormValues {
  const values: MasterFormValues = { active: record?.active ?? true };
  for (const field of fields) {
    const value = record?.[field.name] ?? null;
    if (field.kind === 'flag') values[field.name] = value === true;
    else if (field.kind === 'reference') values[field.name] = value;
    else if (value === null) values[field.name] = '';
    else
      values[field.name] = DIGIT_KINDS.has(field.kind) ? digits(value as string | number) : value;
  }
  return values;
}

export interface MasterRecordFormProps {
  entity: MasterEntityDefinition;
  /** The record to edit; absent: a new one. */
  record?: TMasterRecord;
  /** The records of every entity the fields refer to, by entity key. */
  lookups: MasterLookups;
  onDone(): void;
  onCancel(): void;
}

/**
 * The add/edit form of any master-data entity, generated from its fields and validated by the
 * same schema the API applies to the request (masterInputSchema).
 */
export function MasterRecordForm({
  entity,
  record,
  lookups,
  onDone,
  onCancel,
}: MasterRecordFormProps) {
  const { t } = useTranslation('master-data');
  const format = useFormat();
  const save = useSaveMasterRecord(entity.key);
  const schema = useMemo(() => masterInputSchema(entity.fields), [entity]);
  const dependents = useMemo(() => dependentsOf(entity.fields), [entity]);
  const { control, handleSubmit, setError, setValue } = useForm<
    MasterFormValues,
    unknown,
    MasterFormValues
  >({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: initialValues(entity.fields, record, format.digits),
  });

  const clearDependents = (name: string): void => {
    for (const dependent of dependents[name] ?? []) {
      setValue(dependent, null, { shouldDirty: true });
      clearDependents(dependent);
    }
  };

  const [romanised, setRomanised] = useRomanisedTyping();
  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ input: values, id: record?.id });
      onDone();
    } catch (error) {
      placeServerErrors(
        error,
        setError,
        entity.fields.map((field) => field.name),
      );
    }
  });

  const inputs = entity.fields.filter((field) => field.kind !== 'flag');
  const namesInNepali = inputs.some((field) => field.kind === 'nameNe');
  const flags = entity.fields.filter((field) => field.kind === 'flag');
  return (
    <form onSubmit={submit} noValidate aria-label={entity.title[format.lang]}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: inputs.length > 1 ? 2 : 1 }}>
          {inputs.map((field) => (
            <MasterFieldInput
              key={field.name}
              field={field}
              fields={entity.fields}
              control={control}
              lookups={lookups}
              onReferenceChange={clearDependents}
              romanised={romanised}
            />
          ))}
        </SimpleGrid>
        {namesInNepali && <RomanisedTypingSwitch checked={romanised} onChange={setRomanised} />}
        {flags.map((field) => (
          <MasterFieldInput
            key={field.name}
            field={field}
            fields={entity.fields}
            control={control}
            lookups={lookups}
            onReferenceChange={clearDependents}
          />
        ))}
        <FlagInput control={control} name="active" label={t('form.active')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="master-submit">
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
