import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TCurrentUser } from '@niyukti/shared';
import { storeTokens } from '../lib/auth/token-store';
import { i18n } from '../lib/i18n';
import { mockFetch, ok, resetToasts, type FetchMock } from '../test/fetch-mock';
import { withAuth } from '../test/render';
import { routes } from './routes';

// candidate-portal §2 lists /voucher-upload/{id}/{advtCode}/{applydate}/{masterid}/{bankCode};
// the voucher is uploaded on the application's own page, so the old link leads there.

vi.setConfig({ testTimeout: 30_000 });

const candidate: TCurrentUser = {
  id: 5,
  username: 'sagar',
  fullName: 'Sagar Adhikari',
  type: 'candidate',
  masterId: 100001,
  privileges: [],
  mustChangePassword: false,
};

let fetchMock: FetchMock;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  resetToasts();
  fetchMock = mockFetch();
});

describe('/voucher-upload/…', () => {
  it("opens the application's page, whatever follows its id", async () => {
    storeTokens('a1');
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/oauth/me') ? ok(candidate) : ok(null),
    );
    const router = createMemoryRouter(routes, {
      initialEntries: ['/voucher-upload/31/ADV-2082-001/2082-08-10/100001/NABIL'],
    });
    const Wrapper = withAuth();
    render(
      <Wrapper>
        <RouterProvider router={router} />
      </Wrapper>,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/vacancy-applied/31'));
  });
});
