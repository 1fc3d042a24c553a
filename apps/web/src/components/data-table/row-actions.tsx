import { Button, Group } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';

/**
 * The last column of an editable list: Edit and Delete for each row
 * (`<testIdPrefix>-edit-<id>`, `<testIdPrefix>-delete-<id>`).
 */
export function editDeleteColumn<T extends { id: number }>(props: {
  header: string;
  editLabel: string;
  deleteLabel: string;
  onEdit(row: T): void;
  onDelete(row: T): void;
  testIdPrefix: string;
}): ColumnDef<T> {
  return {
    id: 'actions',
    header: props.header,
    enableSorting: false,
    cell: ({ row }) => (
      <Group gap="xs" wrap="nowrap">
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => props.onEdit(row.original)}
          data-testid={`${props.testIdPrefix}-edit-${row.original.id}`}
        >
          {props.editLabel}
        </Button>
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          onClick={() => props.onDelete(row.original)}
          data-testid={`${props.testIdPrefix}-delete-${row.original.id}`}
        >
          {props.deleteLabel}
        </Button>
      </Group>
    ),
  };
}
