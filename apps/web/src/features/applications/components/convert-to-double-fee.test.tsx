import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TApplication } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { mockFetch, ok, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { anApplication } from '../../../test/fixtures';
import { withAuth } from '../../../test/render';
import { ApplicationDetailPage } from '../pages/application-detail-page';

vi.setConfig({ testTimeout: 30_000 });

/** Unpaid past the single fee's date (2026-12-10): convertible until 2026-12-15. */
const CONVERTIBLE: TApplication = anApplication({
  paymentWindow: 'convertible',
  lastPaymentDate: '2026-12-10',
  convertBy: '2026-12-15',
});
const CONVERTED: TApplication = {
  ...CONVERTIBLE,
  feePaisa: 300_000,
  doubleFee: true,
  paymentWindow: 'payable',
  lastPaymentDate: '2026-12-20',
  convertBy: null,
};

let fetchMock: FetchMock;
let current: TApplication;

beforeEach(async () => {
  fetchMock = mockFetch();
  current = CONVERTIBLE;
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/candidate/applications/31/double-fee' && init?.method === 'POST') {
      current = CONVERTED;
      return ok(CONVERTED);
    }
    if (path === '/api/candidate/applications/31') return ok(current);
    if (path === '/api/candidate/applications/31/timeline') return ok([]);
    throw new Error(`unexpected call ${path}`);
  });
  resetToasts();
  await i18n.changeLanguage('en');
});

function renderDetail() {
  const Providers = withAuth();
  render(
    <Providers>
      <MemoryRouter initialEntries={['/vacancy-applied/31']}>
        <Routes>
          <Route path="/vacancy-applied/:id" element={<ApplicationDetailPage />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

const posts = () =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url));

describe('moving an application to the double fee', () => {
  it('explains the way on, asks before doubling, then offers the payment', async () => {
    renderDetail();
    expect(await screen.findByTestId('double-fee-hint-31')).toHaveTextContent(
      'The single fee had to be paid by 2083-08-24 B.S.',
    );
    expect(screen.getByTestId('application-status-message')).toHaveTextContent(
      'Move the application to the double fee by 2083-08-29 B.S.',
    );
    expect(screen.queryByTestId('pay-esewa-31')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pay with the double fee' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('double fee of Rs. 3,000.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Pay with the double fee' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Move to Rs. 3,000.00',
      }),
    );
    await waitFor(() => expect(posts()).toEqual(['/api/candidate/applications/31/double-fee']));
    expect(await screen.findByTestId('pay-esewa-31')).toBeInTheDocument();
    expect(screen.getByText('Rs. 3,000.00')).toBeInTheDocument();
  });

  it('says it in Nepali with Devanagari digits', async () => {
    await i18n.changeLanguage('ne');
    renderDetail();
    expect(await screen.findByTestId('double-fee-hint-31')).toHaveTextContent(
      'सामान्य शुल्क २०८३-०८-२४',
    );
    expect(screen.getByRole('button', { name: 'दोब्बर शुल्क तिर्नुहोस्' })).toBeInTheDocument();
  });
});
