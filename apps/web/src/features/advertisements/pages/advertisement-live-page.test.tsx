import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { TAdvertisementView, TCurrentUser } from '@niyukti/shared';
import { storeTokens } from '../../../lib/auth/token-store';
import { i18n } from '../../../lib/i18n';
import { mockFetch, ok, resetToasts, shownToasts, type FetchMock } from '../../../test/fetch-mock';
import { withAuth } from '../../../test/render';
import { AdvertisementLivePage } from './advertisement-live-page';

vi.setConfig({ testTimeout: 30_000 });

const PRE_LIVE = {
  id: 12,
  code: 'ADV-2086-012',
  advertisementNumber: '16613/086-87',
  status: 'pre_live',
  postEn: 'Engineer',
  postNe: 'इन्जिनियर',
  quotaEn: 'Open',
  quotaNe: 'खुला',
  localBody: null,
  vacancyCount: 25,
  singleFeeDeadlineAd: '2030-02-01',
  scheduledPublishAt: null,
} as TAdvertisementView;

const RNG: TCurrentUser = {
  id: 5,
  username: 'exams',
  fullName: 'Gita Rai',
  type: 'staff',
  masterId: null,
  privileges: ['RNG'],
  mustChangePassword: false,
};

const WENT_LIVE = {
  en: 'The advertisement is now live: candidates can apply.',
  ne: 'विज्ञापन सञ्चालनमा आयो: उम्मेदवारले आवेदन दिन सक्नुहुन्छ।',
};

let fetchMock: FetchMock;
beforeEach(() => {
  resetToasts();
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/oauth/me') return ok(RNG);
    if (init?.method === 'POST') return ok({ ...PRE_LIVE, status: 'live', events: [] }, WENT_LIVE);
    return ok({ items: [PRE_LIVE], total: 1, page: 1, pageSize: 10 });
  });
});
afterEach(async () => {
  await i18n.changeLanguage('ne');
});

function renderPage() {
  storeTokens('a1');
  const Wrapper = withAuth();
  render(
    <Wrapper>
      <MemoryRouter>
        <AdvertisementLivePage />
      </MemoryRouter>
    </Wrapper>,
  );
  return userEvent.setup({ delay: null });
}

describe('AdvertisementLivePage', () => {
  it.each([
    ['en', 'Advertisements to go live', 'Engineer', WENT_LIVE.en],
    ['ne', 'सञ्चालनमा ल्याउने विज्ञापन', 'इन्जिनियर', WENT_LIVE.ne],
  ])('in %s: lists pre-live advertisements and takes one live', async (lang, title, post, done) => {
    await i18n.changeLanguage(lang);
    const user = renderPage();
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(await screen.findByText(post)).toBeInTheDocument();
    const list = fetchMock.mock.calls.map(([input]) => String(input));
    expect(list.some((url) => url.includes('/api/internal/advertisements/pre-live?page=1'))).toBe(
      true,
    );
    await user.click(screen.getByTestId('go-live-12'));
    await user.click(await screen.findByTestId('go-live-confirm'));
    await waitFor(() => expect(shownToasts()).toContain(done));
    const goLiveCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(goLiveCall?.[0])).toContain('/api/internal/advertisements/12/go-live');
  });
});
