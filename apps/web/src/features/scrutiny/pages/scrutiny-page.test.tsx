import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TScrutinyRow } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { mockFetch, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { A_STAFF_MEMBER, getUrls, serveMasterData } from '../../../test/master-data';
import { aScrutinyRow } from '../test-fixtures';
import { openScrutinyAt } from '../test-pages';

vi.setConfig({ testTimeout: 30_000 });

const LIST = '/api/internal/scrutiny/applications';
/** 25 forms on every tab: the server answers the page asked for (10 a page). */
const TOTAL = 25;
const rowsOf = (page: number): TScrutinyRow[] =>
  Array.from({ length: Math.min(10, TOTAL - (page - 1) * 10) }, (_, index) =>
    aScrutinyRow({
      id: (page - 1) * 10 + index + 1,
      masterId: 100000 + (page - 1) * 10 + index + 1,
      candidateName: `Candidate ${(page - 1) * 10 + index + 1}`,
    }),
  );

let fetchMock: FetchMock;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  resetToasts();
  fetchMock = mockFetch();
  serveMasterData(
    fetchMock,
    {},
    {
      [`GET ${LIST}`]: (url) => {
        const page = Number(url.searchParams.get('page'));
        return { items: rowsOf(page), total: TOTAL, page, pageSize: 10 };
      },
    },
  );
});

const address = () => screen.getByTestId('address').textContent;
const listCalls = () => getUrls(fetchMock).filter((url) => url.pathname === LIST);
const lastListCall = () => listCalls().at(-1)!.searchParams;

describe('the scrutiny list keeps its place in the address', () => {
  it('starts at /admin/scrutiny on the pending tab, first page', async () => {
    openScrutinyAt('/admin/scrutiny', A_STAFF_MEMBER);
    const tab = await screen.findByTestId('scrutiny-tab-pending', {}, { timeout: 10_000 });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Candidate 1')).toBeInTheDocument();
    expect(address()).toBe('/admin/scrutiny');
  });

  it('opens the tab and page the address names, and asks the server for them', async () => {
    openScrutinyAt('/admin/scrutiny/all/hold/2', A_STAFF_MEMBER);
    expect(await screen.findByTestId('scrutiny-tab-hold', {}, { timeout: 10_000 })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('Candidate 11')).toBeInTheDocument();
    const holdCalls = listCalls().filter((url) => url.searchParams.get('status') === 'hold');
    expect(holdCalls.map((url) => url.searchParams.get('page'))).toContain('2');
    expect(holdCalls.every((url) => !url.searchParams.has('advertisementId'))).toBe(true);
  });

  it('a tab change and paging write the tab and page into the address', async () => {
    const user = openScrutinyAt('/admin/scrutiny', A_STAFF_MEMBER);
    await user.click(await screen.findByTestId('scrutiny-tab-approved', {}, { timeout: 10_000 }));
    await waitFor(() => expect(address()).toBe('/admin/scrutiny/all/approved/1'));
    const table = await screen.findByRole('table', { name: 'Approved' });
    await within(table).findByText('Candidate 1');
    await user.click(screen.getByRole('button', { name: /page 2/i }));
    await waitFor(() => expect(address()).toBe('/admin/scrutiny/all/approved/2'));
    expect(await screen.findByText('Candidate 11')).toBeInTheDocument();
    expect(lastListCall().get('status')).toBe('approved');
    expect(lastListCall().get('page')).toBe('2');
  });

  it('keeps the search when paging moves the address from /admin/scrutiny to its place', async () => {
    const user = openScrutinyAt('/admin/scrutiny', A_STAFF_MEMBER);
    await screen.findByText('Candidate 1', {}, { timeout: 10_000 });
    await user.type(screen.getByRole('searchbox'), 'Sita');
    await waitFor(() => expect(lastListCall().get('search')).toBe('Sita'));
    await user.click(screen.getByRole('button', { name: /page 2/i }));
    await waitFor(() => expect(address()).toBe('/admin/scrutiny/all/pending/2'));
    await waitFor(() => expect(lastListCall().get('page')).toBe('2'));
    expect(lastListCall().get('search')).toBe('Sita');
    expect(screen.getByRole('searchbox')).toHaveValue('Sita');
  });

  it("links a row's preview to its candidate details, with the tab and page to return to", async () => {
    openScrutinyAt('/admin/scrutiny/all/rejected/2', A_STAFF_MEMBER);
    const link = await screen.findByTestId('scrutiny-preview-11', {}, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', '/admin/candidate-details/ADV-2082-001/100011/rejected/2');
  });

  it("lists one advertisement's forms when the address names it", async () => {
    openScrutinyAt('/admin/scrutiny/7/pending/1', A_STAFF_MEMBER);
    expect(
      await screen.findByTestId('scrutiny-one-advertisement', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await screen.findByText('Candidate 1');
    expect(lastListCall().get('advertisementId')).toBe('7');
    expect(screen.getByRole('link', { name: "Show every advertisement's forms" })).toHaveAttribute(
      'href',
      '/admin/scrutiny/all/pending/1',
    );
  });

  it.each([
    ['/admin/scrutiny/all/nonsense/3', '/admin/scrutiny/all/pending/3'],
    ['/admin/scrutiny/all/approved/0', '/admin/scrutiny/all/approved/1'],
    ['/admin/scrutiny/all/hold/x', '/admin/scrutiny/all/hold/1'],
    ['/admin/scrutiny/abc/hold/2', '/admin/scrutiny/all/hold/2'],
    ['/admin/scrutiny/-1/what/no', '/admin/scrutiny/all/pending/1'],
  ])('%s: what the list does not know reads as its first place (%s)', async (from, to) => {
    openScrutinyAt(from, A_STAFF_MEMBER);
    await waitFor(() => expect(address()).toBe(to), { timeout: 10_000 });
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('numbers the tabs and the applications in Devanagari in Nepali', async () => {
    await i18n.changeLanguage('ne');
    openScrutinyAt('/admin/scrutiny/all/pending/1', A_STAFF_MEMBER);
    expect(
      await screen.findByRole('tab', { name: 'बाँकी (२५)' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'बाँकी' });
    expect(within(table).getByRole('columnheader', { name: 'जम्मा आवेदन' })).toBeInTheDocument();
  });
});
