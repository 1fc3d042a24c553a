import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adToBs, todayIso, ZCreateUserBlock, type TCreateUserBlock } from '@niyukti/shared';
import { BsAdDateInput, type BsAdDate } from '../../../components/bs-ad-date-input';
import { useBlockUser } from '../api/blocks';
import { FormTextarea, useErrorText } from '../../../components/form-fields';
import { placeServerErrors } from '../../../lib/server-errors';

interface DateFieldProps {
  name: string;
  value: string;
  onChange(ad: string): void;
  onBlur(): void;
  bsLabel: string;
  adLabel: string;
  error?: string;
}

function bsOf(ad: string): string {
  try {
    return ad ? adToBs(ad) : '';
  } catch {
    return '';
  }
}

/** The schema keeps the A.D. day only; the B.S. text being typed lives here. */
function DateField({ value, onChange, ...props }: DateFieldProps) {
  const [date, setDate] = useState<BsAdDate>(() => ({ ad: value, bs: bsOf(value) }));
  return (
    <BsAdDateInput
      {...props}
      required
      value={date}
      onChange={(next) => {
        setDate(next);
        onChange(next.ad);
      }}
    />
  );
}

export interface BlockFormProps {
  userId: number;
  onDone(): void;
  onCancel(): void;
}

/** BU, back-office.md §5 "Lock/unlock search": a block needs its start and end dates. */
export function BlockForm({ userId, onDone, onCancel }: BlockFormProps) {
  const { t } = useTranslation('access');
  const errorText = useErrorText();
  const block = useBlockUser(userId);
  const { control, handleSubmit, setError } = useForm<TCreateUserBlock>({
    resolver: zodResolver(ZCreateUserBlock),
    mode: 'onTouched',
    defaultValues: { startsOn: todayIso(), endsOn: '', reason: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await block.mutateAsync(values);
      onDone();
    } catch (error) {
      placeServerErrors(error, setError, ['startsOn', 'endsOn', 'reason']);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('block.title')}>
      <Stack gap="md">
        {(['startsOn', 'endsOn'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <DateField
                name={name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                bsLabel={t(`block.${name}Bs`)}
                adLabel={t(`block.${name}Ad`)}
                error={errorText(fieldState.error)}
              />
            )}
          />
        ))}
        <FormTextarea
          control={control}
          name="reason"
          label={t('block.reason')}
          withAsterisk
          data-testid="block-reason"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={block.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" color="red" loading={block.isPending} data-testid="block-submit">
            {t('block.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
