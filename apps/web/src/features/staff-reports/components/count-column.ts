import type { ColumnDef } from '@tanstack/react-table';
import type { Formatter } from '../../../lib/format';

/**
 * A count's column, in the language's digits; with a total, the totals row's cell too. The
 * server pages the lists in its own order, and the small tables need none: none sorts.
 */
export function countColumn<T>(
  id: string,
  header: string,
  format: Formatter,
  value: (row: T) => number,
  total?: number,
): ColumnDef<T> {
  return {
    id,
    header,
    accessorFn: value,
    cell: ({ row }) => format.number(value(row.original)),
    footer: total === undefined ? undefined : () => format.number(total),
    enableSorting: false,
  };
}
