import { useId, type ReactNode } from 'react';
import { Button, Group, Loader, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import {
  flexRender,
  type Cell,
  type Column,
  type Row,
  type Table as TanStackTable,
} from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import './column-meta';
import { CardFields, CardList, RecordCard } from './record-cards';
import { columnLabel } from './table-head';

interface TableCardsProps<TData> {
  table: TanStackTable<TData>;
  loading: boolean;
  renderExpanded: ((row: TData) => ReactNode) | undefined;
  footer: ReactNode;
  /** The list's accessible name (the table's label at full width). */
  label: string | undefined;
}

/**
 * The table on a phone (docs/decisions.md 120): each row a card of label/value pairs, its
 * buttons at the bottom; a select sorts as the header buttons do; column footers and the
 * table-wide footer follow the cards.
 */
export function TableCards<TData>(props: TableCardsProps<TData>) {
  const { table, loading, renderExpanded } = props;
  const { t } = useTranslation('table');
  const rows = table.getRowModel().rows;
  return (
    <Stack gap="xs">
      <CardSort table={table} />
      {loading || rows.length === 0 ? (
        <Paper withBorder p="md" radius="md" role="status">
          <Group justify="center" gap="xs">
            {loading && <Loader size="xs" />}
            <Text size="sm">{loading ? t('loading') : t('noData')}</Text>
          </Group>
        </Paper>
      ) : (
        <CardList label={props.label}>
          {rows.map((row) => (
            <RowCard key={row.id} row={row} renderExpanded={renderExpanded} />
          ))}
        </CardList>
      )}
      <CardFoot table={table} footer={props.footer} />
    </Stack>
  );
}

const isAction = <TData,>(cell: Cell<TData, unknown>) =>
  cell.column.columnDef.meta?.card === 'actions';

function RowCard<TData>({
  row,
  renderExpanded,
}: {
  row: Row<TData>;
  renderExpanded: ((row: TData) => ReactNode) | undefined;
}) {
  const { t } = useTranslation('table');
  const titleId = useId();
  const cells = row.getVisibleCells();
  const fieldCells = cells.filter((cell) => !isAction(cell));
  const titleIndex = Math.max(
    0,
    fieldCells.findIndex((cell) => cell.column.columnDef.meta?.card === 'title'),
  );
  const fields = fieldCells.map((cell) => ({
    key: cell.id,
    label: columnLabel(cell.column),
    value: flexRender(cell.column.columnDef.cell, cell.getContext()),
  }));
  const actions = cells.filter(isAction);
  const expanded = row.getIsExpanded();
  return (
    <RecordCard
      titleId={titleId}
      titleIndex={titleIndex}
      fields={fields}
      testId="data-table-card"
      actions={
        actions.length > 0 || renderExpanded ? (
          <>
            {actions.map((cell) => (
              <div key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</div>
            ))}
            {renderExpanded && (
              <Button
                size="compact-sm"
                variant="subtle"
                aria-expanded={expanded}
                onClick={row.getToggleExpandedHandler()}
              >
                {expanded ? t('collapseRow') : t('expandRow')}
              </Button>
            )}
          </>
        ) : undefined
      }
    >
      {renderExpanded && expanded && <div>{renderExpanded(row.original)}</div>}
    </RecordCard>
  );
}

/** One select for what the header buttons do at full width: a column and a direction. */
function CardSort<TData>({ table }: { table: TanStackTable<TData> }) {
  const { t } = useTranslation('table');
  const sortable = table.getVisibleLeafColumns().filter((column) => column.getCanSort());
  if (sortable.length === 0) return null;
  const current = table.getState().sorting[0];
  const value = current ? `${current.id}:${current.desc ? 'desc' : 'asc'}` : '';
  const option = (column: Column<TData>, desc: boolean) => ({
    value: `${column.id}:${desc ? 'desc' : 'asc'}`,
    label: t(desc ? 'sortDescending' : 'sortAscending', {
      column: columnLabel(column),
      interpolation: { escapeValue: false },
    }),
  });
  return (
    <NativeSelect
      size="xs"
      maw={320}
      label={t('sortLabel')}
      value={value}
      data={[
        { value: '', label: t('sortNone') },
        ...sortable.flatMap((column) => [option(column, false), option(column, true)]),
      ]}
      onChange={(event) => {
        const [id, direction] = event.currentTarget.value.split(':');
        table.setSorting(id ? [{ id, desc: direction === 'desc' }] : []);
      }}
    />
  );
}

/** Column footers (totals) as label/value pairs under the cards, then the table-wide footer. */
function CardFoot<TData>({ table, footer }: { table: TanStackTable<TData>; footer: ReactNode }) {
  const { t } = useTranslation('table');
  const footed = table
    .getFooterGroups()
    .flatMap((group) =>
      group.headers.filter((header) => !header.isPlaceholder && header.column.columnDef.footer),
    );
  if (footed.length === 0 && footer == null) return null;
  return (
    // Shaded, so the totals do not read as one more row.
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="var(--mantine-color-default-hover)"
      aria-label={t('totals')}
      role="group"
    >
      <Stack gap="sm">
        {footed.length > 0 && (
          <CardFields
            fields={footed.map((header) => ({
              key: header.id,
              label: columnLabel(header.column),
              value: flexRender(header.column.columnDef.footer, header.getContext()),
            }))}
          />
        )}
        {footer != null && <div>{footer}</div>}
      </Stack>
    </Paper>
  );
}
