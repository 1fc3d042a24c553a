import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { bsToAd, type TMasterRecord, type TOpenHold, type TProfileRecord } from '@niyukti/shared';
import { storeTokens } from '../../../lib/auth/token-store';
import { i18n } from '../../../lib/i18n';
import { installFakeXhr, type FakeXhr } from '../../../test/fake-xhr';
import { mockFetch, resetToasts, shownToasts, type FetchMock } from '../../../test/fetch-mock';
import { renderAt, serveMasterData } from '../../../test/master-data';
import { EducationTab } from './education-tab';

vi.setConfig({ testTimeout: 30_000 });

const named = (id: number, nameEn: string, nameNe: string): TMasterRecord => ({
  id,
  active: true,
  nameEn,
  nameNe,
});
const LISTS: Record<string, TMasterRecord[]> = {
  'education-levels': [named(6, 'Bachelor', 'स्नातक')],
  faculties: [named(7, 'Management', 'व्यवस्थापन')],
  countries: [named(8, 'Nepal', 'नेपाल')],
};

const PASSED_BS = '2075-03-15';
const PASSED_AD = bsToAd(PASSED_BS)!;
const PDF_BYTES = '%PDF-1.7 a transcript';
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

const SAVED: TProfileRecord = {
  id: 5,
  universityOrBoardName: 'Tribhuvan University',
  levelId: 6,
  facultyId: 7,
  majorSubject: 'Economics',
  percentage: 72.5,
  divisionOrGrade: 'First',
  educationType: 'government',
  countryId: 8,
  passedDateAd: PASSED_AD,
  passedDateBs: PASSED_BS,
  description: null,
  files: {
    transcript: { fileId: 31, contentType: 'application/pdf', byteSize: 120_000 },
    backTranscript: null,
    characterCertificate: { fileId: 32, contentType: 'image/png', byteSize: 80_000 },
    equivalentCertificate: null,
  },
};

let fetchMock: FetchMock;
let xhrs: FakeXhr[];
let stored: TProfileRecord[];
let locked: boolean;
let openHolds: TOpenHold[];

function serve() {
  serveMasterData(fetchMock, LISTS, {
    'GET /api/candidate/profile/education': () => stored,
    'DELETE /api/candidate/profile/education/5': () => {
      stored = [];
      return null;
    },
    'GET /api/candidate/profile/status': () => ({
      locked,
      documentsLocked: false,
      missing: [],
      openHolds,
    }),
  });
}

const renderTab = () =>
  renderAt(<EducationTab />, '/user/profile/education', '/user/profile/education');
type User = ReturnType<typeof renderAt>;

const byId = (testId: string) => screen.getByTestId(testId);
const fileInput = (slot: string) =>
  document.querySelector<HTMLInputElement>(`input[type="file"][name="${slot}"]`)!;
const bsInput = (field: string) => document.getElementById(`record-${field}-bs`)!;

async function choose(user: User, testId: string, option: string) {
  await user.click(await screen.findByTestId(testId));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Add opens once the list has loaded. */
async function openAddForm(user: User) {
  const add = await screen.findByTestId('record-add-education');
  await waitFor(() => expect(add).toBeEnabled());
  await user.click(add);
}

const aTranscript = () => new File([PDF_BYTES], 'marks.pdf', { type: 'application/pdf' });

/** Everything a new education record needs, files included unless told otherwise. */
async function fillEducation(
  user: User,
  files: { transcript?: File; characterCertificate?: boolean } = {},
) {
  await openAddForm(user);
  await user.type(byId('record-field-universityOrBoardName'), 'Tribhuvan University');
  await choose(user, 'record-field-levelId', 'स्नातक');
  await choose(user, 'record-field-facultyId', 'व्यवस्थापन');
  await user.type(byId('record-field-majorSubject'), 'Economics');
  await user.type(byId('record-field-percentage'), '७२.५');
  await user.type(byId('record-field-divisionOrGrade'), 'First');
  await choose(user, 'record-field-educationType', 'सरकारी');
  await choose(user, 'record-field-countryId', 'नेपाल');
  await user.type(bsInput('passedDate'), PASSED_BS);
  await user.upload(fileInput('transcript'), files.transcript ?? aTranscript());
  if (files.characterCertificate !== false)
    await user.upload(
      fileInput('characterCertificate'),
      new File([PNG_BYTES], 'character.png', { type: 'image/png' }),
    );
}

/** Lets a save that should not happen have its chance to start. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

const sentData = (xhr: FakeXhr) => JSON.parse(String(xhr.body?.get('data'))) as unknown;

beforeEach(async () => {
  await i18n.changeLanguage('ne');
  resetToasts();
  storeTokens('access-1');
  fetchMock = mockFetch();
  xhrs = installFakeXhr();
  stored = [];
  locked = false;
  openHolds = [];
  serve();
});

describe('EducationTab', () => {
  it('adds a record: the fields as JSON in `data`, one part per chosen file, then shows it', async () => {
    const user = renderTab();
    expect(await screen.findByTestId('record-empty-education')).toHaveTextContent(
      'शैक्षिक योग्यताको विवरण अहिलेसम्म थपिएको छैन।',
    );
    await fillEducation(user);
    await user.click(byId('record-submit'));

    await waitFor(() => expect(xhrs).toHaveLength(1));
    const [xhr] = xhrs as [FakeXhr];
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/candidate/profile/education');
    expect(sentData(xhr)).toEqual({
      universityOrBoardName: 'Tribhuvan University',
      levelId: 6,
      facultyId: 7,
      majorSubject: 'Economics',
      percentage: 72.5,
      divisionOrGrade: 'First',
      educationType: 'government',
      countryId: 8,
      passedDateAd: PASSED_AD,
      passedDateBs: PASSED_BS,
      description: null,
    });
    expect((xhr.body?.get('transcript') as File).name).toBe('marks.pdf');
    expect((xhr.body?.get('characterCertificate') as File).name).toBe('character.png');
    expect(xhr.body?.has('backTranscript')).toBe(false);

    xhr.progress(40, 100);
    const bar = await screen.findByRole('progressbar');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByText('पठाउँदै… ४०%')).toBeVisible();

    stored = [SAVED];
    const message = { en: 'The details have been saved.', ne: 'विवरण सुरक्षित गरियो।' };
    xhr.respond(200, { status: 1, message, data: SAVED, code: 'OK' });

    const card = await screen.findByTestId('record-card-education-5');
    expect(within(card).getByText('स्नातक · Tribhuvan University')).toBeVisible();
    expect(within(card).getByText('सरकारी')).toBeVisible();
    expect(within(card).getByText('७२.५')).toBeVisible();
    expect(within(card).getByTestId('record-file-link-transcript')).toHaveTextContent(
      'ट्रान्सक्रिप्ट (पीडीएफ, ११७ केबी)',
    );
    expect(screen.queryByTestId('record-form-education')).not.toBeInTheDocument();
    expect(shownToasts()).toContain(message.ne);
  });

  it('shows a schema rule under its field before anything is sent (percentage 100)', async () => {
    const user = renderTab();
    await fillEducation(user);
    const percentage = byId('record-field-percentage');
    await user.clear(percentage);
    await user.type(percentage, '100');
    await user.tab();
    expect(percentage).toHaveAccessibleDescription('१ भन्दा बढी र १०० भन्दा कम सङ्ख्या लेख्नुहोस्।');
    await user.click(byId('record-submit'));
    await settle();
    expect(percentage).toHaveAttribute('aria-invalid', 'true');
    expect(xhrs).toHaveLength(0);
  });

  it('refuses a file over 500 KB in the browser and sends nothing', async () => {
    const user = renderTab();
    const big = new File([PDF_BYTES, new Uint8Array(501 * 1024)], 'scan.pdf', {
      type: 'application/pdf',
    });
    await fillEducation(user, { transcript: big });
    expect(byId('record-file-transcript')).toHaveAccessibleDescription(
      expect.stringContaining('फाइल बढीमा ५०० केबीको हुनुपर्छ।'),
    );
    await user.click(byId('record-submit'));
    await settle();
    expect(xhrs).toHaveLength(0);
    expect(screen.getByText('फाइल बढीमा ५०० केबीको हुनुपर्छ।')).toBeVisible();
  });

  it('asks for a required file a new record lacks, with the fields’ problems, and sends nothing', async () => {
    const user = renderTab();
    await fillEducation(user, { characterCertificate: false });
    await user.clear(byId('record-field-majorSubject'));
    await user.click(byId('record-submit'));
    await waitFor(() =>
      expect(byId('record-file-characterCertificate')).toHaveAccessibleDescription(
        expect.stringContaining('यो विवरण अनिवार्य छ।'),
      ),
    );
    expect(byId('record-field-majorSubject')).toHaveAccessibleDescription('यो विवरण अनिवार्य छ।');
    await user.type(byId('record-field-majorSubject'), 'Economics');
    await user.click(byId('record-submit'));
    await settle();
    expect(xhrs).toHaveLength(0);
  });

  it('places the server’s issues under their fields and keeps the form open', async () => {
    const user = renderTab();
    await fillEducation(user);
    await user.click(byId('record-submit'));
    await waitFor(() => expect(xhrs).toHaveLength(1));
    xhrs[0]!.respond(400, {
      status: 0,
      message: { en: 'Use letters only.', ne: 'अक्षर मात्र प्रयोग गर्नुहोस्।' },
      data: {
        issues: [
          { path: 'universityOrBoardName', message: 'validation.lettersOnly' },
          { path: 'transcript', message: 'validation.filePdf' },
        ],
      },
      code: 'VALIDATION_FAILED',
    });
    await waitFor(() =>
      expect(byId('record-field-universityOrBoardName')).toHaveAccessibleDescription(
        'अक्षर मात्र प्रयोग गर्नुहोस्।',
      ),
    );
    expect(byId('record-file-transcript')).toHaveAccessibleDescription(
      expect.stringContaining('पीडीएफ फाइल मात्र'),
    );
    expect(byId('record-form-education')).toBeInTheDocument();
  });

  it('edits a record without choosing files: only `data` is sent and the files are kept', async () => {
    stored = [SAVED];
    const user = renderTab();
    await user.click(await screen.findByTestId('record-card-education-5-edit'));
    expect(byId('record-field-percentage')).toHaveValue('७२.५');
    expect(byId('record-file-transcript')).toHaveAccessibleDescription(
      'सुरक्षित: पीडीएफ, ११७ केबी। अर्को फाइल नछानेसम्म यही रहन्छ।',
    );
    await user.clear(byId('record-field-majorSubject'));
    await user.type(byId('record-field-majorSubject'), 'Accounting');
    await user.click(byId('record-submit'));

    await waitFor(() => expect(xhrs).toHaveLength(1));
    const [xhr] = xhrs as [FakeXhr];
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/api/candidate/profile/education/5');
    expect([...xhr.body!.keys()]).toEqual(['data']);
    expect(sentData(xhr)).toMatchObject({ majorSubject: 'Accounting', percentage: 72.5 });
    stored = [{ ...SAVED, majorSubject: 'Accounting' }];
    xhr.respond(200, { status: 1, message: null, data: stored[0], code: 'OK' });
    expect(await screen.findByText('Accounting')).toBeVisible();
  });

  it('asks the spec’s question before deleting, then calls DELETE', async () => {
    stored = [SAVED];
    const user = renderTab();
    await user.click(await screen.findByTestId('record-card-education-5-delete'));
    expect(screen.getByText('के तपाईं यो शैक्षिक योग्यता विवरण मेटाउन निश्चित हुनुहुन्छ?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'रद्द गर्नुहोस्' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByTestId('record-card-education-5-delete'));
    await user.click(screen.getByRole('button', { name: 'पुष्टि गर्नुहोस्' }));
    expect(await screen.findByTestId('record-empty-education')).toBeVisible();
    const deleted = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(String(deleted?.[0])).toBe('/api/candidate/profile/education/5');
  });

  it('shows a locked profile’s records read-only, without add, edit or delete', async () => {
    stored = [SAVED];
    locked = true;
    renderTab();
    expect(await screen.findByTestId('record-locked-education')).toBeVisible();
    expect(screen.getByTestId('record-card-education-5')).toBeVisible();
    expect(screen.queryByTestId('record-add-education')).not.toBeInTheDocument();
    expect(screen.queryByTestId('record-card-education-5-edit')).not.toBeInTheDocument();
    expect(screen.queryByTestId('record-card-education-5-delete')).not.toBeInTheDocument();
  });

  it('opens a locked profile’s education to a scrutiny hold that names it', async () => {
    stored = [SAVED];
    locked = true;
    openHolds = [{ applicationId: 31, reason: 'education', until: '2026-12-01' }];
    renderTab();
    const add = await screen.findByTestId('record-add-education');
    await waitFor(() => expect(add).toBeEnabled());
    expect(screen.getByTestId('record-card-education-5-edit')).toBeVisible();
    expect(screen.getByTestId('record-card-education-5-delete')).toBeVisible();
    expect(screen.queryByTestId('record-locked-education')).not.toBeInTheDocument();
  });

  it('keeps a locked profile’s education read-only under a hold that names another part', async () => {
    stored = [SAVED];
    locked = true;
    openHolds = [{ applicationId: 31, reason: 'address', until: '2026-12-01' }];
    renderTab();
    expect(await screen.findByTestId('record-locked-education')).toBeVisible();
    expect(screen.queryByTestId('record-add-education')).not.toBeInTheDocument();
    expect(screen.queryByTestId('record-card-education-5-edit')).not.toBeInTheDocument();
  });

  it('labels the form and the card in Nepali, and in English after switching', async () => {
    stored = [SAVED];
    const user = renderTab();
    const card = await screen.findByTestId('record-card-education-5');
    await waitFor(() => expect(within(card).getByText('व्यवस्थापन')).toBeVisible());
    expect(within(card).getByText('सङ्काय')).toBeVisible();
    expect(within(card).getByText('२०७५-०३-१५ वि.सं.', { exact: false })).toBeVisible();
    await user.click(byId('record-add-education'));
    expect(screen.getByRole('dialog', { name: 'शैक्षिक योग्यता थप्नुहोस्' })).toBeVisible();
    expect(screen.getByLabelText(/विश्वविद्यालय वा बोर्ड/)).toBeVisible();
    expect(screen.getByLabelText(/उत्तीर्ण मिति \(वि\.सं\.\)/)).toBeVisible();
    expect(screen.getByText('ट्रान्सक्रिप्ट')).toBeVisible();

    await i18n.changeLanguage('en');
    expect(await screen.findByLabelText(/University or board/)).toBeVisible();
    expect(within(card).getByText('Management')).toBeVisible();
  });
});
