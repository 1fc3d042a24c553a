import { Stack, Text, Title } from '@mantine/core';
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
import { ActionsTable } from './actions-table';

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
  return (
    <Stack gap="xs">
      <Title order={4}>{t('fields.privilegeActions')}</Title>
      <Text size="sm" c="dimmed">
        {t('roleForm.actionsHelp')}
      </Text>
      <ActionsTable
        caption={t('fields.privilegeActions')}
        rows={PRIVILEGE_CODES.filter((code) => codes.includes(code)).map((code) => ({
          key: code,
          label: (
            <>
              <Text span fw={700} ff="monospace">
                {code}
              </Text>{' '}
              {PRIVILEGE_DESCRIPTIONS[code][lang]}
            </>
          ),
          name: PRIVILEGE_DESCRIPTIONS[code][lang],
          testId: `actions-${code}`,
          has: (action) => actionsOf(code).includes(action),
        }))}
        onToggle={(row, action, checked) => set(row.key as PrivilegeCode, action, checked)}
      />
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
