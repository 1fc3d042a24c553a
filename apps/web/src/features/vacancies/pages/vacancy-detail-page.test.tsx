import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TVacancyDetail } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { mockFetch, ok, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { aLocalLevel, anApplication, aVacancyDetail } from '../../../test/fixtures';
import { renderAt } from '../../../test/master-data';
import { VacancyDetailPage } from './vacancy-detail-page';

vi.setConfig({ testTimeout: 30_000 });

let fetchMock: FetchMock;

/** The vacancy, already applied to (so the page shows my application, not the apply form). */
function serve(vacancy: TVacancyDetail) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === `/api/candidate/vacancies/${vacancy.id}`) return ok(vacancy);
    if (url.pathname === '/api/candidate/applications') return ok([anApplication()]);
    throw new Error(`unexpected call ${url.pathname}`);
  });
}

function renderPage(vacancy: TVacancyDetail) {
  serve(vacancy);
  return renderAt(<VacancyDetailPage />, `/vacancy/${vacancy.id}`, '/vacancy/:id');
}

beforeEach(async () => {
  resetToasts();
  fetchMock = mockFetch();
  await i18n.changeLanguage('ne');
});

describe('VacancyDetailPage', () => {
  it("says which local level a local level's recruitment is for, in both languages", async () => {
    renderPage(aVacancyDetail({ localBody: aLocalLevel(), myApplicationId: 31 }));
    expect(await screen.findByTestId('vacancy-local-level')).toHaveTextContent(
      'स्थानीय तह: धुलिखेल नगरपालिका, काभ्रेपलाञ्चोक',
    );
    await i18n.changeLanguage('en');
    expect(
      await screen.findByText('Local level: Dhulikhel Municipality, Kavrepalanchok'),
    ).toBeInTheDocument();
  });

  it("says nothing of a local level for the commission's own posts", async () => {
    renderPage(aVacancyDetail({ myApplicationId: 31 }));
    expect(await screen.findByRole('heading', { name: 'शाखा अधिकृत (खुला)' })).toBeInTheDocument();
    expect(screen.queryByTestId('vacancy-local-level')).not.toBeInTheDocument();
    expect(screen.queryByText(/स्थानीय तह/)).not.toBeInTheDocument();
  });

  it('shows how the requisition it came from was split, this advertisement marked', async () => {
    renderPage(
      aVacancyDetail({
        myApplicationId: 31,
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
    renderPage(aVacancyDetail({ myApplicationId: 31, split: null }));
    expect(await screen.findByRole('heading', { name: 'शाखा अधिकृत (खुला)' })).toBeInTheDocument();
    expect(screen.queryByTestId('vacancy-split')).not.toBeInTheDocument();
  });
});
