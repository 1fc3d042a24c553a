import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type TApplication } from '@niyukti/shared';
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
import { anApplication } from '../../../test/fixtures';
import { withAuth } from '../../../test/render';
import { PaymentFailurePage } from './payment-failure-page';
import { PaymentReturnPage } from './payment-return-page';

vi.setConfig({ testTimeout: 30_000 });

const PAID: TApplication = anApplication({
  paymentStatus: 'paid',
  paymentReference: 'EBPMB12XYZ1234',
});

// What eSewa appends: base64 JSON, with the + / = that must survive the query string.
const ESEWA_DATA = 'eyJzdGF0dXMiOiJDT01QTEVURSJ9+/a=';

// Every parameter Fonepay puts on its return, as received.
const FONEPAY_RETURN = {
  PRN: 'FP31ORDER0000000000A',
  PID: 'NBQM',
  PS: 'true',
  RC: 'successful',
  UID: '12345678',
  BC: 'NICENPKA',
  INI: '9800000001',
  P_AMT: '1500.0',
  R_AMT: '1500.0',
  DV: 'A1B2C3',
};

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
            <Route path="/esewa/payment/success" element={<PaymentReturnPage provider="esewa" />} />
            <Route
              path="/esewa/payment/failure"
              element={<PaymentFailurePage provider="esewa" />}
            />
            <Route
              path="/khalti/payment/success"
              element={<PaymentReturnPage provider="khalti" />}
            />
            <Route
              path="/cips/payment/success"
              element={<PaymentReturnPage provider="connectips" />}
            />
            <Route
              path="/cips/payment/failure"
              element={<PaymentFailurePage provider="connectips" />}
            />
            <Route path="/fone-pay/payment" element={<PaymentReturnPage provider="fonepay" />} />
          </Routes>
        </MemoryRouter>
      </Providers>
    </StrictMode>,
  );
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

const confirmCalls = () =>
  fetchMock.mock.calls.filter((_, i) => urlOf(fetchMock, i).includes('/confirm'));

/** The one confirmation sent: where, how, and the parameters it carried. */
function onlyConfirmation() {
  expect(confirmCalls()).toHaveLength(1);
  const [url, init] = confirmCalls()[0]!;
  expect(init?.method).toBe('POST');
  return { url: String(url), body: JSON.parse(String(init?.body)) as unknown };
}

function refusal(reason: string, en: string) {
  return json(422, {
    status: 0,
    message: { en, ne: 'भुक्तानी प्रमाणित हुन सकेन।' },
    data: { reason },
    code: 'PAYMENT_NOT_VERIFIED',
  });
}

describe('PaymentReturnPage', () => {
  it('confirms eSewa’s data once, even under StrictMode, and shows the verified payment', async () => {
    fetchMock.mockImplementation(async () => ok(PAID, MESSAGES['payment.completed']));
    renderAt(`/esewa/payment/success?${query({ data: ESEWA_DATA })}`);
    expect(await screen.findByText('Payment verified')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'eSewa payment' })).toBeInTheDocument();
    expect(screen.getByText('Rs. 1,500.00')).toBeInTheDocument();
    expect(screen.getByText('16613/082-83')).toBeInTheDocument();
    expect(screen.getByTestId('payment-reference')).toHaveTextContent('EBPMB12XYZ1234');
    expect(onlyConfirmation()).toStrictEqual({
      url: '/api/candidate/payments/esewa/confirm',
      body: { params: { data: ESEWA_DATA } },
    });
    expect(screen.queryByTestId('payment-refund-due')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my applications' })).toHaveAttribute(
      'href',
      '/vacancy-applied',
    );
  });

  it('sends every parameter of Fonepay’s return, once, and says when it is still pending', async () => {
    fetchMock.mockImplementation(async () =>
      ok({ ...PAID, paymentStatus: 'pending', paymentReference: null }),
    );
    renderAt(`/fone-pay/payment?${query(FONEPAY_RETURN)}`);
    expect(await screen.findByText('Payment not confirmed yet')).toBeInTheDocument();
    expect(screen.getByText(/Fonepay has not confirmed the payment yet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fonepay payment' })).toBeInTheDocument();
    expect(onlyConfirmation()).toStrictEqual({
      url: '/api/candidate/payments/fonepay/confirm',
      body: { params: FONEPAY_RETURN },
    });
  });

  it('sends Khalti’s completed return as received, spaces and all', async () => {
    const khalti = {
      pidx: 'bZQLD9wRVWo4CdESSfuSsB',
      transaction_id: '4H7AhoXDJWg5WjrcPT9ixW',
      tidx: '4H7AhoXDJWg5WjrcPT9ixW',
      amount: '150000',
      total_amount: '150000',
      mobile: '98XXXXX039',
      status: 'Completed',
      purchase_order_id: 'K31ORDER000000000000',
      purchase_order_name: 'Section Officer 16613/082-83',
    };
    fetchMock.mockImplementation(async () => ok(PAID, MESSAGES['payment.completed']));
    renderAt(`/khalti/payment/success?${query(khalti)}`);
    expect(await screen.findByTestId('payment-verified')).toBeInTheDocument();
    expect(onlyConfirmation()).toStrictEqual({
      url: '/api/candidate/payments/khalti/confirm',
      body: { params: khalti },
    });
  });

  it.each(['User canceled', 'Expired'])(
    'shows Khalti’s “%s” as cancelled and sends nothing',
    async (status) => {
      renderAt(
        `/khalti/payment/success?${query({ pidx: 'bZQLD9', status, purchase_order_id: 'K31' })}`,
      );
      expect(await screen.findByTestId('payment-cancelled')).toHaveTextContent(
        'your fee is still unpaid',
      );
      expect(screen.getByRole('heading', { name: 'Khalti payment' })).toBeInTheDocument();
      expect(screen.getByTestId('payment-try-again')).toHaveAttribute('href', '/vacancy-applied');
      expect(screen.queryByRole('status')).not.toBeInTheDocument(); // not "verifying"
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('shows Fonepay’s PS=false as cancelled and sends nothing', async () => {
    renderAt(`/fone-pay/payment?${query({ ...FONEPAY_RETURN, PS: 'false', RC: 'cancel' })}`);
    expect(await screen.findByTestId('payment-cancelled')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s refund message when the money cannot settle the application', async () => {
    fetchMock.mockImplementation(async () =>
      ok(anApplication({ paymentStatus: 'unpaid' }), MESSAGES['payment.refundDue']),
    );
    renderAt(`/cips/payment/success?${query({ TXNID: 'AB12CD34EF' })}`);
    const refund = await screen.findByTestId('payment-refund-due');
    expect(refund).toHaveTextContent(MESSAGES['payment.refundDue'].en);
    expect(refund).toHaveTextContent('This payment will be refunded');
    expect(screen.queryByTestId('payment-verified')).not.toBeInTheDocument();
    expect(screen.queryByTestId('payment-pending')).not.toBeInTheDocument();
    expect(onlyConfirmation()).toStrictEqual({
      url: '/api/candidate/payments/connectips/confirm',
      body: { params: { TXNID: 'AB12CD34EF' } },
    });
    expect(shownToasts()).toEqual([]);
    // The server's words follow the language.
    await i18n.changeLanguage('ne');
    expect(await screen.findByText(MESSAGES['payment.refundDue'].ne)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'कनेक्ट आइपीएस भुक्तानी' })).toBeInTheDocument();
  });

  it('says a second payment will be refunded even though the application is paid', async () => {
    fetchMock.mockImplementation(async () => ok(PAID, MESSAGES['payment.refundDue']));
    renderAt(`/esewa/payment/success?${query({ data: ESEWA_DATA })}`);
    expect(await screen.findByTestId('payment-verified')).toBeInTheDocument();
    expect(screen.getByTestId('payment-refund-due')).toHaveTextContent(
      MESSAGES['payment.refundDue'].en,
    );
  });

  it('shows the reason on the page (not only in a toast) when verification fails', async () => {
    fetchMock.mockImplementation(async () =>
      refusal(
        'BAD_SIGNATURE',
        'The payment could not be verified. If money was debited, it will be checked again shortly.',
      ),
    );
    renderAt(`/esewa/payment/success?${query({ data: ESEWA_DATA })}`);
    expect(
      await screen.findByText(/If money was debited, it will be checked again shortly/),
    ).toBeInTheDocument();
    expect(screen.getByText('The payment could not be verified')).toBeInTheDocument();
    expect(screen.queryByTestId('payment-cancelled')).not.toBeInTheDocument();
    expect(shownToasts()).toEqual([]);
    expect(confirmCalls()).toHaveLength(1);
  });

  it('shows a payment the provider did not complete as cancelled', async () => {
    fetchMock.mockImplementation(async () => refusal('NOT_COMPLETE', 'Not verified.'));
    renderAt(`/fone-pay/payment?${query({ ...FONEPAY_RETURN, RC: 'failed' })}`);
    expect(await screen.findByTestId('payment-cancelled')).toBeInTheDocument();
    expect(screen.queryByTestId('payment-failed')).not.toBeInTheDocument();
    expect(confirmCalls()).toHaveLength(1);
  });

  it('calls nothing when the provider sent nothing that names a payment', async () => {
    renderAt('/esewa/payment/success');
    expect(
      await screen.findByText(/No payment information came back from eSewa/),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says it in Nepali', async () => {
    await i18n.changeLanguage('ne');
    fetchMock.mockImplementation(async () => ok(PAID, MESSAGES['payment.completed']));
    renderAt(
      `/khalti/payment/success?${query({ pidx: 'bZQ', status: 'Completed', purchase_order_id: 'K31' })}`,
    );
    expect(await screen.findByText('भुक्तानी प्रमाणित भयो')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'खल्ती भुक्तानी' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मेरा आवेदनहरूमा जानुहोस्' })).toBeInTheDocument();
  });
});

describe('PaymentFailurePage', () => {
  it('tells the connectIPS payer the fee is still unpaid, without calling anything', async () => {
    renderAt(`/cips/payment/failure?${query({ TXNID: 'AB12CD34EF' })}`);
    expect(await screen.findByTestId('payment-cancelled')).toHaveTextContent(
      'Payment cancelled or not completed',
    );
    expect(screen.getByRole('heading', { name: 'connectIPS payment' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-try-again')).toHaveAttribute('href', '/vacancy-applied');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('has an eSewa title in Nepali', async () => {
    await i18n.changeLanguage('ne');
    renderAt('/esewa/payment/failure');
    expect(await screen.findByRole('heading', { name: 'इसेवा भुक्तानी' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-cancelled')).toHaveTextContent('भुक्तानी रद्द भयो');
  });
});
