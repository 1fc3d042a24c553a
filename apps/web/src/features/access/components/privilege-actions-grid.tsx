import { Checkbox, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  PERMISSION_ACTIONS,
  PRIVILEGE_CODES,
  PRIVILEGE_DESCRIPTIONS,
  type PermissionAction,
  type PrivilegeCode,
  type TPermissions,
} from '@niyukti/shared';
import { useFormat } from '../../../lib/format';

export interface PrivilegeActionsGridProps {
  /** The codes the role holds: one row each. */
  codes: PrivilegeCode[];
  /** The actions of each code; a code without an entry has all six (as the API grants it). */
  value: TPermissions;
  onChange(actions: TPermissions): void;
}

/**
 * The module of each privilege code the role holds, with a box per action (back-office.md §3
 * "Role": read, create, update, delete, approve, reject). A code just ticked has all six.
 */
export function PrivilegeActionsGrid({ codes, value, onChange }: PrivilegeActionsGridProps) {
  const { t } = useTranslation('access');
  const { lang } = useFormat();
  if (codes.length === 0) return null;
  const actionsOf = (code: PrivilegeCode) => value[code] ?? [...PERMISSION_ACTIONS];
  const set = (code: PrivilegeCode, action: PermissionAction, checked: boolean) => {
    const held = actionsOf(code);
    const next = PERMISSION_ACTIONS.filter((a) => (a === action ? checked : held.includes(a)));
    onChange({ ...value, [code]: next });
  };
  const rows = PRIVILEGE_CODES.filter((code) => codes.includes(code));
  return (
    <Stack gap="xs">
      <Title order={4}>{t('fields.privilegeActions')}</Title>
      <Text size="sm" c="dimmed">
        {t('roleForm.actionsHelp')}
      </Text>
      <Table.ScrollContainer minWidth={560} type="native">
        <Table striped withTableBorder aria-label={t('fields.privilegeActions')}>
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
            {rows.map((code) => {
              const title = PRIVILEGE_DESCRIPTIONS[code][lang];
              const held = actionsOf(code);
              return (
                <Table.Tr key={code}>
                  <Table.Td>
                    <Text span fw={700} ff="monospace">
                      {code}
                    </Text>{' '}
                    {title}
                  </Table.Td>
                  {PERMISSION_ACTIONS.map((action) => (
                    <Table.Td key={action} ta="center">
                      <Checkbox
                        display="inline-block"
                        checked={held.includes(action)}
                        onChange={(event) => set(code, action, event.currentTarget.checked)}
                        aria-label={`${title}: ${t(`permissions.${action}`)}`}
                        data-testid={`actions-${code}-${action}`}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/**
 * The actions to send: only of held codes, and only those not left at all six (absent means
 * all six to the API), so a role made with codes alone sends what it always did.
 */
export function actionsToSend(codes: PrivilegeCode[], actions: TPermissions): TPermissions {
  return Object.fromEntries(
    codes
      .filter((code) => actions[code] && actions[code].length < PERMISSION_ACTIONS.length)
      .map((code) => [code, actions[code]]),
  );
}
