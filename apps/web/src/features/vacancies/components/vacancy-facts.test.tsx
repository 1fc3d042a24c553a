import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TVacancyDetail } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { renderUi } from '../../../test/render';
import { VacancyFacts } from './vacancy-facts';

const VACANCY: TVacancyDetail = {
  id: 1,
  code: 'ADV-2082-001',
  advertisementNumber: '1/2082-83',
  postEn: 'Section Officer',
  postNe: 'शाखा अधिकृत',
  serviceEn: 'Nepal Administration Service',
  serviceNe: 'नेपाल प्रशासन सेवा',
  classEn: 'Gazetted Third Class',
  classNe: 'राजपत्राङ्कित तृतीय श्रेणी',
  groupEn: 'General Administration',
  groupNe: 'सामान्य प्रशासन',
  quotaEn: 'Open',
  quotaNe: 'खुला',
  vacancyCount: 10,
  feePaisa: 150_000,
  publishDateAd: '2026-11-01',
  publishDateBs: '2083-07-15',
  singleFeeDeadlineAd: '2026-12-15',
  singleFeeDeadlineBs: '2083-08-30',
  doubleFeeDeadlineAd: '2026-12-22',
  doubleFeeDeadlineBs: '2083-09-07',
  applied: false,
  ageCutOffDateAd: '2026-12-15',
  ageCutOffDateBs: '2083-08-30',
  admitCardDateAd: '2027-01-10',
  admitCardDateBs: '2083-09-26',
  examCentres: [],
  subjects: [],
  examinedWith: [
    { id: 7, nameEn: 'Nayab Subba', nameNe: 'नायब सुब्बा' },
    { id: 9, nameEn: 'Kharidar', nameNe: 'खरिदार' },
  ],
  reapply: false,
  myApplicationId: null,
};

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
