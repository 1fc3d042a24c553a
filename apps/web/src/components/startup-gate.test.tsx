import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, ok, type FetchMock } from '../test/fetch-mock';
import { renderUi } from '../test/render';
import { retryAfterSeconds, StartupGate, useSessionInfo } from './startup-gate';

function App() {
  const session = useSessionInfo();
  return <p>routes shown, mailbox {String(session.devMailbox)}</p>;
}

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = mockFetch();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The API's load-shedding answer (apps/api): 503, code BUSY, Retry-After in seconds. */
function busy(retryAfter: string | null = '60') {
  return json(
    503,
    {
      status: 0,
      message: {
        en: 'The portal is very busy right now. Please try again in a minute.',
        ne: 'पोर्टल अहिले धेरै व्यस्त छ। कृपया एक मिनेटपछि फेरि प्रयास गर्नुहोस्।',
      },
      data: null,
      code: 'BUSY',
    },
    retryAfter === null ? {} : { 'Retry-After': retryAfter },
  );
}

function renderGate() {
  return renderUi(
    <StartupGate>
      <App />
    </StartupGate>,
  );
}

/** Lets the pending fetch and its state update run under fake timers. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

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

  it('shows the busy screen, not maintenance, on a 503 with code BUSY, in both languages', async () => {
    fetchMock
      .mockResolvedValueOnce(busy())
      .mockResolvedValueOnce(ok({ ready: true, devMailbox: false }));
    renderGate();
    expect(
      await screen.findByRole('heading', { name: 'पोर्टल अहिले धेरै व्यस्त छ' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The portal is very busy' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Many people are using the portal at the same time. Please try again in a minute.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/कृपया एक मिनेटपछि फेरि प्रयास गर्नुहोस्।/)).toBeInTheDocument();
    expect(screen.queryByText('Work in progress')).not.toBeInTheDocument();
    expect(screen.queryByText(/routes shown/)).not.toBeInTheDocument();
    // A press retries at once, without waiting for the Retry-After.
    const button = screen.getByRole('button', { name: 'फेरि प्रयास गर्नुहोस् / Try again' });
    await userEvent.click(button);
    expect(await screen.findByText('routes shown, mailbox false')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('retries by itself once after the Retry-After seconds', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockResolvedValueOnce(busy('20'))
      .mockResolvedValueOnce(ok({ ready: true, devMailbox: true }));
    renderGate();
    await settle();
    expect(screen.getByText('The portal is very busy')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(19_999);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByText('routes shown, mailbox true')).toBeInTheDocument();
  });

  it('waits at most 60 s, and only once: a second BUSY waits for a press', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockResolvedValueOnce(busy('3600'))
      .mockResolvedValueOnce(busy('3600'))
      .mockResolvedValueOnce(ok({ ready: true, devMailbox: false }));
    renderGate();
    await settle();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByText('The portal is very busy')).toBeInTheDocument();
    // The automatic retry was busy too: no further knocking on its own.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10 * 60_000);
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    act(() => screen.getByRole('button', { name: /Try again/ }).click());
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.getByText('routes shown, mailbox false')).toBeInTheDocument();
  });

  it('drops the pending retry when a press retries first, or when the gate goes away', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockResolvedValueOnce(busy('30'))
      .mockResolvedValueOnce(busy('30'))
      .mockResolvedValue(ok({ ready: true, devMailbox: false }));
    const { unmount } = renderGate();
    await settle();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    act(() => screen.getByRole('button', { name: /Try again/ }).click());
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // The first screen's timer (due at 30 s) is gone; the new busy screen has its own.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(25_000);
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the maintenance screen for a 503 without code BUSY, even with Retry-After', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValueOnce(
      json(
        503,
        { status: 0, message: null, data: null, code: 'MAINTENANCE' },
        { 'Retry-After': '60' },
      ),
    );
    renderGate();
    await settle();
    expect(screen.getByText('Work in progress')).toBeInTheDocument();
    expect(screen.getByText('काम भइरहेको छ')).toBeInTheDocument();
    expect(screen.queryByText('The portal is very busy')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(120_000);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('retryAfterSeconds', () => {
  it('reads seconds or an HTTP date, within 1 s and the 60 s cap', () => {
    expect(retryAfterSeconds('60')).toBe(60);
    expect(retryAfterSeconds(' 5 ')).toBe(5);
    expect(retryAfterSeconds('0')).toBe(1);
    expect(retryAfterSeconds('86400')).toBe(60);
    expect(retryAfterSeconds(null)).toBe(60);
    expect(retryAfterSeconds('soon')).toBe(60);
    const now = Date.parse('2025-04-14T10:00:00Z');
    expect(retryAfterSeconds('Mon, 14 Apr 2025 10:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds('Mon, 14 Apr 2025 09:00:00 GMT', now)).toBe(1);
  });
});
