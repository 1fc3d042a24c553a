import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockFetch, ok, resetToasts, urlOf, type FetchMock } from '../../../test/fetch-mock';
import { withAuth } from '../../../test/render';
import { PayWithEsewaButton } from './pay-with-esewa-button';

vi.setConfig({ testTimeout: 30_000 });

let fetchMock: FetchMock;
beforeEach(async () => {
  fetchMock = mockFetch();
  resetToasts();
  await i18n.changeLanguage('en');
});

describe('PayWithEsewaButton', () => {
  it('starts the payment and submits the form the server signed, unchanged', async () => {
    const payment = {
      action: '/sandbox/esewa/api/epay/main/v2/form',
      method: 'POST',
      fields: { total_amount: '1500', transaction_uuid: 'NYK-31-x', signature: 's+g/=' },
    };
    fetchMock.mockImplementation(async () => ok(payment));
    const submitted: Record<string, string>[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      submitted.push(
        Object.fromEntries([...new FormData(this).entries()].map(([k, v]) => [k, String(v)])),
      );
    });
    render(<PayWithEsewaButton applicationId={31} />, { wrapper: withAuth() });
    await userEvent.click(screen.getByRole('button', { name: 'Pay with eSewa' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toStrictEqual(payment.fields);
    expect(urlOf(fetchMock, 0)).toBe('/api/candidate/applications/31/payments/esewa');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
  });
});
