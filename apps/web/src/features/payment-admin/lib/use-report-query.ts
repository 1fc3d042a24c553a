import { useMemo, useState } from 'react';
import { toLatinDigits } from '@niyukti/shared';
import type { ServerPaging, ServerQuery } from '../../../components/data-table';
import { REPORT_SEARCH_MAX } from '../api/payment-report';

const FIRST_QUERY: ServerQuery = { page: 1, pageSize: 50, search: '' };

export interface ReportQuery {
  query: ServerQuery;
  setQuery: (query: ServerQuery) => void;
  /** What to send as `search=`: Latin digits, at most what the endpoint accepts. */
  search: string;
}

/** A report's search and page, as its table asks for them. */
export function useReportQuery(): ReportQuery {
  const [query, setQuery] = useState<ServerQuery>(FIRST_QUERY);
  // Advertisement numbers are stored with Latin digits; १६६१३ finds 16613.
  const search = toLatinDigits(query.search).slice(0, REPORT_SEARCH_MAX);
  return { query, setQuery, search };
}

/**
 * The server searches and answers every row at once; the table pages them here, so the totals
 * and the CSV cover every row found.
 */
export function useReportPage<TRow>(rows: TRow[], { query, setQuery }: ReportQuery) {
  const pageRows = useMemo(
    () => rows.slice((query.page - 1) * query.pageSize, query.page * query.pageSize),
    [rows, query.page, query.pageSize],
  );
  const server: ServerPaging = {
    total: rows.length,
    page: query.page,
    pageSize: query.pageSize,
    onChange: setQuery,
  };
  return { pageRows, server };
}
