import { useRef, useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
  type SortingState,
  type Table,
  type Updater,
} from '@tanstack/react-table';
import { toLatinDigits } from '@niyukti/shared';
import type { TableVariant } from './page-groups';

/** Sort sent to the API, in the `field:asc` form of docs/api.md. */
export type ServerSort = `${string}:${'asc' | 'desc'}`;

/** What the server must fetch next (page is 1-based). */
export interface ServerQuery {
  page: number;
  pageSize: number;
  search: string;
  sort?: ServerSort;
}

/**
 * Server paging: the API's `{ total, page, pageSize }` (the spec's totalItem, currentPage,
 * rowPerPage). The table shows `data` as the current page and reports every page, page-size,
 * sort and (debounced) search change through `onChange`; the caller fetches and re-renders.
 */
export interface ServerPaging {
  total: number;
  page: number;
  pageSize: number;
  onChange: (query: ServerQuery) => void;
}

export const LARGE_PAGE_SIZES = [10, 20, 30, 40, 50, 100, 200, 300, 500, 1000, 2000] as const;
export const SMALL_PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const SEARCH_DEBOUNCE_MS = 300;
const FIRST_PAGE_SIZE = 10;

export interface UseDataTableOptions<TData> {
  // TanStack's own advice for a list of columns whose values differ in type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<TData, any>[];
  data: TData[];
  variant: TableVariant;
  server?: ServerPaging | undefined;
  expandable: boolean;
  /** The search the table starts with (server paging: the one its first page was asked with). */
  initialSearch?: string | undefined;
}

export interface PagingModel {
  page: number;
  pageSize: number;
  pageCount: number;
  totalRows: number;
  pageSizes: number[];
  goToPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
}

export interface DataTableModel<TData> {
  table: Table<TData>;
  searchText: string;
  setSearchText: (text: string) => void;
  paging: PagingModel;
}

export function useDataTable<TData>(options: UseDataTableOptions<TData>): DataTableModel<TData> {
  const { columns, data, variant, server, expandable, initialSearch = '' } = options;
  const [sorting, setSorting] = useState<SortingState>([]);
  const [searchText, setSearchTextState] = useState(initialSearch);
  const serverQuery = useServerQuery(server, initialSearch.trim());

  const onSortingChange = (updater: Updater<SortingState>): void => {
    const next = typeof updater === 'function' ? updater(sorting) : updater;
    setSorting(next);
    serverQuery.emit({ page: 1, sort: toServerSort(next) });
  };

  // TanStack Table v8 returns functions React Compiler cannot memoise; it re-renders with its data.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<TData>({
    data,
    columns,
    state: {
      sorting,
      globalFilter: server ? '' : searchText,
      ...(server && { pagination: { pageIndex: server.page - 1, pageSize: server.pageSize } }),
    },
    initialState: { pagination: { pageIndex: 0, pageSize: FIRST_PAGE_SIZE } },
    onSortingChange,
    enableMultiSort: false,
    globalFilterFn: matchesSearch,
    getRowCanExpand: () => expandable,
    getCoreRowModel: getCoreRowModel(),
    ...(server
      ? {
          manualPagination: true,
          manualSorting: true,
          manualFiltering: true,
          rowCount: server.total,
        }
      : {
          getSortedRowModel: getSortedRowModel(),
          getFilteredRowModel: getFilteredRowModel(),
          getPaginationRowModel: getPaginationRowModel(),
        }),
  });

  const setSearchText = (text: string): void => {
    setSearchTextState(text);
    serverQuery.emitSearch(text.trim());
  };

  const paging = server
    ? serverPaging(server, variant, serverQuery.emit)
    : browserPaging(table, variant);
  return { table, searchText, setSearchText, paging };
}

/** Remembers the last search and sort sent, so each change carries the whole query. */
function useServerQuery(server: ServerPaging | undefined, initialSearch: string) {
  const sent = useRef<Pick<ServerQuery, 'search' | 'sort'>>({ search: initialSearch });

  const emit = (change: Partial<ServerQuery>): void => {
    if (!server) return;
    const query: ServerQuery = {
      page: server.page,
      pageSize: server.pageSize,
      ...sent.current,
      ...change,
    };
    sent.current = { search: query.search, sort: query.sort };
    server.onChange(query);
  };

  const emitSearch = useDebouncedCallback((search: string) => {
    if (search !== sent.current.search) emit({ page: 1, search });
  }, SEARCH_DEBOUNCE_MS);

  return { emit, emitSearch };
}

function serverPaging(
  server: ServerPaging,
  variant: TableVariant,
  emit: (change: Partial<ServerQuery>) => void,
): PagingModel {
  return {
    page: server.page,
    pageSize: server.pageSize,
    pageCount: Math.ceil(server.total / server.pageSize),
    totalRows: server.total,
    pageSizes: pageSizesFor(variant, server.pageSize),
    goToPage: (page) => emit({ page }),
    setPageSize: (pageSize) => emit({ page: 1, pageSize }),
  };
}

function browserPaging<TData>(table: Table<TData>, variant: TableVariant): PagingModel {
  const { pageIndex, pageSize } = table.getState().pagination;
  return {
    page: pageIndex + 1,
    pageSize,
    pageCount: table.getPageCount(),
    totalRows: table.getFilteredRowModel().rows.length,
    pageSizes: pageSizesFor(variant, pageSize),
    goToPage: (page) => table.setPageIndex(page - 1),
    setPageSize: (size) => table.setPagination({ pageIndex: 0, pageSize: size }),
  };
}

function pageSizesFor(variant: TableVariant, current: number): number[] {
  const sizes: number[] = [...(variant === 'large' ? LARGE_PAGE_SIZES : SMALL_PAGE_SIZES)];
  // A server may answer with a page size outside the list; keep the select truthful.
  if (!sizes.includes(current)) sizes.push(current);
  return sizes.sort((a, b) => a - b);
}

function toServerSort(sorting: SortingState): ServerSort | undefined {
  const first = sorting[0];
  return first ? `${first.id}:${first.desc ? 'desc' : 'asc'}` : undefined;
}

/** Case-insensitive match that treats Devanagari and Latin digits alike (१२ finds 12). */
function matchesSearch<TData>(row: Row<TData>, columnId: string, filterValue: unknown): boolean {
  const needle = normaliseForSearch(String(filterValue ?? ''));
  if (!needle) return true;
  return normaliseForSearch(String(row.getValue(columnId) ?? '')).includes(needle);
}

function normaliseForSearch(text: string): string {
  return toLatinDigits(text).trim().toLowerCase();
}
