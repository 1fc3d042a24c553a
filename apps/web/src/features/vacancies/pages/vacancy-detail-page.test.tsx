import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TApplication, TVacancyDetail } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { json, mockFetch, ok, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { aLocalLevel, anApplication, anEligibility, aVacancyDetail } from '../../../test/fixtures';
import { renderAt } from '../../../test/master-data';
import { VacancyDetailPage } from './vacancy-detail-page';

vi.setConfig({ testTimeout: 30_000 });

let fetchMock: FetchMock;

/** My application to the vacancy (the page then shows its status, not the apply form). */
const appliedTo = (vacancy: TVacancyDetail) => [
  anApplication({ id: 31, advertisementId: vacancy.id }),
];

/** The vacancy, and my applications as GET /applications answers them (a Response as it is). */
function serve(
  vacancy: TVacancyDetail,
  mine: TApplication[] | Promise<TApplication[]> | Response = appliedTo(vacancy),
) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === `/api/candidate/vacancies/${vacancy.id}`) return ok(vacancy);
    if (url.pathname === '/api/candidate/applications')
      return mine instanceof Response ? mine : ok(await mine);
    if (url.pathname === '/api/candidate/eligibility') return ok(anEligibility());
    if (url.pathname === '/api/candidate/profile/status')
      return ok({ locked: false, documentsLocked: false, missing: [] });
    throw new Error(`unexpected call ${url.pathname}`);
  });
}

function renderPage(vacancy: TVacancyDetail, mine?: Parameters<typeof serve>[1]) {
  serve(vacancy, mine);
  return renderAt(<VacancyDetailPage />, `/vacancy/${vacancy.id}`, '/vacancy/:id');
}

const eligibilityAsked = () =>
  fetchMock.mock.calls.some(([input]) => String(input).includes('/api/candidate/eligibility'));

beforeEach(async () => {
  resetToasts();
  fetchMock = mockFetch();
  await i18n.changeLanguage('ne');
});

describe('VacancyDetailPage', () => {
  it("says which local level a local level's recruitment is for, in both languages", async () => {
    renderPage(aVacancyDetail({ localBody: aLocalLevel() }));
    expect(await screen.findByTestId('vacancy-local-level')).toHaveTextContent(
      'स्थानीय तह: धुलिखेल नगरपालिका, काभ्रेपलाञ्चोक',
    );
    await i18n.changeLanguage('en');
    expect(
      await screen.findByText('Local level: Dhulikhel Municipality, Kavrepalanchok'),
    ).toBeInTheDocument();
  });

  it("says nothing of a local level for the commission's own posts", async () => {
    renderPage(aVacancyDetail());
    expect(await screen.findByRole('heading', { name: 'शाखा अधिकृत (खुला)' })).toBeInTheDocument();
    expect(screen.queryByTestId('vacancy-local-level')).not.toBeInTheDocument();
    expect(screen.queryByText(/स्थानीय तह/)).not.toBeInTheDocument();
  });

  it('shows how the requisition it came from was split, this advertisement marked', async () => {
    renderPage(
      aVacancyDetail({
        advertisementNumber: '2/083-84',
        split: {
          requisitionNumber: 'RQ-1/083-84',
          totalVacancy: 10,
          parts: [
            {
              quotaId: 1,
              heading: null,
              nameEn: 'Open',
              nameNe: 'खुला',
              seats: 5,
              advertisementNumber: '1/083-84',
            },
            {
              quotaId: 2,
              heading: null,
              nameEn: 'Women',
              nameNe: 'महिला',
              seats: 2,
              advertisementNumber: '2/083-84',
            },
            {
              quotaId: null,
              heading: 'seniority',
              nameEn: 'Promotion by seniority',
              nameNe: 'ज्येष्ठताका आधारमा बढुवा',
              seats: 3,
              advertisementNumber: null,
            },
          ],
        },
      }),
    );
    expect(await screen.findByTestId('vacancy-split-summary')).toHaveTextContent(
      'माग नं. RQ-1/083-84 का १० पदमध्ये २ पद यो विज्ञापनमा छन्।',
    );
    const table = screen.getByTestId('vacancy-split');
    expect(table).toHaveTextContent('२/०८३-८४ (यो विज्ञापन)');
    expect(table).toHaveTextContent('ज्येष्ठताका आधारमा बढुवा३विज्ञापन हुँदैन (बढुवा)');
    await i18n.changeLanguage('en');
    expect(await screen.findByTestId('vacancy-split-summary')).toHaveTextContent(
      '2 of the 10 posts of requisition RQ-1/083-84 are in this advertisement.',
    );
  });

  it('says nothing of a split for an advertisement made by hand', async () => {
    renderPage(aVacancyDetail({ split: null }));
    expect(await screen.findByRole('heading', { name: 'शाखा अधिकृत (खुला)' })).toBeInTheDocument();
    expect(screen.queryByTestId('vacancy-split')).not.toBeInTheDocument();
  });
});

describe('VacancyDetailPage and my applications', () => {
  it('shows my application for it, not the form, when my applications hold it, in both languages', async () => {
    renderPage(aVacancyDetail({ id: 9 }), [
      anApplication({ id: 30, advertisementId: 7 }),
      anApplication({ id: 31, advertisementId: 9, paymentStatus: 'paid' }),
    ]);
    const status = await screen.findByTestId('vacancy-already-applied');
    expect(status).toHaveTextContent('तपाईंले यो विज्ञापनमा आवेदन दिइसक्नुभएको छ');
    expect(status).toHaveTextContent('भुक्तानी भयो');
    expect(screen.queryByTestId('apply-submit')).not.toBeInTheDocument();
    await i18n.changeLanguage('en');
    await waitFor(() =>
      expect(screen.getByTestId('vacancy-already-applied')).toHaveTextContent(
        'You have applied to this advertisement',
      ),
    );
    expect(screen.getByTestId('vacancy-already-applied')).toHaveTextContent('Paid');
    expect(eligibilityAsked()).toBe(false);
  });

  it('asks whether I may apply and shows the form when my applications are for others, in both languages', async () => {
    renderPage(aVacancyDetail({ id: 9 }), [anApplication({ id: 30, advertisementId: 7 })]);
    expect(await screen.findByTestId('eligibility-panel')).toHaveTextContent('के म आवेदन दिन सक्छु?');
    expect(screen.getByTestId('apply-submit')).toBeInTheDocument();
    expect(screen.queryByTestId('vacancy-already-applied')).not.toBeInTheDocument();
    await i18n.changeLanguage('en');
    expect(await screen.findByText('Can I apply?')).toBeInTheDocument();
    expect(screen.getByTestId('apply-submit')).toBeInTheDocument();
  });

  it('shows neither the form nor asks whether I may apply until my applications come', async () => {
    const vacancy = aVacancyDetail({ id: 9 });
    let arrive: (applications: TApplication[]) => void = () => {};
    renderPage(vacancy, new Promise((resolve) => (arrive = resolve)));
    expect(await screen.findByRole('heading', { name: 'शाखा अधिकृत (खुला)' })).toBeInTheDocument();
    expect(screen.getByLabelText('तपाईं आवेदन दिन सक्नुहुन्छ कि भनी जाँच गरिँदैछ…')).toBeInTheDocument();
    expect(screen.queryByTestId('apply-submit')).not.toBeInTheDocument();
    expect(eligibilityAsked()).toBe(false);
    arrive(appliedTo(vacancy));
    expect(await screen.findByTestId('vacancy-already-applied')).toBeInTheDocument();
    expect(screen.queryByTestId('apply-submit')).not.toBeInTheDocument();
    expect(eligibilityAsked()).toBe(false);
  });

  it('says when my applications could not be loaded, the vacancy still shown, in both languages', async () => {
    renderPage(
      aVacancyDetail({ id: 9 }),
      json(500, { status: 0, message: null, data: null, code: 'INTERNAL' }),
    );
    expect(await screen.findByTestId('vacancy-my-applications-failed')).toHaveTextContent(
      'तपाईंका आवेदनहरू ल्याउन सकिएन',
    );
    expect(screen.getByRole('heading', { name: 'शाखा अधिकृत (खुला)' })).toBeInTheDocument();
    expect(screen.queryByTestId('apply-submit')).not.toBeInTheDocument();
    expect(eligibilityAsked()).toBe(false);
    await i18n.changeLanguage('en');
    await waitFor(() =>
      expect(screen.getByTestId('vacancy-my-applications-failed')).toHaveTextContent(
        'Your applications could not be loaded',
      ),
    );
  });
});
