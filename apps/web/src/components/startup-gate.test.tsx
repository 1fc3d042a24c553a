import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, ok, type FetchMock } from '../test/fetch-mock';
import { renderUi } from '../test/render';
import { StartupGate, useSessionInfo } from './startup-gate';

function App() {
  const session = useSessionInfo();
  return <p>routes shown, mailbox {String(session.devMailbox)}</p>;
}

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = mockFetch();
});

describe('StartupGate', () => {
  it('shows the routes after one 200 with data, and clears stale persisted state', async () => {
    window.localStorage.setItem('persist:root', '{"auth":"old"}');
    window.localStorage.setItem('token', 'old-token');
    fetchMock.mockResolvedValueOnce(
      ok({ ready: true, devMailbox: true, serverDate: '2025-04-14' }),
    );
    renderUi(
      <StartupGate>
        <App />
      </StartupGate>,
    );
    expect(await screen.findByText('routes shown, mailbox true')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/session');
    expect(window.localStorage.getItem('persist:root')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('shows the maintenance screen in Nepali and English on 503', async () => {
    fetchMock.mockResolvedValueOnce(
      json(503, { status: 0, message: null, data: null, code: 'MAINTENANCE' }),
    );
    renderUi(
      <StartupGate>
        <App />
      </StartupGate>,
    );
    expect(await screen.findByText('काम भइरहेको छ')).toBeInTheDocument();
    expect(screen.getByText('Work in progress')).toBeInTheDocument();
    expect(screen.queryByText(/routes shown/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers Try again on another answer, and succeeds on the retry', async () => {
    fetchMock
      .mockResolvedValueOnce(json(500, { status: 0, message: null, data: null, code: 'INTERNAL' }))
      .mockResolvedValueOnce(ok({ ready: true, devMailbox: false }));
    renderUi(
      <StartupGate>
        <App />
      </StartupGate>,
    );
    const button = await screen.findByRole('button', { name: /Try again/ });
    await userEvent.click(button);
    expect(await screen.findByText('routes shown, mailbox false')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('offers Try again when the server cannot be reached or sends no data', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(ok(null));
    renderUi(
      <StartupGate>
        <App />
      </StartupGate>,
    );
    await userEvent.click(await screen.findByRole('button', { name: /Try again/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: /Try again/ })).toBeInTheDocument();
    expect(screen.queryByText(/routes shown/)).not.toBeInTheDocument();
  });
});
