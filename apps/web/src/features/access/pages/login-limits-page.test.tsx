import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockFetch, ok, type FetchMock } from '../../../test/fetch-mock';
import { withAuth } from '../../../test/render';
import { LoginLimitsPage } from './login-limits-page';

vi.setConfig({ testTimeout: 30_000 });

let fetchMock: FetchMock;
beforeEach(async () => {
  fetchMock = mockFetch();
  await i18n.changeLanguage('ne');
});

function renderPage() {
  const Wrapper = withAuth();
  render(
    <Wrapper>
      <LoginLimitsPage />
    </Wrapper>,
  );
}

const putCalls = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('LoginLimitsPage', () => {
  it('shows the saved limits in Devanagari digits and saves Latin numbers', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'PUT'
        ? ok({ maxWrongLoginAttempts: 3, loginLockMinutes: 30 })
        : ok({ maxWrongLoginAttempts: 5, loginLockMinutes: 15 }),
    );
    renderPage();
    const attempts = await screen.findByTestId('login-limits-attempts');
    await waitFor(() => expect(attempts).toHaveValue('५'));
    await userEvent.clear(attempts);
    await userEvent.type(attempts, '३');
    await userEvent.clear(screen.getByTestId('login-limits-minutes'));
    await userEvent.type(screen.getByTestId('login-limits-minutes'), '30');
    await userEvent.click(screen.getByTestId('login-limits-save'));
    await waitFor(() => expect(putCalls()).toHaveLength(1));
    expect(JSON.parse(String(putCalls()[0]![1]!.body))).toEqual({
      maxWrongLoginAttempts: 3,
      loginLockMinutes: 30,
    });
  });

  it('refuses zero attempts with the rule, in Nepali, and sends nothing', async () => {
    fetchMock.mockImplementation(async () =>
      ok({ maxWrongLoginAttempts: 5, loginLockMinutes: 15 }),
    );
    renderPage();
    const attempts = await screen.findByTestId('login-limits-attempts');
    await waitFor(() => expect(attempts).toHaveValue('५'));
    await userEvent.clear(attempts);
    await userEvent.type(attempts, '0');
    await userEvent.click(screen.getByTestId('login-limits-save'));
    expect(await screen.findByText('१ देखि १०० सम्मको पूर्ण सङ्ख्या लेख्नुहोस्।')).toBeInTheDocument();
    expect(putCalls()).toHaveLength(0);
  });
});
