import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScrutinyStatus, TScrutinyRow } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { mockFetch, ok, type FetchMock } from '../../../test/fetch-mock';
import { withAuth } from '../../../test/render';
import { aScrutinyRow } from '../test-fixtures';
import { ScrutinyTable } from './scrutiny-table';

vi.setConfig({ testTimeout: 30_000 });

const HELD: TScrutinyRow = aScrutinyRow({
  paymentStatus: 'paid',
  scrutinyStatus: 'hold',
  scrutinyRemarks: 'Transcript unreadable',
  holdReason: 'education',
  holdUntil: '2026-12-01',
  totalApplied: 12,
  appliedToday: 3,
});

let fetchMock: FetchMock;
beforeEach(async () => {
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async () => ok({ items: [HELD], total: 1, page: 1, pageSize: 10 }));
  await i18n.changeLanguage('ne');
});

function renderTab(status: ScrutinyStatus) {
  const table = (
    <ScrutinyTable
      status={status}
      page={1}
      onPageChange={() => {}}
      detailsPathOf={(row) => `/admin/candidate-details/${row.advertisementCode}/${row.masterId}`}
      canGenerateRollNumbers={false}
    />
  );
  const router = createMemoryRouter([{ path: '*', element: table }]);
  render(<RouterProvider router={router} />, { wrapper: withAuth() });
}

describe('ScrutinyTable', () => {
  it('shows on the hold tab what to fix and the last day, in B.S.', async () => {
    renderTab('hold');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'सच्याउनुपर्ने' })).toBeInTheDocument();
    expect(
      within(table).getByRole('columnheader', { name: 'सच्याउने अन्तिम दिन' }),
    ).toBeInTheDocument();
    expect(
      await within(table).findByText('शैक्षिक प्रमाणपत्र वा लब्धाङ्क पत्र नभएको वा अस्पष्ट'),
    ).toBeInTheDocument();
    expect(within(table).getByText('२०८३-०८-१५ वि.सं.')).toBeInTheDocument();
  });

  it('leaves those columns to the hold tab', async () => {
    renderTab('pending');
    const table = await screen.findByRole('table');
    await within(table).findByText('Sita Sharma');
    expect(within(table).queryByRole('columnheader', { name: 'सच्याउनुपर्ने' })).toBeNull();
  });

  it("shows the post's class and the candidate's applications, all and today's, in Devanagari", async () => {
    renderTab('pending');
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('Sita Sharma')).closest('tr')!;
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(expect.arrayContaining(['श्रेणी', 'जम्मा आवेदन', 'आज गरेको आवेदन']));
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    const at = (header: string) => cells[headers.indexOf(header)];
    expect(at('श्रेणी')).toBe('राजपत्राङ्कित तृतीय श्रेणी');
    expect(at('जम्मा आवेदन')).toBe('१२');
    expect(at('आज गरेको आवेदन')).toBe('३');
  });

  it('says the class in English in English', async () => {
    await i18n.changeLanguage('en');
    renderTab('pending');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Gazetted Third Class')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Total applied' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Applied today' })).toBeInTheDocument();
  });

  it("links each row's preview to its candidate details", async () => {
    renderTab('pending');
    const link = await screen.findByTestId('scrutiny-preview-42');
    expect(link).toHaveAttribute('href', '/admin/candidate-details/ADV-2082-001/100007');
  });
});
