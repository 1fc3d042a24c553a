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
});
