import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZPhaseThreeTableRowInput, type TPhaseThreeTableRowInput } from '@niyukti/shared';
import { FormDigitsInput } from '../../../components/form-fields';
import { isApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { useSavePhaseThreeTableRow } from '../api/phase-three';
import type { RowDraft } from './table-row-draft';
import { wholeNumberOf } from './table-value-form';

/** What the form holds: each locked category with its actual value as typed. */
export interface TableRowFormValues {
  entries: { categoryId: number; actualValue: string }[];
}

const ENTRY_VALUE = /^entries\.(\d+)\.actualValue$/;

export interface TableRowFormProps {
  draft: RowDraft;
  /** The vacancy number has a saved row already (a generated one replaces it). */
  replaces: boolean;
  /** False: the user may not update the table; the split is shown without a save. */
  editable: boolean;
  onDone(): void;
  onCancel(): void;
}

/**
 * Every category's count of one vacancy number (back-office.md §5 "Phase 3 table"): the vacancy
 * number and the categories are locked, only the actual values change; the running total is shown
 * against the vacancy number, and the API refuses a row that does not add up to it.
 */
export function TableRowForm({ draft, replaces, editable, onDone, onCancel }: TableRowFormProps) {
  const { t } = useTranslation('distribution');
  const tMessages = useTranslation('messages').t;
  const format = useFormat();
  const save = useSavePhaseThreeTableRow();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TableRowFormValues>({
    resolver: zodResolver(ZPhaseThreeTableRowInput) as never,
    mode: 'onTouched',
    defaultValues: {
      entries: draft.entries.map((entry) => ({
        categoryId: entry.id,
        actualValue: entry.actualValue === null ? '' : format.digits(entry.actualValue),
      })),
    },
  });
  const typed = useWatch({ control, name: 'entries' });
  const total = typed.reduce((sum, entry) => sum + (wholeNumberOf(entry.actualValue) ?? 0), 0);
  const addsUp = total === draft.vacancyNumber;

  const submit = handleSubmit(async (values) => {
    // The resolver hands over the schema's output: numbers.
    const { entries } = values as unknown as TPhaseThreeTableRowInput;
    try {
      await save.mutateAsync({ vacancyNumber: draft.vacancyNumber, entries });
      onDone();
    } catch (error) {
      if (!isApiError(error)) return;
      // A count goes under its field; what concerns the row (the sum) under the form.
      const underForm: string[] = [];
      for (const issue of error.issues) {
        const path = Array.isArray(issue.path) ? issue.path.join('.') : issue.path;
        if (ENTRY_VALUE.test(path))
          setError(path as FieldPath<TableRowFormValues>, {
            type: 'server',
            message: issue.message,
          });
        else if (!underForm.includes(issue.message)) underForm.push(issue.message);
      }
      if (underForm.length > 0)
        setError('root.server', { type: 'server', message: underForm.join('\n') });
    }
  });

  const rowError = errors.root?.server?.message;
  const title = t(`table.rowForm.${draft.kind}Title`, {
    vacancyNumber: format.number(draft.vacancyNumber),
  });

  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="md">
        <TextInput
          size="md"
          label={t('table.form.vacancyNumber')}
          value={format.digits(draft.vacancyNumber)}
          readOnly
          variant="filled"
          data-testid="phase-three-row-vacancy"
        />
        {replaces && draft.kind === 'generated' && (
          <Text size="sm" data-testid="phase-three-row-replaces">
            {t('table.rowForm.replaces', { vacancyNumber: format.number(draft.vacancyNumber) })}
          </Text>
        )}
        {draft.dropped.length > 0 && (
          <Alert color="yellow" data-testid="phase-three-row-dropped">
            {t('table.rowForm.dropped', { names: draft.dropped.join(', ') })}
          </Alert>
        )}
        {draft.entries.map((entry, index) => (
          <Paper key={entry.id} withBorder p="sm">
            <FormDigitsInput
              control={control}
              name={`entries.${index}.actualValue`}
              label={entry.name}
              description={
                entry.percentage === null || entry.decimalValue === null
                  ? t('table.noFormula')
                  : t('table.rowForm.share', {
                      percentage: t('values.percent', { value: format.number(entry.percentage) }),
                      decimalValue: format.number(entry.decimalValue, 2),
                    })
              }
              withAsterisk={editable}
              readOnly={!editable}
              maxLength={6}
              data-testid={`phase-three-row-actual-${entry.id}`}
            />
          </Paper>
        ))}
        <Text
          fw={600}
          c={addsUp ? undefined : 'red.9'}
          role="status"
          data-testid="phase-three-row-total"
        >
          {t('table.rowForm.total', {
            total: format.number(total),
            vacancyNumber: format.number(draft.vacancyNumber),
          })}
        </Text>
        {rowError && (
          <Alert color="red" data-testid="phase-three-row-error">
            {rowError.split('\n').map((message) => (
              <Text key={message} size="sm">
                {tMessages(message)}
              </Text>
            ))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t(editable ? 'form.cancel' : 'table.rowForm.close')}
          </Button>
          {editable && (
            <Button type="submit" loading={save.isPending} data-testid="phase-three-row-submit">
              {t('form.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
