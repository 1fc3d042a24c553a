import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TApplication } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import {
  json,
  mockFetch,
  ok,
  resetToasts,
  shownToasts,
  urlOf,
  type FetchMock,
} from '../../../test/fetch-mock';
import { withAuth } from '../../../test/render';
import { EsewaSuccessPage } from './esewa-success-page';
import { anApplication } from '../../../test/fixtures';

vi.setConfig({ testTimeout: 30_000 });

const PAID: TApplication = anApplication({
  paymentStatus: 'paid',
  paymentReference: 'EBPMB12XYZ1234',
});

// What eSewa appends: base64 JSON, with the + / = that must survive the query string.
const DATA = 'eyJzdGF0dXMiOiJDT01QTEVURSJ9+/a=';

let fetchMock: FetchMock;
beforeEach(async () => {
  fetchMock = mockFetch();
  resetToasts();
  await i18n.changeLanguage('en');
});

// StrictMode must be the outermost element: nested under the providers, React (19) does not
// re-run the effects, and the test would not notice a page that confirms twice.
function renderAt(url: string) {
  const Providers = withAuth();
  render(
    <StrictMode>
      <Providers>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/esewa/payment/success" element={<EsewaSuccessPage />} />
          </Routes>
        </MemoryRouter>
      </Providers>
    </StrictMode>,
  );
}

const confirmCalls = () =>
  fetchMock.mock.calls.filter((_, i) => urlOf(fetchMock, i).includes('/confirm'));

describe('EsewaSuccessPage', () => {
  it('confirms the returned data once, even under StrictMode, and shows the verified payment', async () => {
    fetchMock.mockImplementation(async () =>
      ok(PAID, { en: 'Payment received and verified.', ne: 'भुक्तानी' }),
    );
    renderAt(`/esewa/payment/success?data=${encodeURIComponent(DATA)}`);
    expect(await screen.findByText('Payment verified')).toBeInTheDocument();
    expect(screen.getByText('Rs. 1,500.00')).toBeInTheDocument();
    expect(screen.getByText('16613/082-83')).toBeInTheDocument();
    expect(screen.getByTestId('payment-reference')).toHaveTextContent('EBPMB12XYZ1234');
    expect(confirmCalls()).toHaveLength(1);
    const [url, init] = confirmCalls()[0]!;
    expect(String(url)).toBe('/api/candidate/payments/esewa/confirm');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toStrictEqual({ data: DATA });
    expect(screen.getByRole('link', { name: 'Go to my applications' })).toHaveAttribute(
      'href',
      '/vacancy-applied',
    );
  });

  it('says the payment is still being confirmed when eSewa has not completed it', async () => {
    fetchMock.mockImplementation(async () =>
      ok({ ...PAID, paymentStatus: 'pending', paymentReference: null }),
    );
    renderAt(`/esewa/payment/success?data=${encodeURIComponent(DATA)}`);
    expect(await screen.findByText('Payment not confirmed yet')).toBeInTheDocument();
  });

  it('shows the reason on the page (not only in a toast) when verification fails', async () => {
    fetchMock.mockImplementation(async () =>
      json(400, {
        status: 0,
        message: {
          en: 'The payment could not be verified. If money was debited, it will be checked again shortly.',
          ne: 'भुक्तानी प्रमाणित हुन सकेन।',
        },
        data: null,
        code: 'PAYMENT_NOT_VERIFIED',
      }),
    );
    renderAt(`/esewa/payment/success?data=${encodeURIComponent(DATA)}`);
    expect(
      await screen.findByText(/If money was debited, it will be checked again shortly/),
    ).toBeInTheDocument();
    expect(screen.getByText('The payment could not be verified')).toBeInTheDocument();
    expect(shownToasts()).toEqual([]);
    expect(confirmCalls()).toHaveLength(1);
  });

  it('calls nothing when eSewa sent no data', async () => {
    renderAt('/esewa/payment/success');
    expect(
      await screen.findByText(/No payment information came back from eSewa/),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
