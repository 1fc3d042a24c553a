export { DataTable, type DataTableProps } from './data-table';
export type { TableVariant } from './page-groups';
export type { ServerPaging, ServerQuery, ServerSort } from './use-data-table';
export { LARGE_PAGE_SIZES, SMALL_PAGE_SIZES } from './use-data-table';
export { editDeleteColumn } from './row-actions';
