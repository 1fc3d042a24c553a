import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type {
  TCandidateDocument,
  TContactDetailsView,
  TCurrentUser,
  TExtraDetailsView,
  TMasterRecord,
  TPersonalDetailsView,
  TProfileRecord,
  TProfileStatus,
} from '@niyukti/shared';
import { storeTokens } from '../../../lib/auth/token-store';
import { i18n } from '../../../lib/i18n';
import { json, mockFetch, ok, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { withAuth } from '../../../test/render';
import { PreviewTab } from './preview-tab';

vi.setConfig({ testTimeout: 30_000 });

const USER: TCurrentUser = {
  id: 7,
  username: 'anita',
  fullName: 'Anita Kumari Sharma',
  type: 'candidate',
  masterId: 1001,
  privileges: [],
  mustChangePassword: false,
};

const PERSONAL: TPersonalDetailsView = {
  firstName: 'Anita',
  middleName: 'Kumari',
  lastName: 'Sharma',
  dobAd: '1996-04-12',
  dobBs: '2052-12-30',
  gender: 'female',
  citizenshipNumber: '27-01-75-01234',
  citizenshipIssueDateAd: '2014-05-01',
  citizenshipIssueDateBs: '2071-01-18',
  citizenshipIssueDistrictId: 27,
  firstNameNe: 'अनिता',
  middleNameNe: 'कुमारी',
  lastNameNe: 'शर्मा',
  fatherNameEn: 'Ram Sharma',
  fatherNameNe: 'राम शर्मा',
  motherNameEn: 'Sita Sharma',
  motherNameNe: 'सीता शर्मा',
  grandfatherNameEn: 'Hari Sharma',
  grandfatherNameNe: 'हरि शर्मा',
  spouseNameEn: null,
  spouseNameNe: null,
  locked: false,
};

const ADDRESS = {
  provinceId: 3,
  districtId: 27,
  localBodyId: 301,
  wardNo: 3,
  marga: null,
  tole: 'Dillibazar',
  gharNo: '12',
  phoneNo: null,
  mobileNo: '9812345678',
  email: 'anita@example.com',
};
const CONTACT: TContactDetailsView = {
  permanent: ADDRESS,
  mailing: ADDRESS,
  mailingSameAsPermanent: true,
};

const EXTRA: TExtraDetailsView = {
  casteId: 11,
  casteOther: null,
  ethnicGroupId: null,
  religionId: 21,
  religionOther: null,
  maritalStatus: 'unmarried',
  employmentStatus: 'unemployment',
  employmentOther: null,
  motherTongueId: 31,
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
  motherOccupation: 'other',
  motherOccupationOther: 'Tailoring',
  geographicalArea: 'hill',
};

const PDF = { fileId: 51, contentType: 'application/pdf', byteSize: 20_000 };
const EDUCATION: TProfileRecord = {
  id: 5,
  universityOrBoardName: 'Tribhuvan University',
  levelId: 4,
  facultyId: 2,
  majorSubject: 'Economics',
  percentage: 72.5,
  divisionOrGrade: 'First',
  educationType: 'government',
  countryId: 1,
  passedDateAd: '2019-09-17',
  passedDateBs: '2076-05-31',
  description: null,
  files: {
    transcript: PDF,
    backTranscript: null,
    characterCertificate: PDF,
    equivalentCertificate: null,
  },
};
const GROUP: TProfileRecord = { id: 9, inclusiveGroupId: 41, files: { document: PDF } };

const PHOTO: TCandidateDocument = {
  kind: 'photograph',
  fileId: 70,
  contentType: 'image/jpeg',
  byteSize: 3,
  updatedAt: '2026-01-05T10:00:00.000Z',
};

const named = (id: number, nameEn: string, nameNe: string, more = {}): TMasterRecord => ({
  id,
  active: true,
  nameEn,
  nameNe,
  ...more,
});
const LISTS: Record<string, TMasterRecord[]> = {
  provinces: [named(3, 'Bagmati', 'बागमती')],
  districts: [named(27, 'Kathmandu', 'काठमाडौं', { provinceId: 3 })],
  'local-bodies': [
    named(301, 'Kathmandu Metropolitan City', 'काठमाडौं महानगरपालिका', {
      districtId: 27,
      wardCount: 32,
    }),
  ],
  castes: [named(11, 'Brahmin', 'ब्राह्मण')],
  religions: [named(21, 'Hindu', 'हिन्दू')],
  'mother-tongues': [named(31, 'Nepali', 'नेपाली')],
  'education-levels': [named(4, 'Bachelor', 'स्नातक')],
  faculties: [named(2, 'Humanities', 'मानविकी')],
  countries: [named(1, 'Nepal', 'नेपाल')],
  'inclusive-groups': [named(41, 'Women', 'महिला')],
};

interface Profile {
  contact: TContactDetailsView | null;
  extra: TExtraDetailsView | null;
  documents: TCandidateDocument[];
  status: TProfileStatus;
  records: Record<string, TProfileRecord[]>;
}

const FULL: Profile = {
  contact: CONTACT,
  extra: EXTRA,
  documents: [PHOTO],
  status: { locked: false, documentsLocked: false, missing: ['signature'], openHolds: [] },
  records: { education: [EDUCATION], 'inclusive-groups': [GROUP] },
};

let fetchMock: FetchMock;
/** The signed-in candidate, each profile call, the picture's bytes and the public lists. */
function serve(profile: Profile) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname;
    if (path === '/oauth/me') return ok(USER);
    if (path === '/api/candidate/files/70')
      return new Response(new Blob([new Uint8Array([0xff, 0xd8, 0xff])]), {
        headers: { 'content-type': 'image/jpeg' },
      });
    const list = /^\/api\/public\/master-data\/([^/]+)$/.exec(path)?.[1];
    if (list) return ok(LISTS[list] ?? []);
    const part = /^\/api\/candidate\/profile\/([^/]+)$/.exec(path)?.[1] ?? '';
    const answers: Record<string, unknown> = {
      personal: PERSONAL,
      contact: profile.contact,
      extra: profile.extra,
      documents: profile.documents,
      status: profile.status,
    };
    if (part in answers) return ok(answers[part]);
    if (part) return ok(profile.records[part] ?? []);
    return json(404, { status: 0, message: null, data: null, code: 'NOT_FOUND' });
  });
}

function renderPreview() {
  storeTokens('a1');
  const router = createMemoryRouter(
    [
      { path: '/user/profile/preview', element: <PreviewTab /> },
      { path: '/user/profile/:tab', element: <p data-testid="other-tab" /> },
    ],
    { initialEntries: ['/user/profile/preview'] },
  );
  const Wrapper = withAuth();
  render(
    <Wrapper>
      <RouterProvider router={router} />
    </Wrapper>,
  );
  return { router, user: userEvent.setup({ delay: null }) };
}

const section = (name: string) => screen.getByTestId(`preview-${name}`);
const field = (testId: string) => screen.findByTestId(testId);

beforeEach(() => {
  resetToasts();
  fetchMock = mockFetch();
  URL.createObjectURL = vi.fn(() => 'blob:test/photo');
  URL.revokeObjectURL = vi.fn();
});
afterEach(async () => {
  await i18n.changeLanguage('ne');
});

describe('PreviewTab', () => {
  it('shows every part of the profile in Nepali, with names, places and levels resolved', async () => {
    await i18n.changeLanguage('ne');
    serve(FULL);
    renderPreview();

    // Who it is: both names, the master id in Devanagari digits, the photograph.
    expect(await field('preview-name-ne')).toHaveTextContent('अनिता कुमारी शर्मा');
    expect(screen.getByTestId('preview-name-en')).toHaveTextContent('Anita Kumari Sharma');
    expect(await field('preview-master-id')).toHaveTextContent('मास्टर आईडी: १००१');
    expect(await field('preview-photograph')).toHaveAttribute('src', 'blob:test/photo');
    expect(screen.getByTestId('preview-signature-missing')).toBeInTheDocument();

    // Personal: the name in both languages, dates in B.S. with A.D. beside, the district named.
    const name = await field('preview-personal-name');
    expect(name).toHaveTextContent('अनिता कुमारी शर्मा');
    expect(name).toHaveTextContent('Anita Kumari Sharma');
    expect(screen.getByTestId('preview-personal-dob')).toHaveTextContent(
      '२०५२-१२-३० वि.सं. (१९९६-०४-१२ ई.सं.)',
    );
    expect(screen.getByTestId('preview-personal-father')).toHaveTextContent('राम शर्माRam Sharma');
    expect(screen.getByTestId('preview-personal-spouse')).toHaveTextContent('—');
    expect(await within(section('personal')).findByText('काठमाडौं')).toBeInTheDocument();

    // Contact: the permanent address's places named from the lists, digits in Devanagari.
    expect(
      await within(await field('preview-permanent-province')).findByText('बागमती'),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByTestId('preview-permanent-district')).findByText('काठमाडौं'),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByTestId('preview-permanent-local-body')).findByText(
        'काठमाडौं महानगरपालिका',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('preview-permanent-ward')).toHaveTextContent('३');
    expect(screen.getByTestId('preview-permanent-mobile')).toHaveTextContent('९८१२३४५६७८');
    expect(screen.getByTestId('preview-mailing-same')).toHaveTextContent('स्थायी ठेगाना नै');

    // Extra, with its group/class list.
    expect(
      await within(await field('preview-extra-caste')).findByText('ब्राह्मण'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('preview-extra-marital-status')).toHaveTextContent('अविवाहित');
    expect(section('extra')).toHaveTextContent('अन्य (Tailoring)');
    const group = within(section('extra')).getByTestId('preview-inclusive-groups-record');
    expect(await within(group).findByText('महिला')).toBeInTheDocument();

    // Education: the level's name, the passing date in B.S. in Devanagari digits, the files.
    const education = await within(section('education')).findByTestId('preview-education-record');
    expect(await within(education).findByText('स्नातक')).toBeInTheDocument();
    expect(within(education).getByTestId('preview-education-passedDate')).toHaveTextContent(
      '२०७६-०५-३१ वि.सं. (२०१९-०९-१७ ई.सं.)',
    );
    expect(within(education).getByTestId('preview-education-percentage')).toHaveTextContent('७२.५');
    expect(within(education).getByTestId('preview-education-educationType')).toHaveTextContent(
      'सरकारी',
    );
    expect(education).toHaveTextContent('संलग्न कागजात: ट्रान्सक्रिप्ट, चारित्रिक प्रमाणपत्र');

    // Documents: which are there.
    expect(screen.getByTestId('preview-document-photograph')).toHaveTextContent('अपलोड भयो');
    expect(screen.getByTestId('preview-document-signature')).toHaveTextContent(
      'अहिलेसम्म अपलोड गरिएको छैन',
    );
  });

  it('says plainly what is not given, and English mode shows English names and digits', async () => {
    await i18n.changeLanguage('en');
    serve({
      ...FULL,
      contact: null,
      extra: null,
      records: { education: [EDUCATION] },
    });
    renderPreview();

    const education = await within(await field('preview-education')).findByTestId(
      'preview-education-record',
    );
    expect(await within(education).findByText('Bachelor')).toBeInTheDocument();
    expect(within(education).getByTestId('preview-education-passedDate')).toHaveTextContent(
      '2076-05-31 B.S. (2019-09-17 A.D.)',
    );
    expect(await within(section('contact')).findByText('Not given yet')).toBeInTheDocument();
    expect(within(section('training')).getByText('Not given yet')).toBeInTheDocument();
    expect(within(section('professional-councils')).getByText('Not given yet')).toBeInTheDocument();
    // Extra details and the group/class list are each said to be empty.
    expect(within(section('extra')).getAllByText('Not given yet')).toHaveLength(2);
    expect(within(section('experience')).getAllByText('Not given yet')).toHaveLength(2);
    expect(within(section('personal')).queryByText('Not given yet')).not.toBeInTheDocument();
    expect(within(education).queryByText('Not given yet')).not.toBeInTheDocument();
  });

  it('lists what is missing as links to the tabs, and each section links to its tab', async () => {
    await i18n.changeLanguage('en');
    serve({
      ...FULL,
      status: {
        locked: false,
        documentsLocked: false,
        missing: ['contact', 'education'],
        openHolds: [],
      },
    });
    const { router, user } = renderPreview();

    const missing = await screen.findByTestId('preview-missing');
    expect(within(missing).getByRole('link', { name: 'Contact address' })).toHaveAttribute(
      'href',
      '/user/profile/contact',
    );
    expect(within(missing).getByRole('link', { name: 'Education (at least one)' })).toHaveAttribute(
      'href',
      '/user/profile/education',
    );
    expect(screen.getByTestId('preview-professional-councils-edit')).toHaveAttribute(
      'href',
      '/user/profile/professional',
    );
    expect(screen.getByTestId('preview-experience-edit')).toHaveAttribute(
      'href',
      '/user/profile/experience',
    );
    await user.click(screen.getByRole('link', { name: 'Edit: Personal details' }));
    expect(await screen.findByTestId('other-tab')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/profile/personal');
  });

  it('says when nothing is missing', async () => {
    await i18n.changeLanguage('en');
    serve({
      ...FULL,
      status: { locked: false, documentsLocked: false, missing: [], openHolds: [] },
    });
    renderPreview();
    expect(await screen.findByTestId('preview-complete')).toHaveTextContent(
      'Nothing required is missing',
    );
    expect(screen.queryByTestId('preview-missing')).not.toBeInTheDocument();
  });

  it('offers no Edit link for what the commission has locked', async () => {
    serve({
      ...FULL,
      status: { locked: true, documentsLocked: false, missing: [], openHolds: [] },
    });
    renderPreview();
    await screen.findByTestId('preview-complete');
    for (const name of ['personal', 'contact', 'extra', 'education'])
      expect(screen.queryByTestId(`preview-${name}-edit`)).not.toBeInTheDocument();
    expect(screen.getByTestId('preview-documents-edit')).toBeInTheDocument();
  });

  it('offers Edit for what an open hold names, though the commission has locked the profile', async () => {
    serve({
      ...FULL,
      status: {
        locked: true,
        documentsLocked: false,
        missing: [],
        openHolds: [{ applicationId: 31, reason: 'education', until: '2026-12-01' }],
      },
    });
    renderPreview();
    await screen.findByTestId('preview-complete');
    expect(screen.getByTestId('preview-education-edit')).toHaveAttribute(
      'href',
      '/user/profile/education',
    );
    for (const name of ['personal', 'contact', 'extra'])
      expect(screen.queryByTestId(`preview-${name}-edit`)).not.toBeInTheDocument();
  });

  it('prints the page, leaving the buttons, links and notices out of the print', async () => {
    await i18n.changeLanguage('en');
    serve(FULL);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderPreview();

    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);

    const root = screen.getByTestId('profile-preview');
    expect(root).toHaveAttribute('data-print-root');
    const printed = (element: HTMLElement) => element.closest('[data-print-hide]') === null;
    expect(printed(screen.getByTestId('preview-print'))).toBe(false);
    expect(printed(await screen.findByTestId('preview-missing'))).toBe(false);
    expect(printed(screen.getByTestId('preview-personal-edit'))).toBe(false);
    expect(printed(section('personal'))).toBe(true);
    expect(printed(section('header'))).toBe(true);
  });
});
