import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useController, useForm, type Control, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ADVERTISEMENT_DATE_NAMES,
  nepalInstantOf,
  nepalLocalOf,
  ZPublishAdvertisement,
  type TAdvertisementView,
  type TPublishAdvertisement,
  type TPublishAdvertisementInput,
} from '@niyukti/shared';
import { FormTextInput, useErrorText } from '../../../components/form-fields';
import { useFormat } from '../../../lib/format';
import { placeServerErrors } from '../../../lib/server-errors';
import { usePublishAdvertisement } from '../api/advertisements';
import { FromRequisition } from './advertisement-columns';
import {
  AdvertisementDateFields,
  dateValuesOf,
  type DateFieldValues,
} from './advertisement-date-fields';

const FIELDS: Path<TPublishAdvertisementInput>[] = [
  'newAdvertisementNumber',
  'scheduledAt',
  ...ADVERTISEMENT_DATE_NAMES.flatMap((name) => [`${name}Ad`, `${name}Bs`] as const),
];

/** The moment of a scheduled publish, typed in Nepal time and kept as an instant. */
function ScheduleField({ control }: { control: Control<TPublishAdvertisementInput> }) {
  const { t } = useTranslation('advertisements');
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control, name: 'scheduledAt' });
  return (
    <TextInput
      type="datetime-local"
      size="md"
      label={t('publish.scheduledAt')}
      description={t('publish.scheduleHint')}
      required
      value={nepalLocalOf(typeof field.value === 'string' ? field.value : '')}
      onChange={(event) => field.onChange(nepalInstantOf(event.currentTarget.value))}
      onBlur={field.onBlur}
      error={errorText(fieldState.error)}
      data-testid="publish-scheduled-at"
    />
  );
}

export interface PublishFormProps {
  advertisement: TAdvertisementView;
  onDone(): void;
  onCancel(): void;
}

/**
 * back-office.md §5 "Advertisement publishing": the new number and all seven dates (each in
 * B.S. and A.D.), now or at a set time. Rules come from the shared `ZPublishAdvertisement`.
 */
export function PublishForm({ advertisement, onDone, onCancel }: PublishFormProps) {
  const { t } = useTranslation('advertisements');
  const format = useFormat();
  const publish = usePublishAdvertisement(advertisement.id);
  const [scheduled, setScheduled] = useState(false);
  const { control, handleSubmit, setError, setValue } = useForm<
    TPublishAdvertisementInput,
    unknown,
    TPublishAdvertisement
  >({
    resolver: zodResolver(ZPublishAdvertisement),
    mode: 'onTouched',
    defaultValues: {
      // A distribution's advertisement keeps the number reserved for its quota (decision 148).
      // (In the reader's digits, as the list shows it; the schema reads them back as Latin.)
      newAdvertisementNumber: advertisement.requisitionNumber
        ? format.digits(advertisement.advertisementNumber)
        : '',
      scheduledAt: '',
      ...dateValuesOf(advertisement),
    },
  });
  const submit = handleSubmit(async (values) => {
    // An empty moment would otherwise mean "now": asked to schedule, the moment is required.
    if (scheduled && !values.scheduledAt) {
      setError('scheduledAt', { message: 'validation.required' }, { shouldFocus: true });
      return;
    }
    try {
      await publish.mutateAsync(values);
      onDone();
    } catch (error) {
      placeServerErrors(error, setError, FIELDS);
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="publish-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('publish.currentNumber', { number: format.digits(advertisement.advertisementNumber) })}
        </Text>
        {advertisement.requisitionNumber && (
          <Stack gap={2} data-testid="publish-from-requisition">
            <Text size="sm" fw={600}>
              <FromRequisition number={advertisement.requisitionNumber} />
            </Text>
            <Text size="sm" c="dimmed">
              {t('publish.reservedHint')}
            </Text>
          </Stack>
        )}
        <FormTextInput
          control={control}
          name="newAdvertisementNumber"
          label={t('publish.newNumber')}
          required
          data-testid="publish-new-number"
        />
        <AdvertisementDateFields control={control as unknown as Control<DateFieldValues>} />
        <Checkbox
          label={t('publish.schedule')}
          checked={scheduled}
          onChange={(event) => {
            const next = event.currentTarget.checked;
            setScheduled(next);
            if (!next) setValue('scheduledAt', '');
          }}
          data-testid="publish-schedule"
        />
        {scheduled && <ScheduleField control={control} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={publish.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={publish.isPending} data-testid="publish-submit">
            {t(scheduled ? 'publish.submitScheduled' : 'publish.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
