import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ZRoleInput,
  type PrivilegeCode,
  type TModulePermission,
  type TPermissions,
  type TRoleDetail,
  type TRoleInput,
} from '@niyukti/shared';
import { useModules } from '../api/modules';
import { useSaveRole } from '../api/roles';
import { FormTextInput, FormTextarea, useErrorText } from '../../../components/form-fields';
import { ModulePermissionGrid, grantedOnly } from './module-permission-grid';
import { PrivilegeGrid } from './privilege-grid';
import { PrivilegeActionsGrid, actionsToSend } from './privilege-actions-grid';
import { placeServerErrors } from '../../../lib/server-errors';

type RoleFormInput = z.input<typeof ZRoleInput>;

const FIELDS: Path<RoleFormInput>[] = [
  'title',
  'description',
  'type',
  'privileges',
  'actions',
  'modules',
];

/** The staff role type the back office uses unless the commission names another. */
export const DEFAULT_ROLE_TYPE = 'internal';

function valuesOf(role: TRoleDetail | undefined): RoleFormInput {
  if (!role) {
    return {
      title: '',
      description: '',
      type: DEFAULT_ROLE_TYPE,
      privileges: [],
      actions: {},
      modules: [],
    };
  }
  return {
    title: role.title,
    description: role.description,
    type: role.type,
    privileges: role.privileges as PrivilegeCode[],
    actions: role.actions,
    modules: role.modules.map(({ title: _title, ...permission }) => permission),
  };
}

export interface RoleFormProps {
  /** The role being edited; absent when creating one. */
  role?: TRoleDetail;
  onSaved(role: TRoleDetail): void;
}

/** back-office.md §3 "Role" and §6: title, description, type, privilege codes, module permissions. */
export function RoleForm({ role, onSaved }: RoleFormProps) {
  const { t } = useTranslation('access');
  const errorText = useErrorText();
  const modules = useModules();
  // A privilege code's module is given above, with the code and its actions.
  const otherModules = (modules.data ?? []).filter((module) => module.code === null);
  const save = useSaveRole(role?.id ?? null);
  const { control, handleSubmit, setError, getValues, setValue } = useForm<
    RoleFormInput,
    unknown,
    TRoleInput
  >({
    resolver: zodResolver(ZRoleInput),
    mode: 'onTouched',
    defaultValues: valuesOf(role),
  });

  const codes = (useWatch({ control, name: 'privileges' }) ?? []) as PrivilegeCode[];
  // A code no longer held keeps no actions (the API refuses actions on a code not held).
  const choosePrivileges = (next: PrivilegeCode[]) => {
    const actions = (getValues('actions') ?? {}) as TPermissions;
    setValue(
      'actions',
      Object.fromEntries(Object.entries(actions).filter(([code]) => next.includes(code as never))),
    );
  };

  const submit = handleSubmit(async (values) => {
    const { actions, ...rest } = values;
    const changed = actionsToSend(values.privileges, actions);
    try {
      onSaved(
        await save.mutateAsync({
          ...rest,
          ...(Object.keys(changed).length ? { actions: changed } : {}),
          modules: grantedOnly(values.modules),
        } as TRoleInput),
      );
    } catch (error) {
      placeServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('roleForm.title')}>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} maw={720}>
          <FormTextInput
            control={control}
            name="title"
            label={t('fields.title')}
            withAsterisk
            data-testid="role-title"
          />
          <FormTextInput
            control={control}
            name="type"
            label={t('fields.type')}
            description={t('roleForm.typeHelp')}
            withAsterisk
            data-testid="role-type"
          />
        </SimpleGrid>
        <FormTextarea
          control={control}
          name="description"
          label={t('fields.description')}
          maw={720}
          data-testid="role-description"
        />
        <Controller
          control={control}
          name="privileges"
          render={({ field, fieldState }) => (
            <PrivilegeGrid
              value={(field.value ?? []) as PrivilegeCode[]}
              onChange={(next) => {
                choosePrivileges(next);
                field.onChange(next);
              }}
              error={errorText(fieldState.error)}
            />
          )}
        />
        <Controller
          control={control}
          name="actions"
          render={({ field }) => (
            <PrivilegeActionsGrid
              codes={codes}
              value={(field.value ?? {}) as TPermissions}
              onChange={field.onChange}
            />
          )}
        />
        <Stack gap="xs">
          <Title order={4}>{t('fields.modulePermissions')}</Title>
          <Controller
            control={control}
            name="modules"
            render={({ field }) => (
              <ModulePermissionGrid
                modules={otherModules}
                value={(field.value ?? []) as TModulePermission[]}
                onChange={field.onChange}
              />
            )}
          />
        </Stack>
        <Group>
          <Button type="submit" loading={save.isPending} data-testid="role-submit">
            {role ? t('roleForm.update') : t('roleForm.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
