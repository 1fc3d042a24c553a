import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, Stack } from '@mantine/core';
import { useController, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PHASE_THREE_PRIORITIES,
  ZPhaseThreeFormulaInput,
  choosableCategories,
  type TPhaseThreeCategory,
  type TPhaseThreeFormula,
  type TPhaseThreeFormulaInput,
  type TPhaseThreeFormulaValues,
} from '@niyukti/shared';
import { FormDigitsInput, useErrorText } from '../../../components/form-fields';
import { useFormat } from '../../../lib/format';
import { placeServerErrors } from '../../../lib/server-errors';
import { useSavePhaseThreeFormula } from '../api/phase-three';
import { categoryName } from './category-name';

/** What the form holds: the selects' values and the percentage as typed. */
export interface FormulaFormValues {
  categoryId: string;
  priority: string;
  percentage: string;
}

const FIELDS = ['categoryId', 'priority', 'percentage'] as const;

export interface FormulaFormProps {
  categories: readonly TPhaseThreeCategory[];
  /** The share to edit; absent: a new one. */
  formula?: TPhaseThreeFormula;
  onDone(): void;
  onCancel(): void;
}

/** Add or edit one category's share, checked by the schema the API applies. */
export function FormulaForm({ categories, formula, onDone, onCancel }: FormulaFormProps) {
  const { t } = useTranslation('distribution');
  const format = useFormat();
  const save = useSavePhaseThreeFormula();
  const { control, handleSubmit, setError } = useForm<FormulaFormValues>({
    resolver: zodResolver(ZPhaseThreeFormulaInput) as never,
    mode: 'onTouched',
    defaultValues: {
      categoryId: formula ? String(formula.categoryId) : '',
      priority: formula ? String(formula.priority) : '',
      percentage: formula ? format.digits(String(formula.percentage)) : '',
    },
  });

  const submit = handleSubmit(async (values) => {
    // The resolver hands over the schema's output: numbers, and the share in hundredths,
    // sent back as the percentage it is (3333 → 33.33).
    const output = values as unknown as TPhaseThreeFormulaInput;
    const input: TPhaseThreeFormulaValues = {
      categoryId: output.categoryId,
      priority: output.priority,
      percentage: output.percentage / 100,
    };
    try {
      await save.mutateAsync({ input, id: formula?.id });
      onDone();
    } catch (error) {
      placeServerErrors(error, setError, FIELDS);
    }
  });

  const offered = choosableCategories(categories, formula?.id).map((category) => ({
    value: String(category.id),
    label: categoryName(category, format.lang),
  }));
  const priorities = PHASE_THREE_PRIORITIES.map((priority) => ({
    value: String(priority),
    label: format.digits(priority),
  }));

  return (
    <form onSubmit={submit} noValidate aria-label={t(formula ? 'form.editTitle' : 'form.addTitle')}>
      <Stack gap="md">
        <BoundSelect
          control={control}
          name="categoryId"
          label={t('form.category')}
          data={offered}
          nothingFound={t('form.noCategoryLeft')}
          testId="phase-three-category"
        />
        <BoundSelect
          control={control}
          name="priority"
          label={t('form.priority')}
          data={priorities}
          testId="phase-three-priority"
        />
        <FormDigitsInput
          control={control}
          name="percentage"
          label={t('form.percentage')}
          description={t('form.percentageHint')}
          withAsterisk
          extraChars={/\./}
          inputMode="decimal"
          rightSection="%"
          data-testid="phase-three-percentage"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="phase-three-submit">
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function BoundSelect({
  control,
  name,
  label,
  data,
  nothingFound,
  testId,
}: {
  control: Control<FormulaFormValues>;
  name: 'categoryId' | 'priority';
  label: string;
  data: { value: string; label: string }[];
  nothingFound?: string;
  testId: string;
}) {
  const errorText = useErrorText();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  return (
    <Select
      ref={ref}
      size="md"
      label={label}
      withAsterisk
      data={data}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      onBlur={onBlur}
      error={errorText(fieldState.error)}
      nothingFoundMessage={nothingFound}
      allowDeselect={false}
      data-testid={testId}
    />
  );
}
