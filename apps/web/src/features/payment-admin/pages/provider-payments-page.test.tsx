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
import { ProviderPaymentsPage } from './provider-payments-page';

vi.setConfig({ testTimeout: 30_000 });

const LIST = '/api/internal/provider-payments';
const STILL_PENDING = {
  en: 'The payment is being confirmed with the provider. Please check again shortly.',
  ne: 'भुक्तानी प्रदायकसँग पुष्टि हुँदैछ। कृपया केही बेरपछि फेरि हेर्नुहोस्।',
};

const BY_PROVIDER = {
  connectips: aPayment({ id: 21, ebpCode: 'EBPCIPS000021', provider: 'CONNECTIPS' }),
  khalti: aPayment({ id: 22, ebpCode: 'EBPKHAL000022', provider: 'KHALTI' }),
} as const;

let fetchMock: FetchMock;
beforeEach(async () => {
  resetToasts();
  fetchMock = mockFetch();
  await i18n.changeLanguage('en');
  serve(fetchMock, ['PU'], {
    [`GET ${LIST}`]: (url) => {
      const provider = url.searchParams.get('provider') as keyof typeof BY_PROVIDER;
      return page(BY_PROVIDER[provider] ? [BY_PROVIDER[provider]] : []);
    },
    [`POST ${LIST}/21/recheck`]: () =>
      json(200, { status: 1, message: STILL_PENDING, data: BY_PROVIDER.connectips, code: 'OK' }),
  });
});
afterEach(async () => {
  await i18n.changeLanguage('ne');
});

describe('ProviderPaymentsPage', () => {
  it("opens on connectIPS (cips) with that provider's attempts from the PU list", async () => {
    renderPage(<ProviderPaymentsPage />);
    for (const tab of ['connectIPS (cips)', 'eSewa', 'Khalti', 'Fonepay'])
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    const row = (await screen.findByText('EBPCIPS000021')).closest('tr')!;
    expect(within(row).getByText('connectIPS')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', LIST)[0]?.query.get('provider')).toBe('connectips');
    expect(
      fetchMock.mock.calls.some(([input]) => String(input).includes('/api/internal/payments')),
    ).toBe(false);
  });

  it('"Check with provider" posts to the PU re-check, never the UP one', async () => {
    const user = renderPage(<ProviderPaymentsPage />);
    await user.click(await screen.findByTestId('provider-cips-recheck-21'));
    await waitFor(() => expect(shownToasts()).toContain(STILL_PENDING.en));
    expect(callsTo(fetchMock, 'POST', `${LIST}/21/recheck`)).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST', '/api/internal/payments/21/recheck')).toHaveLength(0);
  });

  it('each tab lists its own provider, and the tab is kept in the address', async () => {
    const user = renderPage(<ProviderPaymentsPage />, '/?tab=khalti');
    expect(await screen.findByText('EBPKHAL000022')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Khalti' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'eSewa' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', LIST).at(-1)?.query.get('provider')).toBe('esewa'),
    );
    await waitFor(() => expect(screen.queryByText('EBPKHAL000022')).not.toBeInTheDocument());
  });
});
