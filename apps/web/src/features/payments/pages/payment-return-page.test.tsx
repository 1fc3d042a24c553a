import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type TApplication, type TCurrentUser } from '@niyukti/shared';
import type { FromState } from '../../../lib/routing/guards';
import { storeTokens } from '../../../lib/auth/token-store';
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

const CANDIDATE: TCurrentUser = {
  id: 5,
  username: 'sagar',
  fullName: 'Sagar Adhikari',
  type: 'candidate',
  masterId: 100001,
  privileges: [],
  mustChangePassword: false,
};

let fetchMock: FetchMock;
/** Whether the browser has a session when the page opens (a stored token that /oauth/me takes). */
let signedIn: boolean;

/** The server's answers to the page's calls; /oauth/me always knows the signed-in candidate. */
function serve(answer: (url: string, init?: RequestInit) => Promise<Response> | Response) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/oauth/me')) return ok(CANDIDATE);
    return answer(url, init);
  });
}

beforeEach(async () => {
  fetchMock = mockFetch();
  signedIn = true;
  serve(() => ok(null));
  resetToasts();
  await i18n.changeLanguage('en');
});

/** Where the sign-in link leads, and the way back it carries. */
function LoginStandIn() {
  const state = useLocation().state as FromState | null;
  return <p data-testid="login-page">{`login, then ${state?.from ?? 'home'}`}</p>;
}

// StrictMode must be the outermost element: nested under the providers, React (19) does not
// re-run the effects, and the test would not notice a page that confirms twice.
function renderAt(url: string) {
  if (signedIn) storeTokens('a1');
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
            <Route path="/login" element={<LoginStandIn />} />
          </Routes>
        </MemoryRouter>
      </Providers>
    </StrictMode>,
  );
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

const confirmCalls = () =>
  fetchMock.mock.calls.filter((_, i) => urlOf(fetchMock, i).includes('/confirm'));

/** Every call but the session check: the page's own. */
const pageCalls = () =>
  fetchMock.mock.calls.filter((_, i) => !urlOf(fetchMock, i).endsWith('/oauth/me'));

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
    serve(() => ok(PAID, MESSAGES['payment.completed']));
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
    expect(screen.queryByTestId('payment-sign-in')).not.toBeInTheDocument();
  });

  it('sends every parameter of Fonepay’s return, once, and says when it is still pending', async () => {
    serve(() => ok({ ...PAID, paymentStatus: 'pending', paymentReference: null }));
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
    serve(() => ok(PAID, MESSAGES['payment.completed']));
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
      expect(pageCalls()).toEqual([]);
    },
  );

  it('shows Fonepay’s PS=false as cancelled and sends nothing', async () => {
    renderAt(`/fone-pay/payment?${query({ ...FONEPAY_RETURN, PS: 'false', RC: 'cancel' })}`);
    expect(await screen.findByTestId('payment-cancelled')).toBeInTheDocument();
    expect(pageCalls()).toEqual([]);
  });

  it('shows the server’s refund message when the money cannot settle the application', async () => {
    serve(() => ok(anApplication({ paymentStatus: 'unpaid' }), MESSAGES['payment.refundDue']));
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
    serve(() => ok(PAID, MESSAGES['payment.refundDue']));
    renderAt(`/esewa/payment/success?${query({ data: ESEWA_DATA })}`);
    expect(await screen.findByTestId('payment-verified')).toBeInTheDocument();
    expect(screen.getByTestId('payment-refund-due')).toHaveTextContent(
      MESSAGES['payment.refundDue'].en,
    );
  });

  it('shows the reason on the page (not only in a toast) when verification fails', async () => {
    serve(() =>
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
    serve(() => refusal('NOT_COMPLETE', 'Not verified.'));
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
    expect(pageCalls()).toEqual([]);
  });

  it('says it in Nepali', async () => {
    await i18n.changeLanguage('ne');
    serve(() => ok(PAID, MESSAGES['payment.completed']));
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
    expect(screen.queryByTestId('payment-sign-in')).not.toBeInTheDocument();
    expect(pageCalls()).toEqual([]);
  });

  it('has an eSewa title in Nepali', async () => {
    await i18n.changeLanguage('ne');
    renderAt('/esewa/payment/failure');
    expect(await screen.findByRole('heading', { name: 'इसेवा भुक्तानी' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-cancelled')).toHaveTextContent('भुक्तानी रद्द भयो');
  });
});

// Issue 16: the payer came back without a session (another address than the one they left
// from, a session expired at the provider's page). The page settles the return through the
// public route, says what happened, and offers to sign in to see the application.
describe('PaymentReturnPage without a session', () => {
  const ADVERTISEMENT = {
    applicationId: 31,
    advertisementNumber: '16613/082-83',
    postEn: 'Section Officer',
    postNe: 'शाखा अधिकृत',
  };

  beforeEach(() => {
    signedIn = false;
  });

  const publicCalls = () =>
    fetchMock.mock.calls.filter((_, i) => urlOf(fetchMock, i).includes('/api/public/'));

  /** The one public return sent: where, with what, and that it carried no token. */
  function onlyPublicReturn() {
    expect(publicCalls()).toHaveLength(1);
    expect(confirmCalls()).toHaveLength(0);
    const [url, init] = publicCalls()[0]!;
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    return { url: String(url), body: JSON.parse(String(init?.body)) as unknown };
  }

  it('settles eSewa’s return through the public route and offers to sign in to the application', async () => {
    serve(() => ok({ outcome: 'paid', ...ADVERTISEMENT }, MESSAGES['payment.completed']));
    renderAt(`/esewa/payment/success?${query({ data: ESEWA_DATA })}`);
    const verified = await screen.findByTestId('payment-verified');
    expect(verified).toHaveTextContent('Payment verified');
    expect(verified).toHaveTextContent('16613/082-83 (Section Officer)');
    expect(onlyPublicReturn()).toStrictEqual({
      url: '/api/public/payments/esewa/return',
      body: { params: { data: ESEWA_DATA } },
    });
    expect(screen.getByTestId('payment-signed-out')).toHaveTextContent(
      'You are not signed in on this browser. Sign in to see your application.',
    );
    expect(screen.queryByTestId('payment-to-applications')).not.toBeInTheDocument();
    expect(shownToasts()).toEqual([]);
    await userEvent.click(screen.getByRole('link', { name: 'Sign in to see the application' }));
    expect(await screen.findByTestId('login-page')).toHaveTextContent(
      'login, then /vacancy-applied/31',
    );
  });

  it('says it in Nepali', async () => {
    await i18n.changeLanguage('ne');
    serve(() => ok({ outcome: 'paid', ...ADVERTISEMENT }, MESSAGES['payment.completed']));
    renderAt(`/cips/payment/success?${query({ TXNID: 'AB12CD34EF' })}`);
    const verified = await screen.findByTestId('payment-verified');
    expect(verified).toHaveTextContent('भुक्तानी प्रमाणित भयो');
    expect(verified).toHaveTextContent('१६६१३/०८२-८३ (शाखा अधिकृत)');
    expect(onlyPublicReturn().url).toBe('/api/public/payments/connectips/return');
    expect(screen.getByTestId('payment-signed-out')).toHaveTextContent(
      'यो ब्राउजरमा तपाईं लगइन हुनुहुन्न। आफ्नो आवेदन हेर्न लगइन गर्नुहोस्।',
    );
    expect(screen.getByRole('link', { name: 'लगइन गरी आवेदन हेर्नुहोस्' })).toBeInTheDocument();
  });

  it.each([
    ['pending', 'payment-pending', 'Payment not confirmed yet', 'भुक्तानी अझै पुष्टि भएको छैन'],
    ['not-paid', 'payment-not-made', 'The payment was not made', 'भुक्तानी भएन'],
    ['refund-due', 'payment-refund-due', 'This payment will be refunded', 'यो रकम फिर्ता गरिनेछ'],
  ] as const)('says a payment that is %s, in both languages', async (outcome, testId, en, ne) => {
    const message = {
      pending: MESSAGES['payment.pending'],
      'not-paid': MESSAGES['payment.notPaid'],
      'refund-due': MESSAGES['payment.refundDue'],
    }[outcome];
    serve(() => ok({ outcome, ...ADVERTISEMENT }, message));
    renderAt(
      `/khalti/payment/success?${query({ pidx: 'bZQ', status: 'Completed', purchase_order_id: 'K31' })}`,
    );
    const alert = await screen.findByTestId(testId);
    expect(alert).toHaveTextContent(en);
    if (outcome !== 'pending') expect(alert).toHaveTextContent(message.en);
    expect(screen.queryByTestId('payment-verified')).not.toBeInTheDocument();
    expect(screen.getByTestId('payment-sign-in')).toBeInTheDocument();
    await i18n.changeLanguage('ne');
    expect(await screen.findByTestId(testId)).toHaveTextContent(ne);
    if (outcome !== 'pending') expect(screen.getByTestId(testId)).toHaveTextContent(message.ne);
  });

  it('shows a refused return and offers to sign in to the applications', async () => {
    serve(() => refusal('UNKNOWN_ORDER', 'The payment could not be verified.'));
    renderAt(`/cips/payment/success?${query({ TXNID: 'NOSUCHORDER' })}`);
    expect(await screen.findByTestId('payment-failed')).toHaveTextContent(
      'The payment could not be verified.',
    );
    expect(publicCalls()).toHaveLength(1);
    await userEvent.click(screen.getByTestId('payment-sign-in'));
    expect(await screen.findByTestId('login-page')).toHaveTextContent(
      'login, then /vacancy-applied',
    );
  });

  it('turns to the public route when the session ends on the way', async () => {
    signedIn = true;
    serve((url) =>
      url.includes('/confirm')
        ? json(401, { status: 0, message: null, data: null, code: 'INVALID_TOKEN' })
        : ok({ outcome: 'paid', ...ADVERTISEMENT }, MESSAGES['payment.completed']),
    );
    renderAt(`/fone-pay/payment?${query(FONEPAY_RETURN)}`);
    expect(await screen.findByTestId('payment-verified')).toHaveTextContent(
      '16613/082-83 (Section Officer)',
    );
    expect(confirmCalls()).toHaveLength(1);
    expect(publicCalls()).toHaveLength(1);
    expect(JSON.parse(String(publicCalls()[0]![1]?.body))).toStrictEqual({
      params: FONEPAY_RETURN,
    });
    expect(screen.getByTestId('payment-sign-in')).toBeInTheDocument();
  });
});

describe('PaymentFailurePage without a session', () => {
  beforeEach(() => {
    signedIn = false;
  });

  it('says the payment was not made and offers to sign in, calling nothing', async () => {
    renderAt(`/cips/payment/failure?${query({ TXNID: 'AB12CD34EF' })}`);
    expect(await screen.findByTestId('payment-cancelled')).toHaveTextContent(
      'The payment was not completed, so your fee is still unpaid.',
    );
    expect(screen.getByTestId('payment-signed-out')).toBeInTheDocument();
    expect(pageCalls()).toEqual([]);
    await userEvent.click(screen.getByRole('link', { name: 'Sign in to see the application' }));
    expect(await screen.findByTestId('login-page')).toHaveTextContent(
      'login, then /vacancy-applied',
    );
  });

  it('says it in Nepali', async () => {
    await i18n.changeLanguage('ne');
    renderAt('/esewa/payment/failure');
    expect(await screen.findByTestId('payment-cancelled')).toHaveTextContent(
      'भुक्तानी पूरा भएन, त्यसैले तपाईंको शुल्क अझै तिर्न बाँकी छ।',
    );
    expect(screen.getByRole('link', { name: 'लगइन गरी आवेदन हेर्नुहोस्' })).toBeInTheDocument();
  });
});
