import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZCreateStaffUser, type TCreateStaffUser, type TStaffUserSummary } from '@niyukti/shared';
import { useRoles } from '../api/roles';
import { useCreateStaffUser } from '../api/save-staff-user';
import { FormPasswordInput, FormTextInput, useErrorText } from '../../../components/form-fields';
import { PasswordRules } from '../../../components/password-rules';
import { OrganizationSelect } from './organization-select';
import { RoleMultiSelect } from './role-multi-select';
import { placeServerErrors } from '../../../lib/server-errors';

type UserInput = z.input<typeof ZCreateStaffUser>;

const EMPTY: UserInput = {
  firstName: '',
  middleName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  roleIds: [],
  organizationId: undefined,
};

const FIELDS: Path<UserInput>[] = [
  'firstName',
  'middleName',
  'lastName',
  'username',
  'email',
  'password',
  'confirmPassword',
  'roleIds',
  'organizationId',
];

/**
 * back-office.md §5 "User creation": names, username, e-mail, password twice, roles; and the
 * organization the user works for (the commission when left empty).
 */
export function UserCreationForm({ onCreated }: { onCreated(user: TStaffUserSummary): void }) {
  const { t } = useTranslation('access');
  const errorText = useErrorText();
  const roles = useRoles();
  const create = useCreateStaffUser();
  const form = useForm<UserInput, unknown, TCreateStaffUser>({
    resolver: zodResolver(ZCreateStaffUser),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { control, handleSubmit, setError } = form;
  const password = useWatch({ control, name: 'password' }) ?? '';

  const submit = handleSubmit(async (values) => {
    try {
      onCreated(await create.mutateAsync(values));
    } catch (error) {
      placeServerErrors(error, setError, FIELDS, {
        DUPLICATE_USERNAME: 'username',
        DUPLICATE_EMAIL: 'email',
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('userCreation.title')}>
      <Stack gap="md" maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <FormTextInput
            control={control}
            name="firstName"
            label={t('fields.firstName')}
            withAsterisk
            data-testid="user-first-name"
          />
          <FormTextInput
            control={control}
            name="middleName"
            label={t('fields.middleName')}
            data-testid="user-middle-name"
          />
          <FormTextInput
            control={control}
            name="lastName"
            label={t('fields.lastName')}
            withAsterisk
            data-testid="user-last-name"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormTextInput
            control={control}
            name="username"
            label={t('fields.username')}
            withAsterisk
            autoComplete="off"
            data-testid="user-username"
          />
          <FormTextInput
            control={control}
            name="email"
            type="email"
            label={t('fields.email')}
            withAsterisk
            data-testid="user-email"
          />
          <FormPasswordInput
            control={control}
            name="password"
            label={t('fields.password')}
            withAsterisk
            autoComplete="new-password"
            data-testid="user-password"
          />
          <FormPasswordInput
            control={control}
            name="confirmPassword"
            label={t('fields.confirmPassword')}
            withAsterisk
            autoComplete="new-password"
            data-testid="user-confirm-password"
          />
        </SimpleGrid>
        <PasswordRules password={password} />
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
        <Controller
          control={control}
          name="organizationId"
          render={({ field, fieldState }) => (
            <Stack gap={4}>
              <OrganizationSelect
                clearable
                value={typeof field.value === 'number' ? field.value : null}
                onChange={(id) => field.onChange(id ?? undefined)}
                onBlur={field.onBlur}
                error={errorText(fieldState.error)}
              />
              <Text size="sm" c="dimmed">
                {t('details.organizationHint')}
              </Text>
            </Stack>
          )}
        />
        <Group>
          <Button type="submit" loading={create.isPending} data-testid="user-submit">
            {t('userCreation.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
