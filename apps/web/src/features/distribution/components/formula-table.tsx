import type { ReactNode } from 'react';
import { Alert, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../../../components/data-table';

export interface FormulaTableProps<T> {
  label: string;
  columns: ColumnDef<T>[];
  rows: T[];
  /** The formulas' query: a total only once they are loaded. */
  query: { isPending: boolean; isSuccess: boolean };
  /** "Total: 100%", as the footer says it. */
  totalText: string;
  /** Said when there are formulas and they do not make a whole (100%); null when they do. */
  notWholeText: ReactNode | null;
  /** Prefix of the test ids: `<prefix>-total`, `<prefix>-incomplete`. */
  testId: string;
}

/** A phase's formulas with their total, and a note when the shares do not make a whole. */
export function FormulaTable<T>(props: FormulaTableProps<T>) {
  const { query, rows, testId } = props;
  return (
    <>
      <DataTable
        label={props.label}
        columns={props.columns}
        data={rows}
        loading={query.isPending}
        footer={
          query.isSuccess && (
            <Text fw={600} size="sm" data-testid={`${testId}-total`}>
              {props.totalText}
            </Text>
          )
        }
      />
      {query.isSuccess && rows.length > 0 && props.notWholeText !== null && (
        <Alert color="yellow" data-testid={`${testId}-incomplete`} role="status">
          {props.notWholeText}
        </Alert>
      )}
    </>
  );
}
