import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  addDaysIso,
  adToBs,
  todayIso,
  toDevanagariDigits,
  type TPublicNotice,
} from '@niyukti/shared';
import { storeTokens } from '../../../lib/auth/token-store';
import { i18n } from '../../../lib/i18n';
import { headersOf, mockFetch, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { renderAt, serveMasterData } from '../../../test/master-data';
import { PublicNoticesPage } from './public-notices-page';

vi.setConfig({ testTimeout: 30_000 });

const START = addDaysIso(todayIso(), -2);
const END = addDaysIso(todayIso(), 5);

const NOTICE: TPublicNotice = {
  id: 7,
  title: 'लिखित परीक्षा कार्यक्रम',
  description: 'लिखित परीक्षा आगामी महिनादेखि सुरु हुनेछ।\nपरीक्षा केन्द्र प्रवेशपत्रमा उल्लेख छ।',
  startDateAd: START,
  startDateBs: adToBs(START),
  endDateAd: END,
  endDateBs: adToBs(END),
  imageUrl: '/api/public/notices/7/image?v=31',
};

let fetchMock: FetchMock;
let board: TPublicNotice[];

beforeEach(() => {
  resetToasts();
  fetchMock = mockFetch();
  board = [NOTICE];
  serveMasterData(fetchMock, {}, { 'GET /api/public/notices': () => board });
});

const renderPage = () => renderAt(<PublicNoticesPage />, '/notices', '/notices');

describe('PublicNoticesPage in Nepali', () => {
  beforeEach(() => i18n.changeLanguage('ne'));

  it('shows each notice: title, B.S. dates in Devanagari digits, a lazy image and the description', async () => {
    renderPage();
    const card = await screen.findByTestId('notice-7');
    expect(within(card).getByRole('heading', { name: NOTICE.title })).toBeVisible();
    expect(within(card).getByTestId('notice-dates-7')).toHaveTextContent(
      `${toDevanagariDigits(NOTICE.startDateBs)} वि.सं. देखि ${toDevanagariDigits(NOTICE.endDateBs)} वि.सं. सम्म`,
    );
    const image = within(card).getByRole('img', { name: NOTICE.title });
    expect(image).toHaveAttribute('src', NOTICE.imageUrl);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(within(card).getByText(/परीक्षा केन्द्र प्रवेशपत्रमा उल्लेख छ।/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'सूचना पाटी' })).toBeVisible();
  });

  it('asks without the token even when someone is signed in (a public call)', async () => {
    storeTokens('access-1');
    renderPage();
    await screen.findByTestId('notice-7');
    const call = fetchMock.mock.calls.findIndex(([input]) =>
      String(input).endsWith('/api/public/notices'),
    );
    expect(call).toBeGreaterThanOrEqual(0);
    expect(headersOf(fetchMock, call)).not.toHaveProperty('Authorization');
  });
});

describe('PublicNoticesPage in English', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('shows the B.S. dates with Latin digits', async () => {
    renderPage();
    expect(await screen.findByTestId('notice-dates-7')).toHaveTextContent(
      `${NOTICE.startDateBs} B.S. to ${NOTICE.endDateBs} B.S.`,
    );
  });

  it('says so when no notice is shown today', async () => {
    board = [];
    renderPage();
    expect(await screen.findByTestId('notices-empty')).toHaveTextContent(
      'There are no notices at the moment.',
    );
  });
});
