import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type FieldPath,
  type Resolver,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZDistributionLogInput,
  type TDistributionLog,
  type TDistributionLogInput,
} from '@niyukti/shared';
import { FormDigitsInput, FormTextInput } from '../../../components/form-fields';
import {
  EMPTY_QUOTA_ROW,
  seatsTotalOf,
  wholeNumberOf,
  type QuotaRowValues,
} from '../../../components/quota-rows';
import { useFormat } from '../../../lib/format';
import { placeServerErrors } from '../../../lib/server-errors';
import { useEnterDistributionLog } from '../api/enter-log';
import { BsDateField } from './bs-date-field';
import { LogPlaceFields } from './log-place-fields';
import { LogRows, type LogFormValues } from './log-rows';

const EMPTY: LogFormValues = {
  postId: null,
  demandOfficeId: null,
  fiscalYear: '',
  publishDateBs: '',
  chalaniNumber: '',
  chalaniDateBs: '',
  totalVacancy: '',
  localBodyId: null,
  rows: [{ ...EMPTY_QUOTA_ROW }],
};

const FIELDS: FieldPath<LogFormValues>[] = [
  'postId',
  'demandOfficeId',
  'fiscalYear',
  'publishDateBs',
  'chalaniNumber',
  'chalaniDateBs',
  'totalVacancy',
  'localBodyId',
];

/** Where the server's refusals may go: the fields, each row's parts, and the rows as a whole. */
const serverFieldsOf = (rows: readonly QuotaRowValues[]): FieldPath<LogFormValues>[] => [
  ...FIELDS,
  ...rows.flatMap((_, index) => [
    `rows.${index}.quotaId` as const,
    `rows.${index}.heading` as const,
    `rows.${index}.seats` as const,
  ]),
  'rows',
];

/** The shared schema's rules (every field, each row, the sum) on the form as typed. */
const sharedResolver = zodResolver(ZDistributionLogInput) as unknown as Resolver<
  LogFormValues,
  unknown,
  TDistributionLogInput
>;

/** The running total of the rows against the total vacancy typed: "12 of 12 seats". */
function RowsTotal({ rows, totalVacancy }: { rows: QuotaRowValues[]; totalVacancy: string }) {
  const { t } = useTranslation('distribution-history');
  const format = useFormat();
  const of = wholeNumberOf(totalVacancy);
  if (of === null) return null;
  const total = seatsTotalOf(rows);
  return (
    <Text
      fw={600}
      c={total === of ? undefined : 'red.9'}
      role="status"
      data-testid="log-rows-total"
    >
      {t('rows.total', { total: format.number(total), of: format.number(of) })}
    </Text>
  );
}

export interface LogFormProps {
  onEntered(log: TDistributionLog): void;
  onCancel(): void;
}

/**
 * An earlier distribution entered by hand (VDH create; back-office.md §5 "Vacancy history":
 * the fiscal year as XXXX-XX, every other field required but the local body), its seats one row
 * per quota or way of filling, adding up to the total vacancy.
 */
export function LogForm({ onEntered, onCancel }: LogFormProps) {
  const { t } = useTranslation('distribution-history');
  const tm = useTranslation('messages').t;
  const enter = useEnterDistributionLog();
  const { control, handleSubmit, setError, setValue, formState } = useForm<
    LogFormValues,
    unknown,
    TDistributionLogInput
  >({ resolver: sharedResolver, mode: 'onTouched', defaultValues: EMPTY });
  // The shared inputs know the form as typed only; the schema's output is this form's concern.
  const typed = control as unknown as Control<LogFormValues>;
  const { fields, append, remove } = useFieldArray({ control, name: 'rows' });
  const rows = useWatch({ control, name: 'rows' });
  const totalVacancy = useWatch({ control, name: 'totalVacancy' });
  const rowsError = formState.errors.rows?.message ?? formState.errors.rows?.root?.message;
  const saving = enter.isPending;

  const submit = handleSubmit(async (input) => {
    try {
      onEntered(await enter.mutateAsync(input));
    } catch (error) {
      placeServerErrors(error, setError, serverFieldsOf(rows));
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('form.title')}
      data-testid="log-form"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('form.intro')}
        </Text>
        <fieldset disabled={saving} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            <LogPlaceFields control={control} setValue={setValue} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <FormTextInput
                control={typed}
                name="fiscalYear"
                label={t('form.fiscalYear')}
                description={t('form.fiscalYearHint')}
                withAsterisk
                maxLength={7}
                inputMode="numeric"
                autoComplete="off"
                data-testid="log-fiscalYear"
              />
              <FormDigitsInput
                control={typed}
                name="totalVacancy"
                label={t('form.totalVacancy')}
                withAsterisk
                maxLength={5}
                data-testid="log-totalVacancy"
              />
            </SimpleGrid>
            <BsDateField
              control={typed}
              name="publishDateBs"
              bsLabel={t('form.publishDateBs')}
              adLabel={t('form.publishDateAd')}
            />
            <FormTextInput
              control={typed}
              name="chalaniNumber"
              label={t('form.chalaniNumber')}
              withAsterisk
              maxLength={40}
              autoComplete="off"
              data-testid="log-chalaniNumber"
            />
            <BsDateField
              control={typed}
              name="chalaniDateBs"
              bsLabel={t('form.chalaniDateBs')}
              adLabel={t('form.chalaniDateAd')}
            />
            <Stack gap="sm">
              <Text fw={600} component="h3" size="md" m={0}>
                {t('rows.label')}
              </Text>
              {fields.length === 0 ? (
                <Text size="sm" c="dimmed" data-testid="log-rows-empty">
                  {t('rows.empty')}
                </Text>
              ) : (
                <LogRows
                  control={control}
                  keys={fields.map((field) => field.id)}
                  onRemove={remove}
                />
              )}
              <Group justify="space-between" gap="sm" wrap="wrap">
                <RowsTotal rows={rows} totalVacancy={totalVacancy} />
                <Button
                  variant="light"
                  onClick={() => append({ ...EMPTY_QUOTA_ROW })}
                  data-testid="log-row-add"
                >
                  {t('rows.add')}
                </Button>
              </Group>
              {rowsError && (
                <Alert color="red" role="alert" data-testid="log-rows-error">
                  {tm(rowsError)}
                </Alert>
              )}
            </Stack>
          </Stack>
        </fieldset>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={saving} data-testid="log-submit">
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
