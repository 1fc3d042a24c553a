import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useForm, useWatch, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { FormDigitsInput } from '../../../components/form-fields';
import { useFormat } from '../../../lib/format';
import { placeServerErrors } from '../../../lib/server-errors';
import type { RowDraft } from './table-row-draft';
import { wholeNumberOf } from './table-value-form';

/** What the form holds: each locked part (under the table's key name) with its count as typed. */
export interface TableRowFormValues {
  entries: ({ actualValue: string } & Record<string, string | number>)[];
}

/**
 * How a table saves a row: phase 3's by category id, phases 1 and 2's by heading; `E` is an
 * entry of the body sent.
 */
export interface RowSaving<E> {
  /** The name of an entry's part in the saved body, and so in the server's issue paths. */
  keyName: 'categoryId' | 'heading';
  /** The body's schema (`entries`), checked before the row is sent. */
  schema: ZodType<{ entries: E[] }, FieldValues>;
  /** The table's save: PUT …/table-rows/{vacancyNumber}. */
  mutation: {
    mutateAsync(row: { vacancyNumber: number; entries: E[] }): Promise<unknown>;
    isPending: boolean;
  };
  /** `<prefix>-vacancy`, `<prefix>-actual-<part>`, `<prefix>-total`, `<prefix>-submit`… */
  testIdPrefix: string;
}

export interface TableRowFormProps<K extends number | string, E> {
  draft: RowDraft<K>;
  saving: RowSaving<E>;
  /** The vacancy number has a saved row already (a generated one replaces it). */
  replaces: boolean;
  /** False: the user may not save this row; the split is shown without a save. */
  editable: boolean;
  onDone(): void;
  onCancel(): void;
}

/** Every entry's count and part: the server's issues about them are placed on them. */
function entryFields<K extends number | string>(
  draft: RowDraft<K>,
  keyName: string,
): Path<TableRowFormValues>[] {
  return draft.entries.flatMap((_, index) => [
    `entries.${index}.actualValue` as const,
    `entries.${index}.${keyName}` as const,
  ]);
}

/**
 * Every part's count of one vacancy number (back-office.md §5 "Phase 3 table", "Vacancy formula
 * (phases 1 and 2)"): the vacancy number and the parts are locked, only the counts change; the
 * running total is shown against the vacancy number, and the API refuses a row that does not add
 * up to it (said under the total).
 */
export function TableRowForm<K extends number | string, E>({
  draft,
  saving,
  replaces,
  editable,
  onDone,
  onCancel,
}: TableRowFormProps<K, E>) {
  const { t } = useTranslation('distribution');
  const tMessages = useTranslation('messages').t;
  const format = useFormat();
  const prefix = saving.testIdPrefix;
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TableRowFormValues>({
    resolver: zodResolver(saving.schema) as never,
    mode: 'onTouched',
    defaultValues: {
      entries: draft.entries.map((entry) => ({
        [saving.keyName]: entry.id,
        actualValue: entry.actualValue === null ? '' : format.digits(entry.actualValue),
      })),
    },
  });
  const typed = useWatch({ control, name: 'entries' });
  const total = typed.reduce((sum, entry) => sum + (wholeNumberOf(entry.actualValue) ?? 0), 0);
  const addsUp = total === draft.vacancyNumber;

  const submit = handleSubmit(async (values) => {
    // The resolver hands over the schema's output: numbers.
    const { entries } = values as unknown as { entries: E[] };
    try {
      await saving.mutation.mutateAsync({ vacancyNumber: draft.vacancyNumber, entries });
      onDone();
    } catch (error) {
      // A count or a part under its field; what concerns the row (the sum) under the total.
      placeServerErrors(error, setError, [...entryFields(draft, saving.keyName), 'entries']);
    }
  });

  const rowErrors = errors.entries as (FieldError & { root?: FieldError }) | undefined;
  const rowError = rowErrors?.message ?? rowErrors?.root?.message;
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
          data-testid={`${prefix}-vacancy`}
        />
        {replaces && draft.kind === 'generated' && (
          <Text size="sm" data-testid={`${prefix}-replaces`}>
            {t('table.rowForm.replaces', { vacancyNumber: format.number(draft.vacancyNumber) })}
          </Text>
        )}
        {draft.dropped.length > 0 && (
          <Alert color="yellow" data-testid={`${prefix}-dropped`}>
            {t('table.rowForm.dropped', { names: draft.dropped.join(', ') })}
          </Alert>
        )}
        {draft.entries.map((entry, index) => {
          const partError = (errors.entries?.[index] as Record<string, FieldError> | undefined)?.[
            saving.keyName
          ]?.message;
          return (
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
                data-testid={`${prefix}-actual-${entry.id}`}
              />
              {partError && (
                <Text size="sm" c="red.9" mt={4} data-testid={`${prefix}-part-error-${entry.id}`}>
                  {tMessages(partError)}
                </Text>
              )}
            </Paper>
          );
        })}
        <Stack gap={4}>
          <Text
            fw={600}
            c={addsUp ? undefined : 'red.9'}
            role="status"
            data-testid={`${prefix}-total`}
          >
            {t('table.rowForm.total', {
              total: format.number(total),
              vacancyNumber: format.number(draft.vacancyNumber),
            })}
          </Text>
          {rowError && (
            <Alert color="red" data-testid={`${prefix}-error`}>
              {tMessages(rowError)}
            </Alert>
          )}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={saving.mutation.isPending}>
            {t(editable ? 'form.cancel' : 'table.rowForm.close')}
          </Button>
          {editable && (
            <Button
              type="submit"
              loading={saving.mutation.isPending}
              data-testid={`${prefix}-submit`}
            >
              {t('form.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

export type RowFormModalProps<K extends number | string, E> = Omit<
  TableRowFormProps<K, E>,
  'draft' | 'onDone' | 'onCancel'
> & {
  /** null: the modal is closed. */
  draft: RowDraft<K> | null;
  onClose(): void;
};

/** The row form in a modal titled by its vacancy number; the whole screen on a phone. */
export function RowFormModal<K extends number | string, E>({
  draft,
  onClose,
  ...props
}: RowFormModalProps<K, E>) {
  const { t } = useTranslation('distribution');
  const format = useFormat();
  const compact = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={draft !== null}
      onClose={onClose}
      title={
        draft &&
        t(`table.rowForm.${draft.kind}Title`, {
          vacancyNumber: format.number(draft.vacancyNumber),
        })
      }
      fullScreen={compact}
      centered
    >
      {draft && <TableRowForm draft={draft} onDone={onClose} onCancel={onClose} {...props} />}
    </Modal>
  );
}
