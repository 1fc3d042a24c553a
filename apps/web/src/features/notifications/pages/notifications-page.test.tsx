import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../../lib/auth/token-store';
import { i18n } from '../../../lib/i18n';
import { mockFetch, ok, resetToasts, shownToasts, type FetchMock } from '../../../test/fetch-mock';
import { withAuth } from '../../../test/render';
import type { AppNotification } from '../api/notifications';
import { aNotification, CANDIDATE } from '../test-fixtures';
import { NotificationsPage } from './notifications-page';

vi.setConfig({ testTimeout: 30_000 });

const ALL_READ = { en: 'All notifications have been marked as read.', ne: 'सबै पढिएको' };

let fetchMock: FetchMock;
let stored: AppNotification[];

/** A small fake of the API that remembers what was marked read. */
function serve(total?: number) {
  storeTokens('a1');
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/oauth/me') return ok(CANDIDATE);
    const unreadCount = stored.filter((n) => n.readAt === null).length;
    if (url.pathname === '/api/notifications' && (init?.method ?? 'GET') === 'GET')
      return ok({
        items: stored,
        total: total ?? stored.length,
        page: Number(url.searchParams.get('page')),
        pageSize: Number(url.searchParams.get('pageSize')),
        unreadCount,
      });
    if (url.pathname === '/api/notifications/read-all') {
      stored = stored.map((n) => ({ ...n, readAt: n.readAt ?? '2026-11-22T05:00:00.000Z' }));
      return ok({ marked: unreadCount, unreadCount: 0 }, ALL_READ);
    }
    const one = /^\/api\/notifications\/(\d+)\/read$/.exec(url.pathname);
    if (one) {
      stored = stored.map((n) =>
        n.id === Number(one[1]) ? { ...n, readAt: '2026-11-22T05:00:00.000Z' } : n,
      );
      return ok(stored.find((n) => n.id === Number(one[1])));
    }
    throw new Error(`unexpected call ${url}`);
  });
}

function renderPage() {
  const Wrapper = withAuth();
  render(
    <Wrapper>
      <MemoryRouter>
        <NotificationsPage />
      </MemoryRouter>
    </Wrapper>,
  );
}

const calls = (pattern: string, method = 'POST') =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).includes(pattern) && (init?.method ?? 'GET') === method,
  );

beforeEach(async () => {
  fetchMock = mockFetch();
  resetToasts();
  await i18n.changeLanguage('en');
  stored = [
    aNotification(),
    aNotification({
      id: 40,
      kind: 'profileLocked',
      title: { en: 'Profile locked', ne: 'प्रोफाइल लक गरियो' },
      link: '/user/profile',
    }),
    aNotification({
      id: 39,
      title: { en: 'Old news', ne: 'पुरानो सूचना' },
      readAt: '2026-11-01T00:00:00.000Z',
    }),
  ];
});

describe('NotificationsPage', () => {
  it('lists my notifications from the server, and marks one read', async () => {
    serve();
    renderPage();
    expect(await screen.findByText('Application received')).toBeInTheDocument();
    expect(calls('/api/notifications?page=1&pageSize=10', 'GET')).toHaveLength(1);
    expect(screen.getByTestId('notifications-unread-summary')).toHaveTextContent('Unread: 2');
    expect(screen.getAllByText('Unread')).toHaveLength(2);

    await userEvent.click(screen.getByTestId('mark-read-41'));
    await waitFor(() =>
      expect(screen.getByTestId('notifications-unread-summary')).toHaveTextContent('Unread: 1'),
    );
    expect(calls('/api/notifications/41/read')).toHaveLength(1);
    expect(screen.queryByTestId('mark-read-41')).not.toBeInTheDocument();
    expect(screen.getByTestId('mark-read-40')).toBeInTheDocument();
    const row = screen.getByText('Application received').closest('tr')!;
    expect(within(row).getByText('Read')).toBeInTheDocument();
  });

  it('marks all read at once', async () => {
    serve();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(screen.getByTestId('notifications-unread-summary')).toHaveTextContent(
        'Nothing unread.',
      ),
    );
    expect(calls('/api/notifications/read-all')).toHaveLength(1);
    expect(screen.queryAllByText('Unread')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(shownToasts()).toContain(ALL_READ.en);
  });

  it('pages on the server and counts in Devanagari digits in Nepali', async () => {
    await i18n.changeLanguage('ne');
    serve(25);
    renderPage();
    expect(await screen.findByText('आवेदन प्राप्त भयो')).toBeInTheDocument();
    expect(screen.getByTestId('notifications-unread-summary')).toHaveTextContent('नपढिएका: २');
    await userEvent.click(screen.getByRole('button', { name: 'पृष्ठ २' }));
    await waitFor(() =>
      expect(calls('/api/notifications?page=2&pageSize=10', 'GET')).toHaveLength(1),
    );
  });
});
