import { Group, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  flexRender,
  type Column,
  type Header,
  type Table as TanStackTable,
} from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { columnMinWidth } from './column-width';

export function TableHead<TData>({
  table,
  expandable,
}: {
  table: TanStackTable<TData>;
  expandable: boolean;
}) {
  const { t } = useTranslation('table');
  return (
    <Table.Thead>
      {table.getHeaderGroups().map((group) => (
        <Table.Tr key={group.id}>
          {expandable && (
            <Table.Th w={44}>
              <VisuallyHidden>{t('expandColumn')}</VisuallyHidden>
            </Table.Th>
          )}
          {group.headers.map((header) => (
            <HeaderCell key={header.id} header={header} />
          ))}
        </Table.Tr>
      ))}
    </Table.Thead>
  );
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const SORT_INDICATOR = { asc: '▲', desc: '▼' } as const;

function HeaderCell<TData>({ header }: { header: Header<TData, unknown> }) {
  const { t } = useTranslation('table');
  const label = headerText(header);
  const sorted = header.column.getIsSorted();
  const content = header.isPlaceholder
    ? null
    : flexRender(header.column.columnDef.header, header.getContext());

  return (
    <Table.Th
      colSpan={header.colSpan}
      miw={columnMinWidth(label)}
      aria-sort={header.column.getCanSort() ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
    >
      {header.column.getCanSort() ? (
        <UnstyledButton
          fw={700}
          fz="inherit"
          aria-label={t('sortBy', { column: label, interpolation: { escapeValue: false } })}
          onClick={header.column.getToggleSortingHandler()}
        >
          <Group gap={4} wrap="nowrap">
            {content}
            <span aria-hidden="true">{sorted ? SORT_INDICATOR[sorted] : '↕'}</span>
          </Group>
        </UnstyledButton>
      ) : (
        content
      )}
    </Table.Th>
  );
}

/** The header's text for labels and width; pages that render headers as elements get the id. */
export function headerText<TData>(header: Header<TData, unknown>): string {
  return columnLabel(header.column);
}

/** A column's header text: a card's label on a phone, where no header row is drawn. */
export function columnLabel<TData>(column: Column<TData, unknown>): string {
  const definition = column.columnDef.header;
  return typeof definition === 'string' ? definition : column.id;
}
