import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { i18n } from '../../../lib/i18n';
import { json, mockFetch, ok, type FetchMock } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/master-data';
import { ProfileLocksPage } from './profile-locks-page';

vi.setConfig({ testTimeout: 30_000 });

const CANDIDATE = {
  userId: 7,
  masterId: 100001,
  username: 'anita',
  fullName: 'Anita Gurung',
  profileLockedAt: null,
  documentsLockedAt: null,
};

let fetchMock: FetchMock;
beforeEach(async () => {
  fetchMock = mockFetch();
  await i18n.changeLanguage('ne');
});

function serve(found: boolean) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('/candidates/locks'))
      return ok({ items: [], total: 0, page: 1, pageSize: 10 });
    if (init?.method === 'PUT')
      return ok({ ...CANDIDATE, profileLockedAt: '2026-11-22T05:00:00Z' });
    return found
      ? ok(CANDIDATE)
      : json(404, {
          status: 0,
          code: 'NOT_FOUND',
          data: null,
          message: { en: 'User not found', ne: 'प्रयोगकर्ता भेटिएन' },
        });
  });
}

describe('ProfileLocksPage', () => {
  it('finds a candidate by a master id typed in Devanagari and saves the locks', async () => {
    serve(true);
    const user = renderAt(<ProfileLocksPage />);
    await user.type(await screen.findByTestId('locks-search-input'), '१०००0१');
    await user.click(screen.getByTestId('locks-search-submit'));
    expect(await screen.findByText('Anita Gurung')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(([input]) => String(input).includes('/candidates/100001/locks')),
    ).toBe(true);
    await user.click(screen.getByTestId('locks-profile'));
    await user.click(screen.getByTestId('locks-save'));
    await waitFor(() => {
      const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
      expect(put && JSON.parse(String(put[1]!.body))).toEqual({
        profileLocked: true,
        documentsLocked: false,
      });
    });
  });

  it('says "User not found" for an unknown master id and refuses letters', async () => {
    serve(false);
    const user = renderAt(<ProfileLocksPage />);
    await user.type(await screen.findByTestId('locks-search-input'), 'abc');
    await user.click(screen.getByTestId('locks-search-submit'));
    expect(await screen.findByText('अङ्क मात्र प्रयोग गर्नुहोस्।')).toBeInTheDocument();
    await user.clear(screen.getByTestId('locks-search-input'));
    await user.type(screen.getByTestId('locks-search-input'), '०');
    await user.click(screen.getByTestId('locks-search-submit'));
    expect(await screen.findByText('यो सङ्ख्या धेरै सानो भयो।')).toBeInTheDocument();
    await user.clear(screen.getByTestId('locks-search-input'));
    await user.type(screen.getByTestId('locks-search-input'), '999999');
    await user.click(screen.getByTestId('locks-search-submit'));
    expect(await screen.findByTestId('locks-not-found')).toHaveTextContent('प्रयोगकर्ता भेटिएन');
  });
});
