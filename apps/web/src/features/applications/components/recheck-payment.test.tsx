import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TApplication } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { mockFetch, ok, resetToasts, shownToasts, type FetchMock } from '../../../test/fetch-mock';
import { anApplication } from '../../../test/fixtures';
import { withAuth } from '../../../test/render';
import { ApplicationDetailPage } from '../pages/application-detail-page';

vi.setConfig({ testTimeout: 30_000 });

const RECHECK = '/api/candidate/applications/31/payments/recheck';
const PENDING = anApplication({ paymentStatus: 'pending' });
const PAID = anApplication({ paymentStatus: 'paid', paymentReference: 'EBPMB12XYZ1234' });
const VERIFIED = { en: 'Payment received and verified.', ne: 'भुक्तानी प्राप्त भई प्रमाणित भयो।' };
const NOT_PAID = {
  en: 'The provider has no completed payment for this application. If money was debited, give the transaction id from your receipt.',
  ne: 'प्रदायकसँग यो आवेदनको पूरा भएको भुक्तानी छैन। रकम कट्टा भएको भए आफ्नो रसिदको कारोबार नम्बर दिनुहोस्।',
};

let fetchMock: FetchMock;
let current: TApplication;

/** The detail page's calls; the re-check answers `after` (and the page then rereads it). */
function serve(before: TApplication, after: TApplication, message: typeof VERIFIED) {
  current = before;
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === RECHECK && init?.method === 'POST') {
      current = after;
      return ok(after, message);
    }
    if (path === '/api/candidate/applications/31') return ok(current);
    if (path === '/api/candidate/applications/31/timeline') return ok([]);
    throw new Error(`unexpected call ${path}`);
  });
}

beforeEach(async () => {
  fetchMock = mockFetch();
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

const recheckBodies = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url) === RECHECK && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('checking a payment again', () => {
  it('sends the transaction id while pending, then shows the application paid', async () => {
    serve(PENDING, PAID, VERIFIED);
    renderDetail();
    expect(await screen.findByTestId('payment-pending-hint-31')).toBeInTheDocument();
    // No second payment while one may still go through.
    expect(screen.queryByTestId('pay-esewa-31')).not.toBeInTheDocument();
    await userEvent.type(screen.getByTestId('recheck-transaction-31'), '  000AB12  ');
    await userEvent.click(screen.getByTestId('recheck-payment-31'));
    await waitFor(() => expect(recheckBodies()).toEqual([{ transactionId: '000AB12' }]));
    // The candidate's queries are reread: the page now says paid, and the message is toasted
    // (the control goes away with the pending state).
    expect(await screen.findByTestId('detail-payment-reference')).toHaveTextContent(
      'EBPMB12XYZ1234',
    );
    await waitFor(() => expect(screen.queryByTestId('recheck-payment-31')).not.toBeInTheDocument());
    expect(shownToasts()).toEqual(['Payment received and verified.']);
  });

  it('keeps the pay buttons clear: the re-check opens behind a link, and says what was found', async () => {
    serve(anApplication(), anApplication(), NOT_PAID);
    renderDetail();
    expect(await screen.findByTestId('pay-esewa-31')).toBeInTheDocument();
    expect(screen.queryByTestId('recheck-transaction-31')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Money debited but still unpaid?' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByTestId('recheck-result-31')).toHaveTextContent(NOT_PAID.en);
    expect(recheckBodies()).toEqual([{}]); // no id typed: none sent
    expect(shownToasts()).toEqual([]); // said once, beside the form
    expect(screen.getByTestId('pay-khalti-31')).toBeInTheDocument();
  });

  it('speaks Nepali: the labels and the server message', async () => {
    await i18n.changeLanguage('ne');
    serve(PENDING, PENDING, NOT_PAID);
    renderDetail();
    const input = await screen.findByRole('textbox', {
      name: 'कारोबार नम्बर वा भुक्तानी सन्दर्भ नम्बर',
    });
    await userEvent.type(input, 'EBPX1');
    await userEvent.click(screen.getByRole('button', { name: 'फेरि जाँच गर्नुहोस्' }));
    const result = await screen.findByTestId('recheck-result-31');
    expect(within(result).getByText(NOT_PAID.ne)).toBeInTheDocument();
    expect(recheckBodies()).toEqual([{ transactionId: 'EBPX1' }]);
  });
});
