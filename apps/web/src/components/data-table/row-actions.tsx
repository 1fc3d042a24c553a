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
  /** Absent: the user may not change rows (their role's actions), so no button. */
  onEdit?: (row: T) => void;
  onDelete?: (row: T) => void;
  testIdPrefix: string;
}): ColumnDef<T>[] {
  const { onEdit, onDelete } = props;
  if (!onEdit && !onDelete) return [];
  return [
    {
      id: 'actions',
      meta: { card: 'actions' },
      header: props.header,
      enableSorting: false,
      cell: ({ row }) => (
        <Group gap="xs" wrap="nowrap">
          {onEdit && (
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => onEdit(row.original)}
              data-testid={`${props.testIdPrefix}-edit-${row.original.id}`}
            >
              {props.editLabel}
            </Button>
          )}
          {onDelete && (
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={() => onDelete(row.original)}
              data-testid={`${props.testIdPrefix}-delete-${row.original.id}`}
            >
              {props.deleteLabel}
            </Button>
          )}
        </Group>
      ),
    },
  ];
}
