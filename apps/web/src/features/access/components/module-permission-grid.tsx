import { Checkbox, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  PERMISSION_ACTIONS,
  type PermissionAction,
  type TModule,
  type TModulePermission,
} from '@niyukti/shared';
import { useFormat } from '../../../lib/format';

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
    <Table.ScrollContainer minWidth={560} type="native">
      <Table striped withTableBorder aria-label={t('fields.modulePermissions')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.module')}</Table.Th>
            {PERMISSION_ACTIONS.map((action) => (
              <Table.Th key={action} ta="center">
                {t(`permissions.${action}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {modules.map((module) => {
            const permission = permissionOf(module.id);
            return (
              <Table.Tr key={module.id}>
                <Table.Td>{titleOf(module)}</Table.Td>
                {PERMISSION_ACTIONS.map((action) => (
                  <Table.Td key={action} ta="center">
                    <Checkbox
                      display="inline-block"
                      checked={permission[action]}
                      onChange={(event) => set(module.id, action, event.currentTarget.checked)}
                      aria-label={`${titleOf(module)}: ${t(`permissions.${action}`)}`}
                      data-testid={`module-${module.id}-${action}`}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
