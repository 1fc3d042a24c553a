import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableProps } from './index';
import { candidateColumns, makeCandidates, type Candidate } from './fixtures';
import { createTableI18n, renderWithProviders } from './test-utils';

// Clicking through Mantine in jsdom is slow on a busy 2-core machine; 5 s is not enough there.
vi.setConfig({ testTimeout: 30_000 });

let i18n: I18n;
beforeEach(async () => {
  i18n = await createTableI18n('en');
});

function renderTable(props: Partial<DataTableProps<Candidate>> & { data: Candidate[] }) {
  return renderWithProviders(
    <DataTable columns={candidateColumns} label="Candidates" {...props} />,
    i18n,
  );
}

/** Names in the body, top to bottom. */
function shownNames(): string[] {
  const body = screen.getAllByRole('rowgroup')[1];
  if (!body) throw new Error('no table body');
  return within(body)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
}

/** The sentence holding the page-size select, with the select written as [value]. */
function sentenceAround(select: HTMLSelectElement): string {
  const sentence = select.closest('.mantine-Text-root')?.cloneNode(true);
  if (!(sentence instanceof HTMLElement)) throw new Error('select is not inside a sentence');
  sentence.querySelector('select')?.replaceWith(`[${select.value}]`);
  return (sentence.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const currentPage = () => screen.getByRole('button', { current: 'page' }).textContent;

describe('DataTable in the browser', () => {
  it('is a real table with the given rows', () => {
    renderTable({ data: makeCandidates(3) });
    expect(screen.getByRole('table', { name: 'Candidates' })).toBeInTheDocument();
    expect(shownNames()).toEqual(['Candidate 001', 'Candidate 002', 'Candidate 003']);
  });

  it('hides the pagination for 10 rows or fewer and shows it for 11', () => {
    const { unmount } = renderTable({ data: makeCandidates(10) });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    unmount();
    renderTable({ data: makeCandidates(11) });
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it('says how many rows it shows out of how many results, and changes the page size', async () => {
    renderTable({ data: makeCandidates(25) });
    const sizeSelect = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Rows per page' });
    expect(sentenceAround(sizeSelect)).toBe('Showing [10] rows out of 25 results');
    expect(shownNames()).toHaveLength(10);

    await userEvent.selectOptions(sizeSelect, '20');
    expect(shownNames()).toHaveLength(20);
    expect(sentenceAround(sizeSelect)).toBe('Showing [20] rows out of 25 results');
    expect(screen.getByText('of 2')).toBeInTheDocument();
  });

  it('offers page sizes 10–50 in the small variant and up to 2000 in the large', () => {
    const options = () =>
      within(screen.getByRole('combobox', { name: 'Rows per page' }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    const { unmount } = renderTable({ data: makeCandidates(11), variant: 'small' });
    expect(options()).toEqual(['10', '20', '30', '40', '50']);
    unmount();
    renderTable({ data: makeCandidates(11), variant: 'large' });
    expect(options()).toEqual([
      '10',
      '20',
      '30',
      '40',
      '50',
      '100',
      '200',
      '300',
      '500',
      '1000',
      '2000',
    ]);
  });

  it('moves with the arrows and the numbered pages', async () => {
    renderTable({ data: makeCandidates(25) });
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(currentPage()).toBe('2');
    expect(shownNames()[0]).toBe('Candidate 011');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(shownNames()).toEqual([
      'Candidate 021',
      'Candidate 022',
      'Candidate 023',
      'Candidate 024',
      'Candidate 025',
    ]);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('jumps to the next and previous group of 3 with the ellipses in the small variant', async () => {
    renderTable({ data: makeCandidates(100) });
    await userEvent.click(screen.getByRole('button', { name: 'Jump forward to page 4' }));
    expect(currentPage()).toBe('4');
    expect(screen.getByRole('button', { name: 'Page 6' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 3' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Jump back to page 3' }));
    expect(currentPage()).toBe('3');
  });

  it('jumps ten pages with the ellipses in the large variant', async () => {
    renderTable({ data: makeCandidates(300), variant: 'large' });
    await userEvent.click(screen.getByRole('button', { name: 'Jump forward to page 11' }));
    expect(currentPage()).toBe('11');
    expect(shownNames()[0]).toBe('Candidate 101');
    await userEvent.click(screen.getByRole('button', { name: 'Jump back to page 1' }));
    expect(currentPage()).toBe('1');
  });

  it('goes to a typed page and ignores 0 and the page count + 1', async () => {
    renderTable({ data: makeCandidates(25) });
    const input = screen.getByRole('textbox', { name: 'Page' });
    await userEvent.clear(input);
    await userEvent.type(input, '0{Enter}');
    expect(currentPage()).toBe('1');
    expect(input).toHaveValue('1');

    await userEvent.clear(input);
    await userEvent.type(input, '4{Enter}');
    expect(currentPage()).toBe('1');
    expect(input).toHaveValue('1');

    await userEvent.clear(input);
    await userEvent.type(input, '3{Enter}');
    expect(currentPage()).toBe('3');
    expect(shownNames()[0]).toBe('Candidate 021');
  });

  it('sorts by a column when its header is clicked, ascending then descending', async () => {
    const data = [
      { masterId: 1, name: 'Sita', district: 'Kaski' },
      { masterId: 2, name: 'Bikash', district: 'Jhapa' },
      { masterId: 3, name: 'Maya', district: 'Dang' },
    ];
    renderTable({ data });
    const sortByName = screen.getByRole('button', { name: 'Sort by Name' });
    const nameHeader = sortByName.closest('th');
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(sortByName);
    expect(shownNames()).toEqual(['Bikash', 'Maya', 'Sita']);
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(sortByName);
    expect(shownNames()).toEqual(['Sita', 'Maya', 'Bikash']);
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  });

  it('filters every column with the search box and counts the matches', async () => {
    renderTable({ data: makeCandidates(25) });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the table' }), 'kaski');
    expect(shownNames()).toEqual([
      'Candidate 001',
      'Candidate 008',
      'Candidate 015',
      'Candidate 022',
    ]);
    // 4 rows: the pagination hides again.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();

    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'nobody');
    expect(screen.getByText('No data available')).toBeInTheDocument();
  });

  it('finds Latin digits when Devanagari digits are typed', async () => {
    renderTable({ data: makeCandidates(25) });
    await userEvent.type(screen.getByRole('searchbox'), '०२४');
    expect(shownNames()).toEqual(['Candidate 024']);
  });

  it('shows the row details under an expanded row', async () => {
    renderTable({
      data: makeCandidates(2),
      renderExpanded: (candidate) => <span>Details of {candidate.name}</span>,
    });
    const [firstToggle] = screen.getAllByRole('button', { name: 'Show details' });
    if (!firstToggle) throw new Error('no expand button');
    await userEvent.click(firstToggle);
    expect(screen.getByText('Details of Candidate 001')).toBeInTheDocument();
    expect(screen.queryByText('Details of Candidate 002')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide details' }));
    expect(screen.queryByText('Details of Candidate 001')).not.toBeInTheDocument();
  });

  it('renders the footer in the table foot', () => {
    renderTable({ data: makeCandidates(2), footer: 'Total: 2 candidates' });
    const foot = screen.getAllByRole('rowgroup')[2];
    expect(foot).toHaveTextContent('Total: 2 candidates');
  });
});

describe('DataTable texts in both languages', () => {
  it('shows the loading text in English, then in Nepali', async () => {
    renderTable({ data: makeCandidates(3), loading: true });
    expect(screen.getByText('Loading ...')).toBeInTheDocument();
    expect(screen.queryByText('Candidate 001')).not.toBeInTheDocument();
    await act(() => i18n.changeLanguage('ne'));
    expect(screen.getByText('लोड हुँदैछ ...')).toBeInTheDocument();
  });

  it('shows the empty text in English, then in Nepali', async () => {
    renderTable({ data: [] });
    expect(screen.getByText('No data available')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('ne'));
    expect(screen.getByText('डाटा उपलब्ध छैन')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'खोज्नुहोस्...');
  });

  it('uses Devanagari digits in the pagination in Nepali', async () => {
    i18n = await createTableI18n('ne');
    renderTable({ data: makeCandidates(25) });
    const nav = screen.getByRole('navigation', { name: 'पृष्ठहरू' });
    const sizeSelect = screen.getByRole<HTMLSelectElement>('combobox', { name: 'प्रति पृष्ठ पङ्क्ति' });
    expect(sentenceAround(sizeSelect)).toBe('जम्मा २५ नतिजामध्ये [10] पङ्क्ति देखाइँदै');
    expect(within(nav).getByRole('button', { name: 'पृष्ठ २' })).toHaveTextContent('२');
    expect(screen.getByRole('textbox', { name: 'पृष्ठ' })).toHaveValue('१');
    expect(within(nav).getByRole('option', { name: '५०' })).toBeInTheDocument();
    expect(nav).toHaveTextContent('(जम्मा ३)');
    expect(nav).not.toHaveTextContent(/[0-9]/);
  });

  it('accepts a page typed in Devanagari digits in Nepali', async () => {
    i18n = await createTableI18n('ne');
    renderTable({ data: makeCandidates(25) });
    const input = screen.getByRole('textbox', { name: 'पृष्ठ' });
    await userEvent.clear(input);
    await userEvent.type(input, '३{Enter}');
    expect(currentPage()).toBe('३');
    expect(shownNames()[0]).toBe('Candidate 021');
  });
});
