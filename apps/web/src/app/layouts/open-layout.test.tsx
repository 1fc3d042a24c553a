import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TCurrentUser } from '@niyukti/shared';
import { storeTokens } from '../../lib/auth/token-store';
import { i18n } from '../../lib/i18n';
import { mockFetch, ok, resetToasts, type FetchMock } from '../../test/fetch-mock';
import { withAuth } from '../../test/render';
import { routes } from '../routes';

const candidate: TCurrentUser = {
  id: 1,
  username: 'sita',
  fullName: 'Sita Sharma',
  type: 'candidate',
  masterId: 1001,
  privileges: [],
  mustChangePassword: false,
};

let fetchMock: FetchMock;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  resetToasts();
  fetchMock = mockFetch();
});

function open(path: string, user: TCurrentUser | null) {
  if (user) storeTokens('a1');
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/oauth/me')) return ok(user);
    if (url.endsWith('/oauth/menu')) return ok([]);
    if (url.endsWith('/api/public/notices')) return ok([]);
    return ok({ items: [], total: 0, page: 1, pageSize: 10 });
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const Wrapper = withAuth();
  render(
    <Wrapper>
      <RouterProvider router={router} />
    </Wrapper>,
  );
  return router;
}

describe('/notices, open to everyone', () => {
  it('opens for a visitor in the public layout, and the public header links to it', async () => {
    const router = open('/notices', null);
    expect(await screen.findByTestId('notices-empty', {}, { timeout: 10_000 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/notices');
    expect(screen.getAllByRole('link', { name: 'Log in' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Notices' })[0]).toHaveAttribute('href', '/notices');
  });

  it('opens for a signed-in candidate in their own shell, with Notices in the menu', async () => {
    const router = open('/notices', candidate);
    expect(await screen.findByTestId('notices-empty', {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/notices'));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'My applications' })).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Notices' })).toHaveAttribute('href', '/notices');
  });
});
