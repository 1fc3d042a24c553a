import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { useForm, type Control, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ADVERTISEMENT_DATE_NAMES,
  ZAdvertisementExtraDays,
  ZAdvertisementNewDates,
  type TAdvertisementExtraDays,
  type TAdvertisementView,
  type TChangeAdvertisementDates,
} from '@niyukti/shared';
import { FormTextInput } from '../../../components/form-fields';
import { placeServerErrors } from '../../../lib/server-errors';
import { useChangeAdvertisementDates } from '../api/advertisements';
import {
  AdvertisementDateFields,
  dateValuesOf,
  type DateFieldValues,
} from './advertisement-date-fields';

type Mode = TChangeAdvertisementDates['mode'];

interface FormProps {
  advertisement: TAdvertisementView;
  onDone(): void;
  onCancel(): void;
}

function Buttons({ pending, onCancel }: { pending: boolean; onCancel(): void }) {
  const { t } = useTranslation('advertisements');
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" loading={pending} data-testid="dates-submit">
        {t('dates.submit')}
      </Button>
    </Group>
  );
}

type NewDatesValues = DateFieldValues & { mode: 'dates' };
const DATE_FIELDS = ADVERTISEMENT_DATE_NAMES.flatMap(
  (name) => [`${name}Ad`, `${name}Bs`] as const,
) as Path<NewDatesValues>[];

function NewDatesForm({ advertisement, onDone, onCancel }: FormProps) {
  const change = useChangeAdvertisementDates(advertisement.id);
  const { control, handleSubmit, setError } = useForm<NewDatesValues>({
    resolver: zodResolver(ZAdvertisementNewDates),
    mode: 'onTouched',
    defaultValues: { mode: 'dates', ...dateValuesOf(advertisement) },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      onDone();
    } catch (error) {
      placeServerErrors(error, setError, DATE_FIELDS);
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="dates-form">
      <Stack gap="md">
        <AdvertisementDateFields control={control as unknown as Control<DateFieldValues>} />
        <Buttons pending={change.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

type ExtraDaysValues = z.input<typeof ZAdvertisementExtraDays>;

function ExtraDaysForm({ advertisement, onDone, onCancel }: FormProps) {
  const { t } = useTranslation('advertisements');
  const change = useChangeAdvertisementDates(advertisement.id);
  const { control, handleSubmit, setError } = useForm<
    ExtraDaysValues,
    unknown,
    TAdvertisementExtraDays
  >({
    resolver: zodResolver(ZAdvertisementExtraDays),
    mode: 'onTouched',
    // The admit-card date shown now: a second click, or a colleague's change, is refused.
    defaultValues: {
      mode: 'extraDays',
      extraDays: '',
      expectedAdmitCardDateAd: advertisement.admitCardDateAd ?? '',
    },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      onDone();
    } catch (error) {
      placeServerErrors(error, setError, ['extraDays']);
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="extra-days-form">
      <Stack gap="md">
        <FormTextInput
          control={control}
          name="extraDays"
          label={t('dates.extraDays')}
          description={t('dates.extraDaysHint')}
          inputMode="numeric"
          required
          data-testid="dates-extra-days"
        />
        <Buttons pending={change.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

/** "Configure additional date": new dates, or extra days for every deadline not yet passed. */
export function ChangeDatesForm(props: FormProps) {
  const { t } = useTranslation('advertisements');
  // Only a published advertisement's dates change, and publishing sets all of them; were the
  // admit-card date missing all the same, there would be nothing to add days to.
  const extendable = props.advertisement.admitCardDateAd !== null;
  const [mode, setMode] = useState<Mode>(extendable ? 'extraDays' : 'dates');
  if (!extendable) return <NewDatesForm {...props} />;
  return (
    <Stack gap="md">
      <SegmentedControl
        value={mode}
        onChange={(value) => setMode(value as Mode)}
        data={[
          { value: 'extraDays', label: t('dates.modeExtraDays') },
          { value: 'dates', label: t('dates.modeDates') },
        ]}
        data-testid="dates-mode"
      />
      {mode === 'dates' ? <NewDatesForm {...props} /> : <ExtraDaysForm {...props} />}
    </Stack>
  );
}
