import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { TExtraDetailsView, TMasterRecord } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { mockFetch, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { bodyOf, renderAt, serveMasterData } from '../../../test/master-data';
import { ExtraTab } from './extra-tab';

vi.setConfig({ testTimeout: 30_000 });

const named = (id: number, nameEn: string, nameNe: string): TMasterRecord => ({
  id,
  active: true,
  nameEn,
  nameNe,
});
const LISTS: Record<string, TMasterRecord[]> = {
  castes: [named(1, 'Brahmin', 'ब्राह्मण'), named(9, 'Other', 'अन्य')],
  'ethnic-groups': [],
  religions: [named(2, 'Hindu', 'हिन्दु')],
  'mother-tongues': [named(3, 'Nepali', 'नेपाली')],
  'disability-classes': [named(4, 'Class A', 'क वर्ग')],
  'disability-types': [named(5, 'Physical', 'शारीरिक')],
  'education-levels': [named(6, 'Bachelor', 'स्नातक')],
};

const SAVED: TExtraDetailsView = {
  casteId: 1,
  casteOther: null,
  ethnicGroupId: null,
  religionId: 2,
  religionOther: null,
  maritalStatus: 'single',
  employmentStatus: 'unemployment',
  employmentOther: null,
  motherTongueId: 3,
  motherTongueOther: null,
  physicallyDisabled: false,
  disabilityClassId: null,
  disabilityTypeId: null,
  fatherEducation: 'slc',
  fatherEducationLevelId: null,
  motherEducation: 'educated',
  motherEducationLevelId: null,
  fatherOccupation: 'agriculture',
  fatherOccupationOther: null,
  motherOccupation: 'home_maker',
  motherOccupationOther: null,
  geographicalArea: 'hill',
};

let fetchMock: FetchMock;
function serve(saved: TExtraDetailsView | null) {
  serveMasterData(fetchMock, LISTS, {
    'GET /api/candidate/profile/extra': () => saved,
    'PUT /api/candidate/profile/extra': (_url, init) => JSON.parse(String(init?.body)),
    'GET /api/candidate/profile/status': () => ({
      locked: false,
      documentsLocked: false,
      missing: [],
      openHolds: [],
    }),
  });
}

const byId = (testId: string) => screen.getByTestId(testId);
const renderTab = () => renderAt(<ExtraTab />, '/user/profile/extra', '/user/profile/extra');

async function choose(user: ReturnType<typeof renderAt>, testId: string, option: string) {
  await user.click(await screen.findByTestId(testId));
  await user.click(await screen.findByRole('option', { name: option }));
}

beforeEach(async () => {
  await i18n.changeLanguage('ne');
  resetToasts();
  fetchMock = mockFetch();
});

describe('ExtraTab', () => {
  it('shows the saved choices in Nepali, without the fields they do not need', async () => {
    serve(SAVED);
    renderTab();
    await waitFor(() => expect(byId('extra-casteId')).toHaveValue('ब्राह्मण'), { timeout: 10_000 });
    expect(byId('extra-maritalStatus')).toHaveValue('एकल');
    expect(byId('extra-fatherEducation')).toHaveValue('एस.एल.सी.');
    expect(byId('extra-physicallyDisabled-false')).toBeChecked();
    expect(screen.queryByTestId('extra-casteOther')).not.toBeInTheDocument();
    expect(screen.queryByTestId('extra-disabilityClassId')).not.toBeInTheDocument();
    expect(screen.queryByTestId('extra-fatherEducationLevelId')).not.toBeInTheDocument();
  });

  it('asks for what a choice needs, and says so when it is left empty', async () => {
    serve(SAVED);
    const user = renderTab();
    await waitFor(() => expect(byId('extra-casteId')).toHaveValue('ब्राह्मण'), { timeout: 10_000 });
    await choose(user, 'extra-fatherEducation', 'उच्च शिक्षा');
    expect(byId('extra-fatherEducationLevelId')).toBeInTheDocument();
    await user.click(byId('extra-physicallyDisabled-true'));
    expect(byId('extra-disabilityTypeId')).toBeInTheDocument();
    await choose(user, 'extra-casteId', 'अन्य');
    expect(byId('extra-casteOther')).toBeInTheDocument();

    await user.click(byId('extra-submit'));
    const required = await screen.findAllByText('यो विवरण अनिवार्य छ।');
    expect(required.length).toBeGreaterThanOrEqual(3);
    expect(bodyOf(fetchMock, 'PUT')).toBeUndefined();
  });

  it('saves a first visit with only the needed fields and moves on to education', async () => {
    serve(null);
    const user = renderTab();
    await choose(user, 'extra-casteId', 'ब्राह्मण');
    await choose(user, 'extra-religionId', 'हिन्दु');
    await choose(user, 'extra-motherTongueId', 'नेपाली');
    await choose(user, 'extra-maritalStatus', 'एकल');
    await choose(user, 'extra-geographicalArea', 'पहाड');
    await choose(user, 'extra-employmentStatus', 'अन्य');
    await user.type(byId('extra-employmentOther'), 'Farming co-op');
    await user.click(byId('extra-physicallyDisabled-false'));
    await choose(user, 'extra-fatherEducation', 'उच्च शिक्षा');
    await choose(user, 'extra-fatherEducationLevelId', 'स्नातक');
    await choose(user, 'extra-fatherOccupation', 'कृषि');
    await choose(user, 'extra-motherEducation', 'साक्षर');
    await choose(user, 'extra-motherOccupation', 'गृहिणी');
    await user.click(byId('extra-submit'));

    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT')).toEqual({
      casteId: 1,
      religionId: 2,
      motherTongueId: 3,
      maritalStatus: 'single',
      geographicalArea: 'hill',
      employmentStatus: 'other',
      employmentOther: 'Farming co-op',
      physicallyDisabled: false,
      fatherEducation: 'higher',
      fatherEducationLevelId: 6,
      fatherOccupation: 'agriculture',
      motherEducation: 'educated',
      motherOccupation: 'home_maker',
    });
  });
});
