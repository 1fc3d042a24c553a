import { Fragment, type ReactNode } from 'react';
import { ActionIcon, Group, Loader, Table, Text } from '@mantine/core';
import { flexRender, type Row, type Table as TanStackTable } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';

interface TableBodyProps<TData> {
  table: TanStackTable<TData>;
  loading: boolean;
  renderExpanded: ((row: TData) => ReactNode) | undefined;
}

export function TableBody<TData>({ table, loading, renderExpanded }: TableBodyProps<TData>) {
  const { t } = useTranslation('table');
  const columnCount = table.getVisibleLeafColumns().length + (renderExpanded ? 1 : 0);
  const rows = table.getRowModel().rows;

  if (loading || rows.length === 0) {
    return (
      <Table.Tbody>
        <Table.Tr>
          <Table.Td colSpan={columnCount} ta="center" py="lg" role="status">
            <Group justify="center" gap="xs">
              {loading && <Loader size="xs" />}
              <Text size="sm">{loading ? t('loading') : t('noData')}</Text>
            </Group>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    );
  }

  return (
    <Table.Tbody>
      {rows.map((row) => (
        <Fragment key={row.id}>
          <Table.Tr>
            {renderExpanded && <ExpandCell row={row} />}
            {row.getVisibleCells().map((cell) => (
              <Table.Td key={cell.id}>
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </Table.Td>
            ))}
          </Table.Tr>
          {renderExpanded && row.getIsExpanded() && (
            <Table.Tr>
              <Table.Td colSpan={columnCount}>{renderExpanded(row.original)}</Table.Td>
            </Table.Tr>
          )}
        </Fragment>
      ))}
    </Table.Tbody>
  );
}

function ExpandCell<TData>({ row }: { row: Row<TData> }) {
  const { t } = useTranslation('table');
  const expanded = row.getIsExpanded();
  return (
    <Table.Td>
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label={expanded ? t('collapseRow') : t('expandRow')}
        aria-expanded={expanded}
        onClick={row.getToggleExpandedHandler()}
      >
        <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
      </ActionIcon>
    </Table.Td>
  );
}
