import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { aVacancyDetail } from '../../../test/fixtures';
import { renderUi } from '../../../test/render';
import { VacancyFacts } from './vacancy-facts';

const VACANCY = aVacancyDetail({
  examinedWith: [
    { id: 7, nameEn: 'Nayab Subba', nameNe: 'नायब सुब्बा' },
    { id: 9, nameEn: 'Kharidar', nameNe: 'खरिदार' },
  ],
});

beforeEach(async () => {
  await i18n.changeLanguage('ne');
});

describe('VacancyFacts', () => {
  it('names the posts examined together with this one, and what that costs, in both languages', async () => {
    renderUi(<VacancyFacts vacancy={VACANCY} />);
    expect(screen.getByText('सँगै परीक्षा हुने पद')).toBeInTheDocument();
    expect(screen.getByTestId('vacancy-examined-with')).toHaveTextContent('नायब सुब्बा, खरिदार');
    expect(screen.getByText(/थप समूहको शुल्क लाग्छ/)).toBeInTheDocument();
    await i18n.changeLanguage('en');
    expect(await screen.findByText('Examined together with')).toBeInTheDocument();
    expect(screen.getByTestId('vacancy-examined-with')).toHaveTextContent('Nayab Subba, Kharidar');
  });

  it('says nothing of it for a post examined alone', () => {
    renderUi(<VacancyFacts vacancy={{ ...VACANCY, examinedWith: [] }} />);
    expect(screen.queryByTestId('vacancy-examined-with')).not.toBeInTheDocument();
    expect(screen.getByText('शाखा अधिकृत')).toBeInTheDocument();
  });
});
