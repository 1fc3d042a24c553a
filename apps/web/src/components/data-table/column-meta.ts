import type { RowData } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // The names must match TanStack's own declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /**
     * Where the column's cell goes on a phone, where each row is a card: 'actions' puts it with
     * the buttons at the bottom of the card; absent, it is a label/value pair under its header;
     * 'title' is a pair too and names the card (else the first pair does), so mark the column
     * that tells the rows apart when the first does not (a district's name, not its province).
     */
    card?: 'actions' | 'title';
  }
}

export {};
