import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

/** A column of a report: its header, each row's cell and, for counts, the total's cell. */
export interface ReportColumn<R> {
  key: string;
  header: string;
  /** Counts, shares and money: aligned to the end, as figures are read. */
  figure?: boolean;
  cell(row: R): ReactNode;
  total?: ReactNode;
}

const columnWidth = (column: ReportColumn<unknown>) => (column.figure ? 110 : 160);

export interface ReportTableProps<R> {
  columns: ReportColumn<R>[];
  rows: readonly R[];
  rowKey(row: R): string | number;
  /** The table's accessible name (and its scrolling region's). */
  label: string;
  /** The first cell of the totals row. */
  totalLabel: string;
  testId: string;
}

/**
 * A report as a table with its totals row: wider than a phone, it scrolls sideways inside its
 * own region (which takes the keyboard's focus, so arrow keys scroll it too).
 */
export function ReportTable<R>({
  columns,
  rows,
  rowKey,
  label,
  totalLabel,
  testId,
}: ReportTableProps<R>) {
  // The first column names the totals row; the others hold their totals, if any.
  const rest = columns.slice(1);
  const minWidth = columns.reduce(
    (sum, column) => sum + columnWidth(column as ReportColumn<unknown>),
    0,
  );
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      maxHeight="70vh"
      type="native"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <Table
        stickyHeader
        striped
        withTableBorder
        withColumnBorders
        aria-label={label}
        data-testid={testId}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} ta={column.figure ? 'end' : undefined}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key} ta={column.figure ? 'end' : undefined}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot data-testid={`${testId}-totals`}>
          <Table.Tr fw={700}>
            <Table.Th scope="row">{totalLabel}</Table.Th>
            {rest.map((column) => (
              <Table.Td key={column.key} ta={column.figure ? 'end' : undefined}>
                {column.total ?? null}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
