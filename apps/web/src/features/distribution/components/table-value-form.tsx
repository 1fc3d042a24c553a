import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  decimalValue,
  toLatinDigits,
  ZPhaseThreeTableInput,
  type TPhaseThreeFormula,
  type TPhaseThreeTableValue,
  type TPhaseThreeTableValues,
} from '@niyukti/shared';
import { FormDigitsInput } from '../../../components/form-fields';
import { FormSelect } from '../../../components/form-select';
import { useFormat } from '../../../lib/format';
import { placeServerErrors } from '../../../lib/server-errors';
import { useSavePhaseThreeTableValue } from '../api/phase-three';
import { offeredCategories } from './table-row-draft';

/** What the form holds: the select's value and the numbers as typed. */
export interface TableValueFormValues {
  categoryId: string;
  vacancyNumber: string;
  actualValue: string;
}

const FIELDS = ['categoryId', 'vacancyNumber', 'actualValue'] as const;

/** A whole number typed in either script, or null while it is not one. */
export function wholeNumberOf(text: string): number | null {
  const latin = toLatinDigits(text.trim());
  return /^\d{1,6}$/.test(latin) ? Number(latin) : null;
}

export interface TableValueFormProps {
  /** The formula: the categories offered, and the percentage each has. */
  formulas: readonly TPhaseThreeFormula[];
  /** The value to edit; absent: a new one. */
  value?: TPhaseThreeTableValue;
  onDone(): void;
  onCancel(): void;
}

/**
 * Add or edit one category's count for a vacancy number (back-office.md §5 "Phase 3 table"): the
 * decimal value is shown as typed, read-only, from the chosen category's percentage.
 */
export function TableValueForm({ formulas, value, onDone, onCancel }: TableValueFormProps) {
  const { t } = useTranslation('distribution');
  const format = useFormat();
  const save = useSavePhaseThreeTableValue();
  const { control, handleSubmit, setError } = useForm<TableValueFormValues>({
    resolver: zodResolver(ZPhaseThreeTableInput) as never,
    mode: 'onTouched',
    defaultValues: {
      categoryId: value ? String(value.categoryId) : '',
      vacancyNumber: value ? format.digits(value.vacancyNumber) : '',
      actualValue: value ? format.digits(value.actualValue) : '',
    },
  });
  const [categoryId, vacancyNumber] = useWatch({ control, name: ['categoryId', 'vacancyNumber'] });

  const submit = handleSubmit(async (values) => {
    // The resolver hands over the schema's output: numbers.
    const input = values as unknown as TPhaseThreeTableValues;
    try {
      await save.mutateAsync({ input, id: value?.id });
      onDone();
    } catch (error) {
      placeServerErrors(error, setError, FIELDS);
    }
  });

  const percentage = formulas.find((f) => String(f.categoryId) === categoryId)?.percentage;
  const posts = wholeNumberOf(vacancyNumber);
  const decimal =
    percentage !== undefined && posts !== null && posts > 0
      ? format.number(decimalValue(posts, percentage), 2)
      : '';
  const title = t(value ? 'table.form.editTitle' : 'table.form.addTitle');

  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="md">
        <FormSelect
          control={control}
          name="categoryId"
          label={t('table.form.category')}
          withAsterisk
          data={offeredCategories(formulas, value, format.lang)}
          nothingFoundMessage={t('table.form.noCategory')}
          allowDeselect={false}
          data-testid="phase-three-value-category"
        />
        <FormDigitsInput
          control={control}
          name="vacancyNumber"
          label={t('table.form.vacancyNumber')}
          description={t('table.form.vacancyNumberHint')}
          withAsterisk
          maxLength={6}
          data-testid="phase-three-value-vacancy"
        />
        <FormDigitsInput
          control={control}
          name="actualValue"
          label={t('table.form.actualValue')}
          description={t('table.form.actualValueHint')}
          withAsterisk
          maxLength={6}
          data-testid="phase-three-value-actual"
        />
        <TextInput
          size="md"
          label={t('table.form.decimalValue')}
          description={
            percentage === undefined
              ? t('table.form.decimalValueHint')
              : t('table.form.decimalValueOf', {
                  percentage: t('values.percent', { value: format.number(percentage) }),
                })
          }
          value={decimal}
          readOnly
          variant="filled"
          data-testid="phase-three-value-decimal"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="phase-three-value-submit">
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
