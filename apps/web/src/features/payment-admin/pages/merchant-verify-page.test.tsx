import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../../lib/i18n';
import {
  json,
  mockFetch,
  resetToasts,
  shownToasts,
  type FetchMock,
} from '../../../test/fetch-mock';
import { aPayment, callsTo, page, renderPage, serve } from '../test-utils';
import { MerchantVerifyPage } from './merchant-verify-page';

vi.setConfig({ testTimeout: 30_000 });

const PAYMENTS = '/api/internal/payments';
const SETTLED = { en: 'Payment received and verified.', ne: 'भुक्तानी प्राप्त भयो र प्रमाणित भयो।' };
const PAYMENT = aPayment({ id: 41, ebpCode: 'EBPFONE00041', provider: 'FONEPAY' });

let fetchMock: FetchMock;
beforeEach(async () => {
  resetToasts();
  fetchMock = mockFetch();
  await i18n.changeLanguage('ne');
  serve(fetchMock, ['UP'], {
    // The search matches parts of codes too, as the server's does.
    [`GET ${PAYMENTS}`]: (url) =>
      page(PAYMENT.ebpCode.includes(url.searchParams.get('search') ?? '') ? [PAYMENT] : []),
    [`POST ${PAYMENTS}/41/recheck`]: () =>
      json(200, { status: 1, message: SETTLED, data: { ...PAYMENT, status: 'paid' }, code: 'OK' }),
  });
});
afterEach(async () => {
  await i18n.changeLanguage('ne');
});

describe('MerchantVerifyPage', () => {
  it('finds a payment by its ebp code (typed in Devanagari digits) and checks it with the provider', async () => {
    const user = renderPage(<MerchantVerifyPage />);
    expect(screen.getByRole('heading', { name: 'मर्चेन्ट भुक्तानी प्रमाणीकरण' })).toBeInTheDocument();
    await user.type(screen.getByTestId('verify-ebp-input'), 'ebpfone०००४१');
    await user.click(screen.getByTestId('verify-ebp-submit'));
    const card = await screen.findByTestId('verify-ebp-card');
    expect(within(card).getByText('फोनपे')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', PAYMENTS)[0]?.query.get('search')).toBe('EBPFONE00041');
    await user.click(within(card).getByRole('button', { name: 'प्रदायकसँग जाँच गर्नुहोस्' }));
    await waitFor(() => expect(shownToasts()).toContain(SETTLED.ne));
    expect(callsTo(fetchMock, 'POST', `${PAYMENTS}/41/recheck`)).toHaveLength(1);
  });

  it('says so when only part of a code matches', async () => {
    const user = renderPage(<MerchantVerifyPage />);
    await user.type(screen.getByTestId('verify-ebp-input'), 'EBPFONE');
    await user.click(screen.getByTestId('verify-ebp-submit'));
    expect(await screen.findByTestId('verify-ebp-not-found')).toHaveTextContent(
      'यो ईबीपी कोडको कुनै भुक्तानी भेटिएन।',
    );
    expect(screen.queryByTestId('verify-ebp-card')).not.toBeInTheDocument();
  });
});
