import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useController, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ANY_GENDER,
  GENDERS,
  ZAgeLimitInput,
  type TAgeLimit,
  type TAgeLimitValues,
} from '@niyukti/shared';
import { FormDigitsInput, useErrorText } from '../../../components/form-fields';
import { useFormat } from '../../../lib/format';
import { placeServerErrors } from '../../../lib/server-errors';
import { useSaveAgeLimit, type ClassAndService } from '../api/age-limits';

/** What the form holds: ages as typed text, the gender as the select's value ('any' or one). */
export interface AgeLimitFormValues {
  classId: number;
  serviceId: number;
  gender: string;
  minAge: string;
  maxAge: string;
  forDisabled: boolean;
  forInternal: boolean;
  active: boolean;
}

type FlagName = 'forDisabled' | 'forInternal' | 'active';

const FIELDS = [
  'gender',
  'minAge',
  'maxAge',
  'forDisabled',
  'forInternal',
  'classId',
  'serviceId',
] as const;

function initialValues(
  pair: ClassAndService,
  rule: TAgeLimit | undefined,
  digits: (value: number) => string,
): AgeLimitFormValues {
  return {
    ...pair,
    gender: rule ? (rule.gender ?? ANY_GENDER) : '',
    minAge: rule ? digits(rule.minAge) : '',
    maxAge: rule?.maxAge == null ? '' : digits(rule.maxAge),
    forDisabled: rule?.forDisabled ?? false,
    forInternal: rule?.forInternal ?? false,
    active: rule?.active ?? true,
  };
}

export interface AgeLimitFormProps {
  pair: ClassAndService;
  /** The rule to edit; absent: a new one. */
  rule?: TAgeLimit;
  onDone(): void;
  onCancel(): void;
}

/** Add or edit one rule, checked by the schema the API applies (ZAgeLimitInput). */
export function AgeLimitForm({ pair, rule, onDone, onCancel }: AgeLimitFormProps) {
  const { t } = useTranslation('age-limits');
  const format = useFormat();
  const save = useSaveAgeLimit();
  // Typed as the form's own values (the shared inputs take Control<T, any, T>); what the
  // resolver hands over is the schema's output.
  const { control, handleSubmit, setError } = useForm<AgeLimitFormValues>({
    resolver: zodResolver(ZAgeLimitInput) as never,
    mode: 'onTouched',
    defaultValues: initialValues(pair, rule, format.digits),
  });

  const submit = handleSubmit(async (values) => {
    const input = values as unknown as TAgeLimitValues;
    try {
      await save.mutateAsync({ input, id: rule?.id });
      onDone();
    } catch (error) {
      placeServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t(rule ? 'form.editTitle' : 'form.addTitle')}>
      <Stack gap="md">
        <GenderSelect control={control} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormDigitsInput
            control={control}
            name="minAge"
            label={t('form.minAge')}
            withAsterisk
            data-testid="age-limit-min"
          />
          <FormDigitsInput
            control={control}
            name="maxAge"
            label={t('form.maxAge')}
            description={t('form.maxAgeHint')}
            data-testid="age-limit-max"
          />
        </SimpleGrid>
        <FlagSwitch control={control} name="forDisabled" label={t('form.forDisabled')} />
        <FlagSwitch control={control} name="forInternal" label={t('form.forInternal')} />
        <FlagSwitch control={control} name="active" label={t('form.active')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="age-limit-submit">
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Any gender or one of them; the spec requires a choice, so "any" is a choice too. */
function GenderSelect({ control }: { control: Control<AgeLimitFormValues> }) {
  const { t } = useTranslation('age-limits');
  const errorText = useErrorText();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'gender' });
  const data = [ANY_GENDER, ...GENDERS].map((value) => ({
    value,
    label: t(`gender.${value}`),
  }));
  return (
    <Select
      ref={ref}
      size="md"
      label={t('form.gender')}
      withAsterisk
      data={data}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      onBlur={onBlur}
      error={errorText(fieldState.error)}
      allowDeselect={false}
      data-testid="age-limit-gender"
    />
  );
}

function FlagSwitch({
  control,
  name,
  label,
}: {
  control: Control<AgeLimitFormValues>;
  name: FlagName;
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
      checked={value}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={onBlur}
      data-testid={`age-limit-${name}`}
    />
  );
}
