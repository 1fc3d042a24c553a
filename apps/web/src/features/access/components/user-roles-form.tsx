import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZUserRoles, type TUserRoles } from '@niyukti/shared';
import { useRoles } from '../api/roles';
import { useSetUserRoles } from '../api/save-staff-user';
import { useErrorText } from '../../../components/form-fields';
import { RoleMultiSelect } from './role-multi-select';
import { placeServerErrors } from '../../../lib/server-errors';

export interface UserRolesFormProps {
  userId: number;
  roleIds: number[];
  onDone(): void;
  onCancel(): void;
}

/** Replaces a user's roles (PUT /users/:id/roles); at least one stays. */
export function UserRolesForm({ userId, roleIds, onDone, onCancel }: UserRolesFormProps) {
  const { t } = useTranslation('access');
  const errorText = useErrorText();
  const roles = useRoles();
  const save = useSetUserRoles(userId);
  const { control, handleSubmit, setError } = useForm<
    z.input<typeof ZUserRoles>,
    unknown,
    TUserRoles
  >({
    resolver: zodResolver(ZUserRoles),
    defaultValues: { roleIds },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      onDone();
    } catch (error) {
      placeServerErrors(error, setError, ['roleIds']);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Controller
          control={control}
          name="roleIds"
          render={({ field, fieldState }) => (
            <RoleMultiSelect
              roles={roles.data ?? []}
              loading={roles.isPending}
              value={(field.value ?? []) as number[]}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorText(fieldState.error)}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="user-roles-submit">
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
