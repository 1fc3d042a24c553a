import type { CSSProperties, ReactNode } from 'react';
import { Stack, Table, TextInput } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { usePhoneWidth } from '../../lib/phone-width';
import { columnMinWidth } from './column-width';
import type { TableVariant } from './page-groups';
import { Pagination } from './pagination';
import { TableBody } from './table-body';
import { TableCards } from './table-cards';
import { TableFoot } from './table-foot';
import { TableHead, headerText } from './table-head';
import { useDataTable, type ServerPaging } from './use-data-table';

/** The spec shows pagination only above this many rows (or with more than one page). */
const PAGINATION_THRESHOLD = 10;
const EXPAND_COLUMN_WIDTH = 44;

export interface DataTableSearch {
  label?: string;
  placeholder?: string;
  initial?: string;
}

export interface DataTableProps<TData> {
  /** TanStack column definitions; keep them stable (module constant or useMemo). */
  // TanStack's own advice for a list of columns whose values differ in type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<TData, any>[];
  /** Every row (browser paging) or the current page's rows (server paging); keep it stable. */
  data: TData[];
  /** 'large': page sizes up to 2000 and ellipses jumping 10 pages; 'small': 10 to 50. */
  variant?: TableVariant;
  /** Content of the row shown under a row when it is expanded; adds an expand button. */
  renderExpanded?: (row: TData) => ReactNode;
  /** Sticky content under the body (e.g. totals); column `footer` definitions also show. */
  footer?: ReactNode;
  loading?: boolean;
  /** Delegate sorting, search and paging to the server; omit for browser paging. */
  server?: ServerPaging;
  /** Accessible name of the table. */
  label?: string;
  /**
   * The search box: its label and placeholder when the table's own words say too little (what
   * the server matches), the text it starts with (a search kept in the address); false for a
   * list that cannot be searched.
   */
  search?: false | DataTableSearch;
  /** Height after which the body scrolls under the sticky header and footer. */
  maxHeight?: CSSProperties['maxHeight'];
}

export function DataTable<TData>(props: DataTableProps<TData>) {
  const { variant = 'small', renderExpanded, footer, loading = false, server, search = {} } = props;
  const { t } = useTranslation('table');
  const expandable = renderExpanded !== undefined;
  const { table, searchText, setSearchText, paging } = useDataTable({
    columns: props.columns,
    data: props.data,
    variant,
    server,
    expandable,
    initialSearch: search ? search.initial : undefined,
  });
  // Only one of the two layouts is drawn: a real table from 600 px, cards below (decision 120).
  const phone = usePhoneWidth();
  const showPagination = paging.totalRows > PAGINATION_THRESHOLD || paging.pageCount > 1;
  const minWidth = table
    .getLeafHeaders()
    .reduce(
      (sum, header) => sum + columnMinWidth(headerText(header)),
      expandable ? EXPAND_COLUMN_WIDTH : 0,
    );

  return (
    <Stack gap="xs">
      {search && (
        <TextInput
          type="search"
          maw={320}
          aria-label={search.label ?? t('searchLabel')}
          placeholder={search.placeholder ?? t('searchPlaceholder')}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
        />
      )}
      {phone ? (
        <TableCards
          table={table}
          loading={loading}
          renderExpanded={renderExpanded}
          footer={footer}
          label={props.label}
        />
      ) : (
        // A region that scrolls takes the keyboard's focus, so arrow keys can scroll it too
        // (WCAG 2.1.1: axe's scrollable-region-focusable), and is named after the table.
        <Table.ScrollContainer
          type="native"
          minWidth={minWidth}
          maxHeight={props.maxHeight ?? '70vh'}
          tabIndex={0}
          role="region"
          aria-label={props.label ?? t('regionLabel')}
        >
          <Table stickyHeader striped highlightOnHover withTableBorder aria-label={props.label}>
            <TableHead table={table} expandable={expandable} />
            <TableBody table={table} loading={loading} renderExpanded={renderExpanded} />
            <TableFoot table={table} footer={footer} expandable={expandable} />
          </Table>
        </Table.ScrollContainer>
      )}
      {showPagination && (
        <Pagination
          variant={variant}
          page={paging.page}
          pageCount={paging.pageCount}
          pageSize={paging.pageSize}
          pageSizes={paging.pageSizes}
          totalRows={paging.totalRows}
          onPageChange={paging.goToPage}
          onPageSizeChange={paging.setPageSize}
        />
      )}
    </Stack>
  );
}
