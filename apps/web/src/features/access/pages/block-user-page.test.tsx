import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TUserLookup } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { json, mockFetch, ok, urlOf, type FetchMock } from '../../../test/fetch-mock';
import { withAuth } from '../../../test/render';
import { BlockUserPage } from './block-user-page';

vi.setConfig({ testTimeout: 30_000 });

const FOUND: TUserLookup = {
  id: 9,
  username: 'anita_01',
  fullName: 'Anita Gurung',
  email: 'anita@example.com',
  kind: 'candidate',
  masterId: 100012,
  blocks: [],
};

let fetchMock: FetchMock;
beforeEach(async () => {
  fetchMock = mockFetch();
  await i18n.changeLanguage('ne');
});

function renderPage() {
  const Wrapper = withAuth();
  render(
    <Wrapper>
      <BlockUserPage />
    </Wrapper>,
  );
}

describe('BlockUserPage (BU)', () => {
  it('asks for the search text before searching', async () => {
    renderPage();
    await userEvent.click(screen.getByTestId('user-search-submit'));
    expect(await screen.findByText('यो विवरण अनिवार्य छ।')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('finds an account by master id typed in Devanagari and shows it with its blocks', async () => {
    fetchMock.mockImplementation(async () => ok(FOUND));
    renderPage();
    await userEvent.type(screen.getByTestId('user-search-input'), '१०००१२');
    await userEvent.click(screen.getByTestId('user-search-submit'));
    const result = await screen.findByTestId('user-search-result');
    expect(result).toHaveTextContent('Anita Gurung');
    expect(result).toHaveTextContent('मास्टर आईडी १०००१२');
    expect(urlOf(fetchMock, 0)).toContain('/api/internal/user-search?query=');
  });

  it("says 'User not found' in the current language", async () => {
    fetchMock.mockImplementation(async () =>
      json(404, {
        status: 0,
        message: { en: 'User not found', ne: 'प्रयोगकर्ता भेटिएन' },
        data: null,
        code: 'NOT_FOUND',
      }),
    );
    renderPage();
    await userEvent.type(screen.getByTestId('user-search-input'), 'nobody');
    await userEvent.click(screen.getByTestId('user-search-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('user-search-not-found')).toHaveTextContent('प्रयोगकर्ता भेटिएन'),
    );
  });
});
