import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { i18n as I18n } from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setScreenWidth } from '../../test/screen-width';
import { DataTable, editDeleteColumn, type DataTableProps } from './index';
import { candidateColumns, makeCandidates, type Candidate } from './fixtures';
import { createTableI18n, renderWithProviders } from './test-utils';

vi.setConfig({ testTimeout: 30_000 });

let i18n: I18n;
beforeEach(async () => {
  i18n = await createTableI18n('en');
});

const onEdit = vi.fn();
const onDelete = vi.fn();
const columnsWithActions: ColumnDef<Candidate & { id: number }>[] = [
  ...(candidateColumns as ColumnDef<Candidate & { id: number }>[]),
  ...editDeleteColumn<Candidate & { id: number }>({
    header: 'Actions',
    editLabel: 'Edit',
    deleteLabel: 'Delete',
    onEdit,
    onDelete,
    testIdPrefix: 'candidate',
  }),
];
const withIds = (count: number) =>
  makeCandidates(count).map((candidate) => ({ ...candidate, id: candidate.masterId }));

function renderTable(
  props: Partial<DataTableProps<Candidate & { id: number }>> & {
    data: (Candidate & { id: number })[];
  },
) {
  return renderWithProviders(
    <DataTable columns={columnsWithActions} label="Candidates" {...props} />,
    i18n,
  );
}

/** A card's label/value pairs, in order, as "label: value". */
function pairs(card: HTMLElement): string[] {
  return within(card)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent ?? ''}`);
}

const cards = () =>
  within(screen.getByRole('list', { name: 'Candidates' })).getAllByRole('article');

describe('DataTable on a phone (below 600 px)', () => {
  beforeEach(() => setScreenWidth(375));

  it('draws each row as a card of label/value pairs, not a table', () => {
    renderTable({ data: withIds(2) });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader')).not.toBeInTheDocument();
    const [first, second] = cards();
    if (!first || !second) throw new Error('two cards expected');
    expect(pairs(first)).toEqual(['Master id: 1', 'Name: Candidate 001', 'District: Kaski']);
    expect(pairs(second)).toEqual(['Master id: 2', 'Name: Candidate 002', 'District: Jhapa']);
  });

  it("puts the row's buttons at the bottom of its card and names the card by its first value", async () => {
    renderTable({ data: withIds(2) });
    const second = screen.getByRole('article', { name: '2' });
    // The actions column is no label/value pair; its buttons come after the pairs.
    expect(
      within(second)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).not.toContain('Actions');
    const edit = within(second).getByRole('button', { name: 'Edit' });
    const list = within(second).getAllByRole('definition').at(-1);
    expect(list?.compareDocumentPosition(edit)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await userEvent.click(edit);
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Candidate 002' }));
    await userEvent.click(within(second).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ name: 'Candidate 002' }));
    // One layout only: one Edit button per row, no hidden twin.
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(2);
    expect(screen.getAllByTestId(/^candidate-edit-/)).toHaveLength(2);
  });

  it('sorts with a select and pages as the table does', async () => {
    renderTable({ data: withIds(25) });
    expect(cards()).toHaveLength(10);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Name, descending',
    );
    expect(pairs(cards()[0]!)).toContain('Name: Candidate 025');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(pairs(cards()[0]!)).toContain('Name: Candidate 015');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'As listed');
    expect(pairs(cards()[0]!)).toContain('Name: Candidate 001');
  });

  it('asks the server for the sort chosen in the select', async () => {
    const onChange = vi.fn();
    renderTable({ data: withIds(10), server: { total: 40, page: 2, pageSize: 10, onChange } });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'District, ascending',
    );
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 1, sort: 'district:asc' }),
    );
  });

  it('says when there is nothing to show', () => {
    renderTable({ data: [] });
    expect(screen.getByRole('status')).toHaveTextContent('No data available');
  });

  it('opens a row’s details inside its card', async () => {
    renderTable({
      data: withIds(1),
      renderExpanded: (row) => <p>More about {row.name}</p>,
    });
    const card = screen.getByRole('article', { name: '1' });
    await userEvent.click(within(card).getByRole('button', { name: 'Show details' }));
    expect(within(card).getByText('More about Candidate 001')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Hide details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows column footers as label/value pairs under the cards', () => {
    const columns: ColumnDef<Candidate>[] = [
      { accessorKey: 'name', header: 'Name', footer: () => 'Total' },
      { accessorKey: 'masterId', header: 'Master id', footer: () => '3' },
    ];
    renderWithProviders(
      <DataTable columns={columns} data={makeCandidates(2)} label="Candidates" />,
      i18n,
    );
    const totals = screen.getByRole('group', { name: 'Totals' });
    expect(pairs(totals)).toEqual(['Name: Total', 'Master id: 3']);
  });

  it('turns into a table when the screen widens', () => {
    renderTable({ data: withIds(2) });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    act(() => setScreenWidth(1280));
    expect(screen.getByRole('table', { name: 'Candidates' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('DataTable on a wide screen (600 px and more)', () => {
  beforeEach(() => setScreenWidth(600));

  it('is a table with column headers and the buttons in the last column', () => {
    renderTable({ data: withIds(2) });
    const table = screen.getByRole('table', { name: 'Candidates' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/[↕▲▼]/g, '')),
    ).toEqual(['Master id', 'Name', 'District', 'Actions']);
    expect(within(table).getAllByRole('button', { name: 'Edit' })).toHaveLength(2);
    expect(screen.queryByRole('list', { name: 'Candidates' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
  });
});

describe('a column marked as the title', () => {
  it('names the card instead of the first value', () => {
    setScreenWidth(375);
    const columns: ColumnDef<Candidate>[] = [
      { accessorKey: 'district', header: 'District' },
      { accessorKey: 'name', header: 'Name', meta: { card: 'title' } },
    ];
    renderWithProviders(
      <DataTable columns={columns} data={makeCandidates(2)} label="Candidates" />,
      i18n,
    );
    expect(screen.getByRole('article', { name: 'Candidate 002' })).toBeInTheDocument();
    expect(pairs(screen.getByRole('article', { name: 'Candidate 001' }))).toEqual([
      'District: Kaski',
      'Name: Candidate 001',
    ]);
  });
});

// A plain button in a custom actions column counts as an action too.
describe('a column marked as actions', () => {
  it('goes to the bottom of the card', () => {
    setScreenWidth(375);
    const columns: ColumnDef<Candidate>[] = [
      { accessorKey: 'name', header: 'Name' },
      {
        id: 'open',
        header: 'Open',
        meta: { card: 'actions' },
        cell: ({ row }) => <Button size="compact-sm">Open {row.original.name}</Button>,
      },
    ];
    renderWithProviders(
      <DataTable columns={columns} data={makeCandidates(1)} label="Candidates" />,
      i18n,
    );
    const card = screen.getByRole('article', { name: 'Candidate 001' });
    expect(pairs(card)).toEqual(['Name: Candidate 001']);
    expect(within(card).getByRole('button', { name: 'Open Candidate 001' })).toBeInTheDocument();
  });
});
