import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZUserOrganizationInput, type TUserOrganizationInput } from '@niyukti/shared';
import { useSetUserOrganization } from '../api/save-staff-user';
import { useErrorText } from '../../../components/form-fields';
import { placeServerErrors } from '../../../lib/server-errors';
import { OrganizationSelect } from './organization-select';

export interface UserOrganizationFormProps {
  userId: number;
  organizationId: number;
  onDone(): void;
  onCancel(): void;
}

/** Moves a user to another organization (PUT /users/:id/organization). */
export function UserOrganizationForm({
  userId,
  organizationId,
  onDone,
  onCancel,
}: UserOrganizationFormProps) {
  const { t } = useTranslation('access');
  const errorText = useErrorText();
  const save = useSetUserOrganization(userId);
  const { control, handleSubmit, setError } = useForm<
    z.input<typeof ZUserOrganizationInput>,
    unknown,
    TUserOrganizationInput
  >({
    resolver: zodResolver(ZUserOrganizationInput),
    defaultValues: { organizationId },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      onDone();
    } catch (error) {
      placeServerErrors(error, setError, ['organizationId']);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Controller
          control={control}
          name="organizationId"
          render={({ field, fieldState }) => (
            <OrganizationSelect
              value={typeof field.value === 'number' ? field.value : null}
              onChange={(id) => field.onChange(id ?? undefined)}
              onBlur={field.onBlur}
              error={errorText(fieldState.error)}
            />
          )}
        />
        <Text size="sm" c="dimmed">
          {t('details.organizationHint')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="user-organization-submit">
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
