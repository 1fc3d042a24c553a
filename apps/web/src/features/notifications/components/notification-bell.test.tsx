import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCurrentUser } from '@niyukti/shared';
import { storeTokens } from '../../../lib/auth/token-store';
import { i18n } from '../../../lib/i18n';
import { mockFetch, ok, urlOf, type FetchMock } from '../../../test/fetch-mock';
import { withAuth } from '../../../test/render';
import { BELL_POLL_MS, type NotificationPage } from '../api/notifications';
import { A_PAGE, CANDIDATE, STAFF } from '../test-fixtures';
import { NotificationBell } from './notification-bell';

vi.setConfig({ testTimeout: 30_000 });

const PAGE = A_PAGE;

let fetchMock: FetchMock;
const listCalls = () =>
  fetchMock.mock.calls.filter((_, i) => urlOf(fetchMock, i).includes('/api/notifications?'));

function serve(user: TCurrentUser, page: NotificationPage = PAGE) {
  storeTokens('a1');
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/oauth/me')) return ok(user);
    if (url.includes('/api/notifications?')) return ok(page);
    if (init?.method === 'POST' && url.includes('/read')) return ok(page.items[0]);
    throw new Error(`unexpected call ${url}`);
  });
}

function renderBell() {
  const Wrapper = withAuth();
  render(
    <Wrapper>
      <MemoryRouter initialEntries={['/home']}>
        <NotificationBell />
        <Routes>
          <Route path="/home" element={<p>home page</p>} />
          <Route path="/vacancy-applied" element={<p>my applications page</p>} />
        </Routes>
      </MemoryRouter>
    </Wrapper>,
  );
}

beforeEach(async () => {
  fetchMock = mockFetch();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('NotificationBell', () => {
  it('shows the unread count and the latest few, with a link to view all', async () => {
    serve(CANDIDATE);
    renderBell();
    expect(await screen.findByTestId('notification-unread-count')).toHaveTextContent('3');
    expect(String(listCalls()[0]![0])).toContain('/api/notifications?page=1&pageSize=5');
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, unread: 3' }));
    expect(await screen.findByText('Application received')).toBeInTheDocument();
    expect(screen.getByText('Profile locked')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('counts in Devanagari digits in Nepali', async () => {
    await i18n.changeLanguage('ne');
    serve(CANDIDATE, { ...PAGE, unreadCount: 12 });
    renderBell();
    expect(await screen.findByTestId('notification-unread-count')).toHaveTextContent('१२');
    expect(screen.getByTestId('notification-unread-count')).not.toHaveTextContent(/[0-9]/);
    await userEvent.click(screen.getByTestId('notification-bell'));
    expect(await screen.findByText('आवेदन प्राप्त भयो')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सबै हेर्नुहोस्' })).toBeInTheDocument();
  });

  it('shows no count when all is read, and sends staff to the back office’s page', async () => {
    serve(STAFF, { ...PAGE, unreadCount: 0 });
    renderBell();
    await waitFor(() => expect(listCalls()).toHaveLength(1));
    expect(screen.queryByTestId('notification-unread-count')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/admin/notifications',
    );
  });

  it('marks an unread notification read when opened, and follows its link', async () => {
    serve(CANDIDATE);
    renderBell();
    await userEvent.click(await screen.findByTestId('notification-bell'));
    await userEvent.click(await screen.findByTestId('bell-item-41'));
    expect(await screen.findByText('my applications page')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url) === '/api/notifications/41/read' && init?.method === 'POST',
        ),
      ).toBe(true),
    );
  });

  it('asks again every minute', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    serve(CANDIDATE);
    renderBell();
    await waitFor(() => expect(listCalls()).toHaveLength(1));
    vi.advanceTimersByTime(BELL_POLL_MS - 1_000);
    expect(listCalls()).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    // waitFor polls with setInterval: give it the real one back.
    vi.useRealTimers();
    await waitFor(() => expect(listCalls()).toHaveLength(2));
  });
});
