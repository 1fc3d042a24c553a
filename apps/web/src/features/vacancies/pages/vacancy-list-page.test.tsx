import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TApplication, TReapplyVacancy, TVacancySummary } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { mockFetch, ok, type FetchMock } from '../../../test/fetch-mock';
import { aLocalLevel, anApplication, aReapplyVacancy, aVacancy } from '../../../test/fixtures';
import { withAuth } from '../../../test/render';
import { VacancyListPage } from './vacancy-list-page';

vi.setConfig({ testTimeout: 30_000 });

const named = (id: number, nameEn: string, nameNe: string, extra = {}) => ({
  id,
  active: true,
  nameEn,
  nameNe,
  ...extra,
});
const LISTS: Record<string, unknown[]> = {
  services: [named(1, 'Nepal Administration Service', 'नेपाल प्रशासन सेवा')],
  classes: [named(4, 'Gazetted Third Class', 'राजपत्राङ्कित तृतीय श्रेणी', { code: 'G3', type: 'x' })],
  quotas: [
    named(7, 'Open', 'खुला', { code: 'OPEN' }),
    named(8, 'Women', 'महिला', { code: 'WOMEN' }),
  ],
};

let fetchMock: FetchMock;
/** What GET /vacancies/reapply answers, until a test changes it. */
let reapply: TReapplyVacancy[];
/** What GET /vacancies answers (one page), until a test changes it. */
let vacancies: TVacancySummary[];
/** What GET /applications answers once it settles, until a test changes it. */
let myApplications: TApplication[] | Promise<TApplication[]>;

const A_REAPPLY_VACANCY = aReapplyVacancy();

beforeEach(async () => {
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const list = url.pathname.match(/^\/api\/public\/master-data\/([a-z-]+)$/)?.[1];
    if (list) return ok(LISTS[list] ?? []);
    if (url.pathname === '/api/candidate/vacancies/reapply') return ok(reapply);
    if (url.pathname === '/api/candidate/vacancies')
      return ok({ items: vacancies, total: vacancies.length, page: 1, pageSize: 10 });
    if (url.pathname === '/api/candidate/applications') return ok(await myApplications);
    throw new Error(`unexpected call ${url.pathname}`);
  });
  reapply = [];
  vacancies = [];
  myApplications = [];
  await i18n.changeLanguage('en');
});

const vacancyCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/candidate/vacancies');

function renderPage() {
  const Providers = withAuth();
  render(
    <Providers>
      <MemoryRouter>
        <VacancyListPage />
      </MemoryRouter>
    </Providers>,
  );
}

describe('VacancyListPage filters', () => {
  it('asks the server for the chosen group only, from the first page', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(vacancyCalls()).toHaveLength(1));
    expect(vacancyCalls()[0]!.searchParams.has('quotaId')).toBe(false);

    await user.click(screen.getByTestId('vacancy-filter-quotas'));
    await user.click(await screen.findByRole('option', { name: 'Women' }));
    await waitFor(() => expect(vacancyCalls().at(-1)!.searchParams.get('quotaId')).toBe('8'));
    expect(vacancyCalls().at(-1)!.searchParams.get('page')).toBe('1');
  });

  it('names the filters in Nepali', async () => {
    await i18n.changeLanguage('ne');
    renderPage();
    const labelOf = (testId: string) =>
      document.querySelector(`label[for="${screen.getByTestId(testId).id}"]`);
    await screen.findByTestId('vacancy-filter-quotas');
    expect(labelOf('vacancy-filter-quotas')).toHaveTextContent('कोटा');
    expect(labelOf('vacancy-filter-classes')).toHaveTextContent('श्रेणी/तह');
  });

  it('offers the re-advertised vacancies open early to this candidate, in both languages', async () => {
    reapply = [A_REAPPLY_VACANCY];
    renderPage();
    const notice = await screen.findByTestId('reapply-vacancies');
    expect(notice).toHaveTextContent('Open early for you');
    expect(
      screen.getByRole('link', { name: 'Section Officer (Open) — 17013/082-83' }),
    ).toHaveAttribute('href', '/vacancy/9');
    await i18n.changeLanguage('ne');
    expect(await screen.findByText('तपाईंका लागि चाँडै खुला')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'शाखा अधिकृत (खुला) — १७०१३/०८२-८३' }),
    ).toBeInTheDocument();
  });

  it('marks a re-advertisement I applied to instead of dating it, in both languages', async () => {
    reapply = [aReapplyVacancy({ applied: true })];
    renderPage();
    const notice = await screen.findByTestId('reapply-vacancies');
    expect(notice).toHaveTextContent('Applied');
    expect(notice).not.toHaveTextContent('normal fee until');
    await i18n.changeLanguage('ne');
    await waitFor(() => expect(notice).toHaveTextContent('आवेदन दिइसकियो'));
  });

  it('says nothing of re-applying when nothing is open early', async () => {
    renderPage();
    // The answer (an empty list) has arrived and been rendered before looking.
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) => String(input).includes('/vacancies/reapply')),
      ).toBe(true),
    );
    await act(async () => {});
    expect(screen.queryByTestId('reapply-vacancies')).not.toBeInTheDocument();
  });
});

describe('VacancyListPage local levels', () => {
  it("names a local level's recruitment under its post and quota, in both languages", async () => {
    vacancies = [aVacancy({ id: 9, localBody: aLocalLevel() }), aVacancy({ id: 10 })];
    renderPage();
    expect(await screen.findByTestId('vacancy-local-level-9')).toHaveTextContent(
      'Local level: Dhulikhel Municipality, Kavrepalanchok',
    );
    expect(screen.queryByTestId('vacancy-local-level-10')).not.toBeInTheDocument();
    await i18n.changeLanguage('ne');
    await waitFor(() =>
      expect(screen.getByTestId('vacancy-local-level-9')).toHaveTextContent(
        'स्थानीय तह: धुलिखेल नगरपालिका, काभ्रेपलाञ्चोक',
      ),
    );
    expect(screen.queryByTestId('vacancy-local-level-10')).not.toBeInTheDocument();
  });
});

describe('VacancyListPage applied rows', () => {
  it('marks the vacancies my applications are for, in both languages', async () => {
    vacancies = [aVacancy({ id: 9 }), aVacancy({ id: 10 })];
    myApplications = [anApplication({ id: 31, advertisementId: 9 })];
    renderPage();
    expect(await screen.findByTestId('vacancy-applied-9')).toHaveTextContent('Applied');
    expect(screen.queryByTestId('vacancy-open-9')).not.toBeInTheDocument();
    expect(screen.getByTestId('vacancy-open-10')).toHaveTextContent('Apply');
    expect(screen.queryByTestId('vacancy-applied-10')).not.toBeInTheDocument();
    await i18n.changeLanguage('ne');
    await waitFor(() =>
      expect(screen.getByTestId('vacancy-applied-9')).toHaveTextContent('आवेदन दिइसकियो'),
    );
    expect(screen.getByTestId('vacancy-open-10')).toHaveTextContent('आवेदन दिनुहोस्');
  });

  it('shows the rows to open while my applications are still coming, then marks', async () => {
    vacancies = [aVacancy({ id: 9 })];
    let arrive: (applications: TApplication[]) => void = () => {};
    myApplications = new Promise((resolve) => (arrive = resolve));
    renderPage();
    expect(await screen.findByTestId('vacancy-open-9')).toBeInTheDocument();
    expect(screen.queryByTestId('vacancy-applied-9')).not.toBeInTheDocument();
    arrive([anApplication({ advertisementId: 9 })]);
    expect(await screen.findByTestId('vacancy-applied-9')).toBeInTheDocument();
    expect(screen.queryByTestId('vacancy-open-9')).not.toBeInTheDocument();
  });
});
