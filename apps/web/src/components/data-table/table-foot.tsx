import type { CSSProperties, ReactNode } from 'react';
import { Table } from '@mantine/core';
import { flexRender, type Table as TanStackTable } from '@tanstack/react-table';

// Sticky like the header, so totals stay in sight while the body scrolls.
const STICKY_FOOT: CSSProperties = {
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
};

interface TableFootProps<TData> {
  table: TanStackTable<TData>;
  footer: ReactNode;
  expandable: boolean;
}

/** Column footers from the column definitions, then the table-wide `footer`, if any. */
export function TableFoot<TData>({ table, footer, expandable }: TableFootProps<TData>) {
  const columnCount = table.getVisibleLeafColumns().length + (expandable ? 1 : 0);
  const hasColumnFooters = table.getAllLeafColumns().some((column) => column.columnDef.footer);
  if (!hasColumnFooters && footer == null) return null;

  return (
    <Table.Tfoot style={STICKY_FOOT}>
      {hasColumnFooters &&
        table.getFooterGroups().map((group) => (
          <Table.Tr key={group.id}>
            {expandable && <Table.Th />}
            {group.headers.map((header) => (
              <Table.Th key={header.id} colSpan={header.colSpan}>
                {header.isPlaceholder
                  ? null
                  : flexRender(header.column.columnDef.footer, header.getContext())}
              </Table.Th>
            ))}
          </Table.Tr>
        ))}
      {footer != null && (
        <Table.Tr>
          <Table.Td colSpan={columnCount}>{footer}</Table.Td>
        </Table.Tr>
      )}
    </Table.Tfoot>
  );
}
