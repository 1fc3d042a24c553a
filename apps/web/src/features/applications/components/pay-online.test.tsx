import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OnlinePaymentSlug } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import {
  hangingFetch,
  json,
  mockFetch,
  ok,
  resetToasts,
  shownToasts,
  urlOf,
  type FetchMock,
} from '../../../test/fetch-mock';
import { withAuth } from '../../../test/render';
import type { PaymentStart } from '../api/start-payment';
import { PayOnline } from './pay-online';

vi.setConfig({ testTimeout: 30_000 });

/** What the server answers per provider: its own action, method and (signed) fields. */
const STARTS: Record<OnlinePaymentSlug, PaymentStart> = {
  esewa: {
    action: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
    method: 'POST',
    fields: { total_amount: '1500', transaction_uuid: 'NYK31ESEWA', signature: 's+g/=' },
    ebpCode: 'EBPESEWA1',
  },
  khalti: {
    action: 'https://test-pay.khalti.com/',
    method: 'GET',
    fields: { pidx: 'HT6o6PEZRWFJ5ygavzHWd5' },
    ebpCode: 'EBPKHALTI1',
  },
  connectips: {
    action: 'https://uat.connectips.com/connectipswebgw/loginpage',
    method: 'POST',
    fields: { MERCHANTID: '123', APPID: 'MER-123-APP-1', TXNID: 'AB12CD34', TOKEN: 'a+b/c==' },
    ebpCode: 'EBPCIPS1',
  },
  fonepay: {
    action: 'https://dev-clientapi.fonepay.com/api/merchantRequest',
    method: 'GET',
    fields: {
      PID: 'NBQM',
      MD: 'P',
      PRN: 'FP31ORDER',
      AMT: '1500.00',
      R1: 'Section Officer',
      DV: 'AB',
    },
    ebpCode: 'EBPFONE1',
  },
};

const LABELS: Record<OnlinePaymentSlug, string> = {
  esewa: 'Pay with eSewa',
  khalti: 'Pay with Khalti',
  connectips: 'Pay with connectIPS',
  fonepay: 'Pay with Fonepay',
};

interface Submitted {
  action: string;
  method: string;
  fields: Record<string, string>;
}

let fetchMock: FetchMock;
let submitted: Submitted[];
beforeEach(async () => {
  fetchMock = mockFetch();
  resetToasts();
  await i18n.changeLanguage('en');
  submitted = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
    this: HTMLFormElement,
  ) {
    submitted.push({
      action: this.action,
      method: this.method,
      fields: Object.fromEntries([...new FormData(this).entries()].map(([k, v]) => [k, String(v)])),
    });
  });
});

const renderButtons = () => render(<PayOnline applicationId={31} />, { wrapper: withAuth() });
const button = (provider: OnlinePaymentSlug) => screen.getByTestId(`pay-${provider}-31`);

describe('PayOnline', () => {
  it.each(Object.keys(STARTS) as OnlinePaymentSlug[])(
    'starts a %s payment and submits the form the server gave, unchanged, to its action',
    async (provider) => {
      const payment = STARTS[provider];
      fetchMock.mockImplementation(async () => ok(payment));
      renderButtons();
      await userEvent.click(screen.getByRole('button', { name: LABELS[provider] }));
      await waitFor(() => expect(submitted).toHaveLength(1));
      expect(submitted[0]).toStrictEqual({
        action: payment.action,
        method: payment.method.toLowerCase(),
        fields: payment.fields,
      });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(urlOf(fetchMock, 0)).toBe(`/api/candidate/applications/31/payments/${provider}`);
      expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
      expect(shownToasts()).toEqual([]); // leaving for the provider: nothing to read here
    },
  );

  it('spins only the chosen button and holds every button while the browser leaves', async () => {
    fetchMock.mockImplementation(hangingFetch);
    renderButtons();
    await userEvent.click(button('khalti'));
    await waitFor(() => expect(button('khalti')).toHaveAttribute('data-loading'));
    for (const other of ['esewa', 'connectips', 'fonepay'] as const) {
      expect(button(other)).toBeDisabled();
      expect(button(other)).not.toHaveAttribute('data-loading');
    }
    await userEvent.click(button('esewa'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stays disabled after the form is submitted (the page is being left)', async () => {
    fetchMock.mockImplementation(async () => ok(STARTS.fonepay));
    renderButtons();
    await userEvent.click(button('fonepay'));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(button('fonepay')).toHaveAttribute('data-loading');
    expect(button('esewa')).toBeDisabled();
  });

  it('says why a start was refused and lets the person choose again', async () => {
    fetchMock.mockImplementation(async () =>
      json(503, {
        status: 0,
        message: { en: 'The payment provider could not be reached.', ne: 'सम्पर्क हुन सकेन।' },
        data: null,
        code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      }),
    );
    renderButtons();
    await userEvent.click(button('connectips'));
    await waitFor(() =>
      expect(shownToasts()).toEqual(['The payment provider could not be reached.']),
    );
    expect(submitted).toEqual([]);
    await waitFor(() => expect(button('connectips')).toBeEnabled());
    expect(button('esewa')).toBeEnabled();
  });

  it('names the four providers in Nepali', async () => {
    await i18n.changeLanguage('ne');
    renderButtons();
    expect(button('esewa')).toHaveTextContent('इसेवाबाट तिर्नुहोस्');
    expect(button('khalti')).toHaveTextContent('खल्तीबाट तिर्नुहोस्');
    expect(button('connectips')).toHaveTextContent('कनेक्ट आइपीएसबाट तिर्नुहोस्');
    expect(button('fonepay')).toHaveTextContent('फोनपेबाट तिर्नुहोस्');
  });
});
