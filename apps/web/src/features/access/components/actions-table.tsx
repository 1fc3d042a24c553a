import type { ReactNode } from 'react';
import { Checkbox, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PERMISSION_ACTIONS, type PermissionAction } from '@niyukti/shared';
import { CardList } from '../../../components/data-table';
import { usePhoneWidth } from '../../../lib/phone-width';

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
  const phone = usePhoneWidth();
  if (phone) return <ActionsCards caption={caption} rows={rows} onToggle={onToggle} />;
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

/**
 * On a phone (docs/decisions.md 120): a card per row, its name on top and the six boxes below,
 * each with its action written beside it (no column header to read it from).
 */
function ActionsCards({ caption, rows, onToggle }: ActionsTableProps) {
  const { t } = useTranslation('access');
  return (
    <CardList label={caption}>
      {rows.map((row) => (
        <li key={row.key}>
          <Paper component="article" withBorder radius="md" p="sm" aria-label={row.name}>
            <Stack gap="xs">
              <Text component="div" size="sm" fw={600}>
                {row.label}
              </Text>
              <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
                {PERMISSION_ACTIONS.map((action) => (
                  <Checkbox
                    key={action}
                    size="sm"
                    label={t(`permissions.${action}`)}
                    checked={row.has(action)}
                    onChange={(event) => onToggle(row, action, event.currentTarget.checked)}
                    aria-label={`${row.name}: ${t(`permissions.${action}`)}`}
                    data-testid={`${row.testId}-${action}`}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          </Paper>
        </li>
      ))}
    </CardList>
  );
}
