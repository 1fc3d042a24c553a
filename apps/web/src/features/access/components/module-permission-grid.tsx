import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  PERMISSION_ACTIONS,
  type PermissionAction,
  type TModule,
  type TModulePermission,
} from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { ActionsTable } from './actions-table';

export interface ModulePermissionGridProps {
  modules: TModule[];
  value: TModulePermission[];
  onChange(permissions: TModulePermission[]): void;
}

function noPermission(moduleId: number): TModulePermission {
  return {
    moduleId,
    read: false,
    create: false,
    update: false,
    delete: false,
    approve: false,
    reject: false,
  };
}

/** Keeps only modules with at least one permission: a row of empty boxes grants nothing. */
export function grantedOnly(permissions: TModulePermission[]): TModulePermission[] {
  return permissions.filter((p) => PERMISSION_ACTIONS.some((action) => p[action]));
}

/** back-office.md §3 "Role": per module, read, create, update, delete, approve and reject. */
export function ModulePermissionGrid({ modules, value, onChange }: ModulePermissionGridProps) {
  const { t } = useTranslation('access');
  const { lang } = useFormat();
  const titleOf = (module: TModule) => (lang === 'ne' && module.titleNe) || module.title;
  const permissionOf = (moduleId: number) =>
    value.find((p) => p.moduleId === moduleId) ?? noPermission(moduleId);
  const set = (moduleId: number, action: PermissionAction, checked: boolean) => {
    const next = { ...permissionOf(moduleId), [action]: checked };
    const others = value.filter((p) => p.moduleId !== moduleId);
    onChange(grantedOnly([...others, next]));
  };
  if (modules.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('roleForm.noModules')}
      </Text>
    );
  }
  return (
    <ActionsTable
      caption={t('fields.modulePermissions')}
      rows={modules.map((module) => ({
        key: String(module.id),
        label: titleOf(module),
        name: titleOf(module),
        testId: `module-${module.id}`,
        has: (action) => permissionOf(module.id)[action],
      }))}
      onToggle={(row, action, checked) => set(Number(row.key), action, checked)}
    />
  );
}
