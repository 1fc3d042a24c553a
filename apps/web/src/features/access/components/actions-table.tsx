import type { ReactNode } from 'react';
import { Checkbox, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PERMISSION_ACTIONS, type PermissionAction } from '@niyukti/shared';

export interface ActionsRow {
  key: string;
  /** What the first cell shows. */
  label: ReactNode;
  /** The row's name for screen readers: "<name>: <action>" labels each box. */
  name: string;
  /** Prefix of each box's test id: `<testId>-<action>`. */
  testId: string;
  has(action: PermissionAction): boolean;
}

export interface ActionsTableProps {
  caption: string;
  rows: ActionsRow[];
  onToggle(row: ActionsRow, action: PermissionAction, checked: boolean): void;
}

/** Rows of a role's grants against the six actions (back-office.md §3 "Role"), a box each. */
export function ActionsTable({ caption, rows, onToggle }: ActionsTableProps) {
  const { t } = useTranslation('access');
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table striped withTableBorder aria-label={caption}>
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
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>{row.label}</Table.Td>
              {PERMISSION_ACTIONS.map((action) => (
                <Table.Td key={action} ta="center">
                  <Checkbox
                    display="inline-block"
                    checked={row.has(action)}
                    onChange={(event) => onToggle(row, action, event.currentTarget.checked)}
                    aria-label={`${row.name}: ${t(`permissions.${action}`)}`}
                    data-testid={`${row.testId}-${action}`}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
