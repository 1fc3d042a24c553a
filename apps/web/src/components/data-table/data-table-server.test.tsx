import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type ServerQuery } from './index';
import { candidateColumns, makeCandidates } from './fixtures';
import { createTableI18n, renderWithProviders } from './test-utils';

const TOTAL = 95;
const everyCandidate = makeCandidates(TOTAL);

/** A page that fetches from a fake server: it records each query and answers with that page. */
function ServerBackedPage({ onQuery }: { onQuery: (query: ServerQuery) => void }) {
  const [query, setQuery] = useState<ServerQuery>({ page: 1, pageSize: 10, search: '' });
  const start = (query.page - 1) * query.pageSize;
  return (
    <DataTable
      columns={candidateColumns}
      data={everyCandidate.slice(start, start + query.pageSize)}
      server={{
        total: TOTAL,
        page: query.page,
        pageSize: query.pageSize,
        onChange: (next) => {
          onQuery(next);
          setQuery(next);
        },
      }}
    />
  );
}

// Clicking through Mantine in jsdom is slow on a busy 2-core machine; 5 s is not enough there.
vi.setConfig({ testTimeout: 30_000 });

let i18n: I18n;
beforeEach(async () => {
  i18n = await createTableI18n('en');
});

describe('DataTable with server paging', () => {
  it('shows the rows it is given as the current page and pages from the server total', () => {
    renderWithProviders(<ServerBackedPage onQuery={vi.fn()} />, i18n);
    const body = screen.getAllByRole('rowgroup')[1];
    if (!body) throw new Error('no table body');
    expect(within(body).getAllByRole('row')).toHaveLength(10);
    expect(screen.getByText('of 10')).toBeInTheDocument();
    expect(screen.getByRole('navigation')).toHaveTextContent('rows out of 95 results');
  });

  it('asks for the page that was clicked, keeping page size, search and sort', async () => {
    const onQuery = vi.fn();
    renderWithProviders(<ServerBackedPage onQuery={onQuery} />, i18n);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onQuery).toHaveBeenLastCalledWith({
      page: 2,
      pageSize: 10,
      search: '',
      sort: undefined,
    });
    expect(screen.getByRole('button', { current: 'page' })).toHaveTextContent('2');

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onQuery).toHaveBeenLastCalledWith({
      page: 3,
      pageSize: 10,
      search: '',
      sort: undefined,
    });
  });

  it('asks for page 1 in the new size when the page size changes', async () => {
    const onQuery = vi.fn();
    renderWithProviders(<ServerBackedPage onQuery={onQuery} />, i18n);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(onQuery).toHaveBeenLastCalledWith({
      page: 1,
      pageSize: 50,
      search: '',
      sort: undefined,
    });
  });

  it('delegates sorting as field:asc / field:desc from page 1 without sorting itself', async () => {
    const onQuery = vi.fn();
    renderWithProviders(<ServerBackedPage onQuery={onQuery} />, i18n);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    expect(onQuery).toHaveBeenLastCalledWith({
      page: 1,
      pageSize: 10,
      search: '',
      sort: 'name:asc',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    expect(onQuery).toHaveBeenLastCalledWith({
      page: 1,
      pageSize: 10,
      search: '',
      sort: 'name:desc',
    });
    // The server sorts: the rows stay in the order they were given.
    const body = screen.getAllByRole('rowgroup')[1];
    expect(within(body as HTMLElement).getAllByRole('row')[0]).toHaveTextContent('Candidate 001');
  });

  it('sends the search once, 300 ms after typing stops, from page 1', async () => {
    const onQuery = vi.fn();
    renderWithProviders(<ServerBackedPage onQuery={onQuery} />, i18n);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sort by District' }));
    onQuery.mockClear();

    // Fake timers make the 300 ms measurable; keystrokes are change events 100 ms apart
    // (user-event waits on real timers and would hang under fake ones).
    vi.useFakeTimers();
    try {
      const searchbox = screen.getByRole('searchbox');
      for (const text of ['K', 'Ka', 'Kas', 'Kask', 'Kaski']) {
        fireEvent.change(searchbox, { target: { value: text } });
        act(() => vi.advanceTimersByTime(100));
      }
      act(() => vi.advanceTimersByTime(199));
      expect(onQuery).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onQuery).toHaveBeenCalledTimes(1);
      expect(onQuery).toHaveBeenCalledWith({
        page: 1,
        pageSize: 10,
        search: 'Kaski',
        sort: 'district:asc',
      });
    } finally {
      vi.useRealTimers();
    }
    // The table does not filter the server's rows itself.
    expect(screen.getByText('Candidate 002')).toBeInTheDocument();
  });

  it('groups a large server total in lakhs with Devanagari digits in Nepali', async () => {
    renderWithProviders(
      <DataTable
        columns={candidateColumns}
        data={everyCandidate.slice(0, 10)}
        variant="large"
        server={{ total: 123456, page: 1, pageSize: 10, onChange: vi.fn() }}
      />,
      await createTableI18n('ne'),
    );
    expect(screen.getByRole('navigation')).toHaveTextContent('जम्मा १,२३,४५६ नतिजामध्ये');
    expect(screen.getByText('(जम्मा १२३४६)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पृष्ठ ११ मा जानुहोस्' })).toBeInTheDocument();
  });
});
