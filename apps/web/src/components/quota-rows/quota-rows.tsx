import type { ReactNode } from 'react';
import { Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { useFormat } from '../../lib/format';
import { usePhoneWidth } from '../../lib/phone-width';
import { CardList } from '../data-table';
import {
  QuotaSelect,
  RemoveButton,
  SeatsInput,
  type QuotaRowOption,
  type QuotaRowsLabels,
  type RowControlProps,
} from './quota-row-controls';
import type { QuotaRowsValues } from './quota-row-values';

/** A column before the quota type: its header, and what a row shows in it. */
export interface QuotaRowsColumn {
  header: string;
  cell(index: number): ReactNode;
}

export interface QuotaRowsProps<TValues extends QuotaRowsValues, TOutput> {
  control: Control<TValues, unknown, TOutput>;
  /** The field array's keys, one a row. */
  keys: readonly string[];
  /** Every quota type a row may take; those other rows have taken are not offered. */
  options: readonly QuotaRowOption[];
  onRemove(index: number): void;
  labels: QuotaRowsLabels;
  /** `split-row`: the rows are `split-row-0`, …, their controls `split-row-quota-0`, …. */
  testId: string;
  tableTestId?: string;
  leading?: QuotaRowsColumn;
  /** The remove buttons and their column are left out of a printout. */
  printHideRemove?: boolean;
  /** The quota type may be looked for by typing. */
  searchable?: boolean;
  /** The table's width before it scrolls, and the quota select's. */
  tableMinWidth: number;
  quotaMinWidth: number;
}

/**
 * Rows of quota types and their seats being edited, as a form's `rows`: the quota type (a select
 * of those no other row has), the seats, a remove button, and maybe a column before them. A table,
 * or a card a row on a phone.
 */
export function QuotaRows<TValues extends QuotaRowsValues, TOutput>({
  control,
  keys,
  options,
  onRemove,
  labels,
  testId,
  tableTestId,
  leading,
  printHideRemove,
  searchable,
  tableMinWidth,
  quotaMinWidth,
}: QuotaRowsProps<TValues, TOutput>) {
  const format = useFormat();
  const phone = usePhoneWidth();
  // The controls reach only the rows, which every such form has; its other fields are its own.
  const rowsControl = control as unknown as Control<QuotaRowsValues>;
  const rowProps = (index: number, labelled: boolean): RowControlProps => ({
    control: rowsControl,
    index,
    rowNumber: format.number(index + 1),
    labels,
    testId,
    labelled,
  });
  const select = (index: number, labelled: boolean) => (
    <QuotaSelect
      {...rowProps(index, labelled)}
      options={options}
      searchable={searchable}
      minWidth={quotaMinWidth}
    />
  );
  const remove = (index: number) => (
    <RemoveButton {...rowProps(index, false)} onRemove={onRemove} printHide={printHideRemove} />
  );
  const printHide = printHideRemove || undefined;
  if (phone)
    return (
      <CardList label={labels.list}>
        {keys.map((key, index) => (
          <li key={key}>
            <Paper
              component="article"
              withBorder
              radius="md"
              p="sm"
              aria-label={labels.row(format.number(index + 1))}
              data-testid={`${testId}-${index}`}
            >
              <Stack gap="xs">
                {leading && (
                  <>
                    <Text size="xs" c="dimmed" fw={600}>
                      {leading.header}
                    </Text>
                    {leading.cell(index)}
                  </>
                )}
                {select(index, true)}
                <SeatsInput {...rowProps(index, true)} />
                <div>{remove(index)}</div>
              </Stack>
            </Paper>
          </li>
        ))}
      </CardList>
    );
  return (
    <Table.ScrollContainer
      minWidth={tableMinWidth}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={labels.list}
    >
      <Table
        withTableBorder
        verticalSpacing="xs"
        aria-label={labels.list}
        data-testid={tableTestId}
      >
        <Table.Thead>
          <Table.Tr>
            {leading && <Table.Th>{leading.header}</Table.Th>}
            <Table.Th>{labels.quota}</Table.Th>
            <Table.Th>{labels.seats}</Table.Th>
            <Table.Th data-print-hide={printHide}>
              <VisuallyHidden>{labels.removeColumn}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((key, index) => (
            <Table.Tr key={key} data-testid={`${testId}-${index}`}>
              {leading && <Table.Td>{leading.cell(index)}</Table.Td>}
              <Table.Td>{select(index, false)}</Table.Td>
              <Table.Td>
                <SeatsInput {...rowProps(index, false)} />
              </Table.Td>
              <Table.Td data-print-hide={printHide}>{remove(index)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
