import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TApplication, TCurrentUser } from '@niyukti/shared';
import { storeTokens } from '../../../lib/auth/token-store';
import { i18n } from '../../../lib/i18n';
import { mockFetch, ok, urlOf, type FetchMock } from '../../../test/fetch-mock';
import { anApplication } from '../../../test/fixtures';
import { withAuth } from '../../../test/render';
import type { TCandidateDashboard } from '@niyukti/shared';
import { HomePage } from './home-page';

vi.setConfig({ testTimeout: 30_000 });

const CANDIDATE: TCurrentUser = {
  id: 7,
  username: 'anita',
  fullName: 'Anita Gurung',
  type: 'candidate',
  masterId: 100007,
  privileges: [],
  mustChangePassword: false,
};

const FIGURES: TCandidateDashboard = {
  liveAdvertisements: 5,
  totalVacancies: 290,
  totalApplicants: 12345,
  registeredUsers: 500000,
  completeProfiles: 171428,
  figuresAsOf: '2026-11-22T04:15:00.000Z',
};

/** What GET /applications answers once it settles: two, until a test changes it. */
let myApplications: TApplication[] | Promise<TApplication[]>;

let fetchMock: FetchMock;
beforeEach(() => {
  myApplications = [anApplication({ id: 31 }), anApplication({ id: 32, advertisementId: 8 })];
  fetchMock = mockFetch();
  storeTokens('a1');
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/oauth/me')) return ok(CANDIDATE);
    if (url.endsWith('/api/candidate/dashboard')) return ok(FIGURES);
    if (url.endsWith('/api/candidate/applications')) return ok(await myApplications);
    throw new Error(`unexpected call ${url}`);
  });
});

function renderPage() {
  const Wrapper = withAuth();
  render(
    <Wrapper>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </Wrapper>,
  );
}

/** A card once its figure has arrived (a skeleton shows until then). */
const expectCard = (testId: string, text: string) =>
  waitFor(() => expect(screen.getByTestId(testId)).toHaveTextContent(text));

describe('HomePage', () => {
  it('shows the six cards with the figures the API counted, in English', async () => {
    await i18n.changeLanguage('en');
    renderPage();
    await expectCard('dashboard-live-advertisements', 'Live advertisements5');
    await expectCard('dashboard-total-vacancies', 'Total vacancies290');
    await expectCard('dashboard-total-applicants', 'Total applicants12,345');
    await expectCard('dashboard-my-applications', 'My applications2');
    await expectCard('dashboard-registered-users', 'Registered users5,00,000');
    await expectCard('dashboard-complete-profiles', 'Complete profiles1,71,428');
    expect(screen.getByTestId('dashboard-figures-as-of')).toHaveTextContent('Figures as of');
    // The dashboard gives five cards, my list the sixth: no vacancy list is fetched to add
    // figures up in the browser.
    const urls = fetchMock.mock.calls.map((_, i) => urlOf(fetchMock, i));
    expect(urls.filter((url) => url.includes('/api/candidate/dashboard'))).toHaveLength(1);
    expect(urls.some((url) => url.includes('/vacancies'))).toBe(false);
  });

  it('writes the figures in Devanagari digits in Nepali', async () => {
    await i18n.changeLanguage('ne');
    renderPage();
    await expectCard('dashboard-live-advertisements', 'चालु विज्ञापन५');
    await expectCard('dashboard-total-vacancies', '२९०');
    await expectCard('dashboard-total-applicants', 'जम्मा आवेदक१२,३४५');
    await expectCard('dashboard-my-applications', 'मेरा आवेदन२');
    await expectCard('dashboard-registered-users', '५,००,०००');
    await expectCard('dashboard-complete-profiles', '१,७१,४२८');
    expect(screen.getByTestId('dashboard-complete-profiles')).not.toHaveTextContent(/[0-9]/);
  });

  it('counts my applications from my list, the card waiting until it comes', async () => {
    await i18n.changeLanguage('en');
    let arrive: (applications: TApplication[]) => void = () => {};
    myApplications = new Promise((resolve) => (arrive = resolve));
    renderPage();
    await expectCard('dashboard-live-advertisements', 'Live advertisements5');
    expect(screen.getByTestId('dashboard-my-applications')).toHaveTextContent(/^My applications$/);
    arrive([31, 32, 33].map((id) => anApplication({ id, advertisementId: id })));
    await expectCard('dashboard-my-applications', 'My applications3');
    await i18n.changeLanguage('ne');
    await expectCard('dashboard-my-applications', 'मेरा आवेदन३');
  });
});
