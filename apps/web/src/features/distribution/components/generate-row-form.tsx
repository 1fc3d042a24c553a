import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZGeneratedRowQuery } from '@niyukti/shared';
import { FormDigitsInput } from '../../../components/form-fields';
import { placeServerErrors } from '../../../lib/server-errors';

interface GenerateFormValues {
  vacancyNumber: string;
}

export interface GenerateRowFormProps<G extends { entries: readonly unknown[] }> {
  /** False until what the row form needs (the formula, the saved rows) has loaded. */
  ready: boolean;
  /** Asks the API for the formula's split of a vacancy number. */
  generate(vacancyNumber: number): Promise<G>;
  pending: boolean;
  /** Said under the field when the formula is empty (`distribution:…`). */
  noFormulaMessage: string;
  onGenerated(generated: G): void;
  /** `<prefix>-generate-vacancy` (the field) and `<prefix>-generate` (the button). */
  testIdPrefix: string;
}

/** A vacancy number and Generate: the formula's split of it, opened in the row form. */
export function GenerateRowForm<G extends { entries: readonly unknown[] }>({
  ready,
  generate,
  pending,
  noFormulaMessage,
  onGenerated,
  testIdPrefix,
}: GenerateRowFormProps<G>) {
  const { t } = useTranslation('distribution');
  const { control, handleSubmit, setError } = useForm<GenerateFormValues>({
    resolver: zodResolver(ZGeneratedRowQuery) as never,
    mode: 'onTouched',
    defaultValues: { vacancyNumber: '' },
  });

  const submit = handleSubmit(async (values) => {
    const { vacancyNumber } = values as unknown as { vacancyNumber: number };
    try {
      const generated = await generate(vacancyNumber);
      if (generated.entries.length === 0)
        setError('vacancyNumber', { type: 'server', message: noFormulaMessage });
      else onGenerated(generated);
    } catch (error) {
      placeServerErrors(error, setError, ['vacancyNumber']);
    }
  });

  return (
    <Paper
      component="form"
      withBorder
      p="md"
      onSubmit={submit}
      noValidate
      aria-label={t('table.generate.formLabel')}
    >
      <Stack gap="sm" align="flex-start">
        <FormDigitsInput
          control={control}
          name="vacancyNumber"
          label={t('table.generate.label')}
          description={t('table.generate.hint')}
          withAsterisk
          maxLength={6}
          w="100%"
          maw={320}
          data-testid={`${testIdPrefix}-generate-vacancy`}
        />
        <Button
          type="submit"
          loading={pending}
          disabled={!ready}
          data-testid={`${testIdPrefix}-generate`}
        >
          {t('table.generate.button')}
        </Button>
      </Stack>
    </Paper>
  );
}
