import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZChangeUsername, type TChangeUsername } from '@niyukti/shared';
import { useChangeUsername } from '../api/save-staff-user';
import { FormTextInput } from '../../../components/form-fields';
import { placeServerErrors } from '../../../lib/server-errors';

export interface UsernameFormProps {
  userId: number;
  username: string;
  onDone(): void;
  onCancel(): void;
}

/** back-office.md §2 "edit/username". */
export function UsernameForm({ userId, username, onDone, onCancel }: UsernameFormProps) {
  const { t } = useTranslation('access');
  const change = useChangeUsername(userId);
  const { control, handleSubmit, setError } = useForm<TChangeUsername>({
    resolver: zodResolver(ZChangeUsername),
    mode: 'onTouched',
    defaultValues: { username },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      onDone();
    } catch (error) {
      placeServerErrors(error, setError, ['username'], { DUPLICATE_USERNAME: 'username' });
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormTextInput
          control={control}
          name="username"
          label={t('fields.username')}
          withAsterisk
          data-autofocus
          data-testid="username-input"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={change.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={change.isPending} data-testid="username-submit">
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
