import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { bsToAd, type TMasterRecord, type TProfileRecord } from '@niyukti/shared';
import { storeTokens } from '../../../lib/auth/token-store';
import { i18n } from '../../../lib/i18n';
import { installFakeXhr, type FakeXhr } from '../../../test/fake-xhr';
import { mockFetch, ok, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { getUrls, renderAt, serveMasterData } from '../../../test/master-data';
import { ExperienceTab } from './experience-tab';

vi.setConfig({ testTimeout: 30_000 });

const named = (id: number, nameEn: string, nameNe: string, extra = {}): TMasterRecord => ({
  id,
  active: true,
  nameEn,
  nameNe,
  ...extra,
});
const GROUPS = [
  named(11, 'Administration', 'प्रशासन', { serviceId: 3 }),
  named(12, 'Civil', 'सिभिल', { serviceId: 4 }),
];
const LISTS: Record<string, TMasterRecord[]> = {
  services: [named(3, 'Civil service', 'निजामती सेवा'), named(4, 'Engineering', 'इन्जिनियरिङ')],
  'sub-groups': [],
  classes: [named(5, 'Officer, third class', 'रा.प. तृतीय')],
};

const FROM_BS = '2078-04-01';
const GOVERNMENT: TProfileRecord = {
  id: 21,
  institutionName: 'District Administration Office',
  address: 'Kaski',
  serviceId: 3,
  groupId: 11,
  subGroupId: null,
  classId: 5,
  post: 'Section officer',
  experienceLevel: 'officer',
  employmentTerm: 'permanent',
  fromDateAd: bsToAd(FROM_BS)!,
  fromDateBs: FROM_BS,
  toDateAd: null,
  toDateBs: null,
  remarks: null,
  files: { document: { fileId: 40, contentType: 'application/pdf', byteSize: 2048 } },
};

let fetchMock: FetchMock;
let xhrs: FakeXhr[];

beforeEach(async () => {
  await i18n.changeLanguage('ne');
  resetToasts();
  storeTokens('access-1');
  fetchMock = mockFetch();
  xhrs = installFakeXhr();
  serveMasterData(fetchMock, LISTS, {
    'GET /api/candidate/profile/government-experience': () => [GOVERNMENT],
    'GET /api/candidate/profile/non-government-experience': () => [],
    'GET /api/candidate/profile/status': () => ({
      locked: false,
      documentsLocked: false,
      missing: [],
      openHolds: [],
    }),
    // The public list narrowed by its parent, as the API answers `?parentId=`.
    'GET /api/public/master-data/groups': (url) => {
      const parentId = url.searchParams.get('parentId');
      return ok(parentId ? GROUPS.filter((group) => String(group.serviceId) === parentId) : GROUPS);
    },
  });
});

const renderTab = (path = '/user/profile/experience') =>
  renderAt(<ExperienceTab />, path, '/user/profile/experience');
type User = ReturnType<typeof renderAt>;
const byId = (testId: string) => screen.getByTestId(testId);

async function choose(user: User, testId: string, option: string) {
  await user.click(await screen.findByTestId(testId));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function openAddForm(user: User, section: string) {
  const add = await screen.findByTestId(`record-add-${section}`);
  await waitFor(() => expect(add).toBeEnabled());
  await user.click(add);
}

describe('ExperienceTab', () => {
  it('shows government experience first, its ids and choices named in Nepali', async () => {
    renderTab();
    const card = await screen.findByTestId('record-card-government-experience-21');
    expect(
      within(card).getByText('Section officer · District Administration Office'),
    ).toBeVisible();
    await waitFor(() => expect(within(card).getByText('निजामती सेवा')).toBeVisible());
    expect(within(card).getByText('प्रशासन')).toBeVisible();
    expect(within(card).getByText('अधिकृत')).toBeVisible();
    expect(within(card).getByText('स्थायी')).toBeVisible();
    expect(byId('experience-kind-government')).toHaveTextContent('सरकारी सेवाको अनुभव');
    expect(screen.queryByTestId('record-section-non-government-experience')).toBeNull();
  });

  it('lists only the chosen service’s groups, and clears the group when the service changes', async () => {
    const user = renderTab();
    await openAddForm(user, 'government-experience');
    expect(byId('record-field-groupId')).toBeDisabled();
    await choose(user, 'record-field-serviceId', 'निजामती सेवा');
    await waitFor(() => expect(byId('record-field-groupId')).toBeEnabled());
    await user.click(byId('record-field-groupId'));
    expect(await screen.findByRole('option', { name: 'प्रशासन' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'सिभिल' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'प्रशासन' }));
    expect(byId('record-field-groupId')).toHaveValue('प्रशासन');
    expect(
      getUrls(fetchMock).some(
        (url) =>
          url.pathname === '/api/public/master-data/groups' &&
          url.searchParams.get('parentId') === '3',
      ),
    ).toBe(true);

    await choose(user, 'record-field-serviceId', 'इन्जिनियरिङ');
    await waitFor(() => expect(byId('record-field-groupId')).toHaveValue(''));
  });

  it('saves non-government experience with yes/no and an empty optional end date', async () => {
    const user = renderTab('/user/profile/experience?kind=non-government');
    await openAddForm(user, 'non-government-experience');
    await user.type(byId('record-field-institutionName'), 'Nepal Bank');
    await user.type(byId('record-field-post'), 'Assistant');
    await choose(user, 'record-field-experienceLevel', 'सहायक (अधिकृतभन्दा तल)');
    await choose(user, 'record-field-employmentTerm', 'करार');
    await user.click(byId('record-field-matchesOfficerLevel-false'));
    await user.type(document.getElementById('record-fromDate-bs')!, FROM_BS);
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"][name="certificate"]')!,
      new File(['%PDF-1.4 letter'], 'letter.pdf', { type: 'application/pdf' }),
    );
    await user.click(byId('record-submit'));

    await waitFor(() => expect(xhrs).toHaveLength(1));
    const [xhr] = xhrs as [FakeXhr];
    expect(xhr.url).toBe('/api/candidate/profile/non-government-experience');
    expect(JSON.parse(String(xhr.body?.get('data')))).toEqual({
      institutionName: 'Nepal Bank',
      post: 'Assistant',
      experienceLevel: 'non_officer',
      employmentTerm: 'contract',
      matchesOfficerLevel: false,
      fromDateAd: bsToAd(FROM_BS),
      fromDateBs: FROM_BS,
      toDateAd: null,
      toDateBs: null,
    });
    expect(xhr.body?.get('certificate')).toBeInstanceOf(File);
  });
});
