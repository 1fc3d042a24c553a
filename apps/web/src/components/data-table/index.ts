// Column meta (`meta: { card: 'actions' }`) is declared for every user of the table.
import './column-meta';
export { DataTable, type DataTableProps, type DataTableSearch } from './data-table';
export type { TableVariant } from './page-groups';
export type { ServerPaging, ServerQuery, ServerSort } from './use-data-table';
export { LARGE_PAGE_SIZES, SMALL_PAGE_SIZES } from './use-data-table';
export { editDeleteColumn } from './row-actions';
export { CardFields, CardList, RecordCard, type CardField } from './record-cards';
