import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  VACANCY_FORMULA_PRIORITIES,
  ZVacancyFormulaInput,
  choosableHeadings,
  type TClassService,
  type TVacancyFormula,
  type TVacancyFormulaValues,
  type VacancyPhase,
} from '@niyukti/shared';
import { FormDigitsInput } from '../../../components/form-fields';
import { FormSelect } from '../../../components/form-select';
import { useFormat } from '../../../lib/format';
import { placeServerErrors } from '../../../lib/server-errors';
import { useSaveVacancyFormula } from '../api/vacancy-formulas';
import { headingName } from './heading-name';

/** What the form holds: the class and service it is for, the selects' values, the percent typed. */
export interface VacancyFormulaFormValues {
  classId: number;
  serviceId: number;
  heading: string;
  priority: string;
  percent: string;
}

const FIELDS = ['heading', 'priority', 'percent'] as const;

export interface VacancyFormulaFormProps {
  phase: VacancyPhase;
  pair: TClassService;
  /** The formulas of the class and service: their headings are not offered again. */
  formulas: readonly TVacancyFormula[];
  /** The formula to edit; absent: a new one. */
  formula?: TVacancyFormula;
  onDone(): void;
  onCancel(): void;
}

/** Add or edit one heading's formula, checked by the schema the API applies. */
export function VacancyFormulaForm({
  phase,
  pair,
  formulas,
  formula,
  onDone,
  onCancel,
}: VacancyFormulaFormProps) {
  const { t } = useTranslation('distribution');
  const format = useFormat();
  const save = useSaveVacancyFormula(phase);
  const { control, handleSubmit, setError } = useForm<VacancyFormulaFormValues>({
    resolver: zodResolver(ZVacancyFormulaInput) as never,
    mode: 'onTouched',
    defaultValues: {
      classId: pair.classId,
      serviceId: pair.serviceId,
      heading: formula?.heading ?? '',
      priority: formula ? String(formula.priority) : '',
      percent: formula ? format.digits(formula.percent) : '',
    },
  });

  const submit = handleSubmit(async (values) => {
    // The resolver hands over the schema's output: numbers, Devanagari digits read.
    const input = values as unknown as TVacancyFormulaValues;
    try {
      await save.mutateAsync({ input, id: formula?.id });
      onDone();
    } catch (error) {
      placeServerErrors(error, setError, FIELDS);
    }
  });

  const headings = choosableHeadings(phase, formulas, formula?.id).map((heading) => ({
    value: heading,
    label: headingName(heading, format.lang),
  }));
  const priorities = VACANCY_FORMULA_PRIORITIES.map((priority) => ({
    value: String(priority),
    label: format.digits(priority),
  }));
  const title = t(formula ? 'vacancy.form.editTitle' : 'vacancy.form.addTitle');

  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="md">
        <FormSelect
          control={control}
          name="heading"
          label={t('vacancy.form.heading')}
          withAsterisk
          data={headings}
          nothingFoundMessage={t('vacancy.form.noHeadingLeft')}
          allowDeselect={false}
          data-testid="vacancy-formula-heading"
        />
        <FormSelect
          control={control}
          name="priority"
          label={t('form.priority')}
          description={t('vacancy.form.priorityHint')}
          withAsterisk
          data={priorities}
          allowDeselect={false}
          data-testid="vacancy-formula-priority"
        />
        <FormDigitsInput
          control={control}
          name="percent"
          label={t('vacancy.form.percent')}
          description={t('vacancy.form.percentHint')}
          withAsterisk
          rightSection="%"
          data-testid="vacancy-formula-percent"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="vacancy-formula-submit">
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
