import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZRejectAdvertisement,
  type TAdvertisementView,
  type TRejectAdvertisement,
} from '@niyukti/shared';
import { FormTextarea } from '../../../components/form-fields';
import { placeServerErrors } from '../../../lib/server-errors';
import { useRejectAdvertisement } from '../api/advertisements';

export interface RejectFormProps {
  advertisement: TAdvertisementView;
  onDone(): void;
  onCancel(): void;
}

/** Reject pending or reject pre-live (back-office.md §4): the reason is required. */
export function RejectForm({ advertisement, onDone, onCancel }: RejectFormProps) {
  const { t } = useTranslation('advertisements');
  const reject = useRejectAdvertisement(advertisement.id);
  const { control, handleSubmit, setError } = useForm<TRejectAdvertisement>({
    resolver: zodResolver(ZRejectAdvertisement),
    mode: 'onTouched',
    defaultValues: { remarks: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await reject.mutateAsync(values);
      onDone();
    } catch (error) {
      placeServerErrors(error, setError, ['remarks']);
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="reject-form">
      <Stack gap="md">
        <FormTextarea
          control={control}
          name="remarks"
          label={t('reject.remarks')}
          withAsterisk
          maxLength={500}
          data-testid="reject-remarks"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={reject.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" color="red" loading={reject.isPending} data-testid="reject-submit">
            {t('reject.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
