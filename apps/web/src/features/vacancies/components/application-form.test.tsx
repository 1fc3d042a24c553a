import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MESSAGES,
  type ProfilePart,
  type TApplication,
  type TExamCentre,
  type TPostSubject,
} from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import {
  json,
  mockFetch,
  ok,
  resetToasts,
  shownToasts,
  urlOf,
  type FetchMock,
} from '../../../test/fetch-mock';
import { withAuth } from '../../../test/render';
import { ApplicationForm, type ApplicationFormProps } from './application-form';
import { anApplication } from '../../../test/fixtures';

vi.setConfig({ testTimeout: 30_000 });

const CENTRES: TExamCentre[] = [
  {
    id: 2,
    nameEn: 'Mahendra Morang Campus',
    nameNe: 'महेन्द्र मोरङ क्याम्पस',
    districtEn: 'Morang',
    districtNe: 'मोरङ',
  },
  {
    id: 1,
    nameEn: 'Padma Kanya Campus',
    nameNe: 'पद्मकन्या क्याम्पस',
    districtEn: 'Kathmandu',
    districtNe: 'काठमाडौं',
  },
];

const CREATED: TApplication = anApplication();

const STATUS_PATH = '/api/candidate/profile/status';
const APPLY_PATH = '/api/candidate/applications';

let fetchMock: FetchMock;
/** What the server says is missing from the profile (GET status), until a test changes it. */
let missingNow: ProfilePart[];
/** The answer to POST apply. */
let applyAnswer: () => Response;

beforeEach(async () => {
  fetchMock = mockFetch();
  missingNow = [];
  applyAnswer = () => json(201, { status: 1, message: null, data: CREATED, code: 'OK' });
  fetchMock.mockImplementation(async (input) =>
    String(input).startsWith(STATUS_PATH)
      ? ok({ locked: false, documentsLocked: false, missing: missingNow })
      : applyAnswer(),
  );
  resetToasts();
  await i18n.changeLanguage('en');
});

const callsTo = (path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input).startsWith(path));

const SUBJECTS: TPostSubject[] = [
  {
    facultyId: 4,
    facultyEn: 'Engineering',
    facultyNe: 'इन्जिनियरिङ',
    subjectId: 11,
    subjectEn: 'Civil Engineering',
    subjectNe: 'सिभिल इन्जिनियरिङ',
  },
  {
    facultyId: 4,
    facultyEn: 'Engineering',
    facultyNe: 'इन्जिनियरिङ',
    subjectId: 12,
    subjectEn: 'Geotechnical Engineering',
    subjectNe: 'भू-प्राविधिक इन्जिनियरिङ',
  },
  {
    facultyId: 5,
    facultyEn: 'Science and technology',
    facultyNe: 'विज्ञान तथा प्रविधि',
    subjectId: 13,
    subjectEn: 'Geology',
    subjectNe: 'भूगर्भशास्त्र',
  },
];

function renderForm(onApplied = vi.fn(), extra: Partial<ApplicationFormProps> = {}) {
  const Auth = withAuth();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Auth>
      <MemoryRouter>{children}</MemoryRouter>
    </Auth>
  );
  render(
    <ApplicationForm advertisementId={7} examCentres={CENTRES} onApplied={onApplied} {...extra} />,
    { wrapper },
  );
  return onApplied;
}

/** The profile-gaps links by name, with where each leads. */
async function gapLinks() {
  const notice = await screen.findByTestId('apply-profile-gaps');
  return Array.from(notice.querySelectorAll('a')).map((a) => [
    a.textContent,
    a.getAttribute('href'),
  ]);
}

describe('ApplicationForm', () => {
  it('requires an exam centre and sends nothing without one', async () => {
    const onApplied = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(callsTo(APPLY_PATH)).toHaveLength(0);
    expect(onApplied).not.toHaveBeenCalled();
  });

  it('lists the centres with their districts in the current language', async () => {
    await i18n.changeLanguage('ne');
    renderForm();
    expect(screen.getByRole('option', { name: 'पद्मकन्या क्याम्पस, काठमाडौं' })).toBeInTheDocument();
    expect(screen.getByLabelText(/परीक्षा केन्द्र/)).toHaveValue('');
  });

  it('posts exactly { advertisementId, examCentreId } (no subject asked) and reports the new application', async () => {
    const onApplied = renderForm();
    await waitFor(() => expect(callsTo(STATUS_PATH)).toHaveLength(1));
    await userEvent.selectOptions(
      screen.getByLabelText(/Exam centre/),
      'Padma Kanya Campus, Kathmandu',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onApplied).toHaveBeenCalledWith(CREATED));
    expect(callsTo(APPLY_PATH)).toHaveLength(1);
    expect(urlOf(fetchMock, 1)).toBe(APPLY_PATH);
    const init = fetchMock.mock.calls[1]?.[1];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toStrictEqual({
      advertisementId: 7,
      examCentreId: 1,
      facultyId: null,
      subjectId: null,
    });
  });

  it('leaves the form as it was when the server refuses', async () => {
    applyAnswer = () =>
      json(409, {
        status: 0,
        message: { en: 'You have already applied.', ne: 'पहिले नै' },
        data: null,
        code: 'ALREADY_APPLIED',
      });
    const onApplied = renderForm();
    await userEvent.selectOptions(screen.getByLabelText(/Exam centre/), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(callsTo(APPLY_PATH)).toHaveLength(1));
    expect(onApplied).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Exam centre/)).toHaveValue('2');
    expect(screen.queryByTestId('apply-profile-gaps')).not.toBeInTheDocument();
  });
});

describe('ApplicationForm for a post with subjects (spec §5 "Apply")', () => {
  it('requires a faculty and a subject, offering the chosen faculty’s subjects only', async () => {
    const onApplied = renderForm(vi.fn(), { subjects: SUBJECTS });
    await userEvent.selectOptions(screen.getByLabelText(/Exam centre/), '1');
    expect(screen.getByLabelText(/Subject/)).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(callsTo(APPLY_PATH)).toHaveLength(0);

    await userEvent.selectOptions(screen.getByLabelText(/Faculty/), 'Science and technology');
    const offered = within(screen.getByLabelText(/Subject/)).getAllByRole('option');
    expect(offered.map((option) => option.textContent)).toEqual(['Select a subject', 'Geology']);
    await userEvent.selectOptions(screen.getByLabelText(/Faculty/), 'Engineering');
    await userEvent.selectOptions(screen.getByLabelText(/Subject/), 'Geotechnical Engineering');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onApplied).toHaveBeenCalled());
    const [, init] = callsTo(APPLY_PATH)[0]!;
    expect(JSON.parse(String(init?.body))).toStrictEqual({
      advertisementId: 7,
      examCentreId: 1,
      facultyId: 4,
      subjectId: 12,
    });
  });

  it('names faculties and subjects in Nepali', async () => {
    await i18n.changeLanguage('ne');
    renderForm(vi.fn(), { subjects: SUBJECTS });
    expect(screen.getByRole('option', { name: 'इन्जिनियरिङ' })).toBeInTheDocument();
    expect(screen.getAllByRole('option', { name: 'इन्जिनियरिङ' })).toHaveLength(1);
  });
});

describe('ApplicationForm after the eligibility check', () => {
  it('keeps Apply disabled while the check says no, and shows today’s fee', async () => {
    renderForm(vi.fn(), { blocked: true, feePaisa: 300_000 });
    await waitFor(() => expect(callsTo(STATUS_PATH)).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Apply (fee Rs. 3,000.00)' })).toBeDisabled();
  });

  it('says the fee in Devanagari digits in Nepali', async () => {
    await i18n.changeLanguage('ne');
    renderForm(vi.fn(), { feePaisa: 150_000 });
    expect(screen.getByRole('button', { name: 'आवेदन दिनुहोस् (शुल्क रु. १,५००.००)' })).toBeEnabled();
  });
});

describe('ApplicationForm with an incomplete profile (spec §4)', () => {
  it('names what is missing up front, each a link to its tab, and keeps Apply disabled', async () => {
    missingNow = ['education', 'photograph', 'citizenship'];
    renderForm();
    expect(await gapLinks()).toEqual([
      ['Education (at least one)', '/user/profile/education'],
      ['Photograph', '/user/profile/documents'],
      ['Citizenship certificate (front and back)', '/user/profile/documents'],
    ]);
    expect(screen.getByText('Complete your profile before applying')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(callsTo(APPLY_PATH)).toHaveLength(0);
  });

  it('says the same in Nepali', async () => {
    await i18n.changeLanguage('ne');
    missingNow = ['personal', 'signature'];
    renderForm();
    expect(await gapLinks()).toEqual([
      ['व्यक्तिगत विवरण', '/user/profile/personal'],
      ['हस्ताक्षर', '/user/profile/documents'],
    ]);
    expect(screen.getByText('आवेदन दिनुअघि आफ्नो विवरण पूरा गर्नुहोस्')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'आवेदन दिनुहोस्' })).toBeDisabled();
  });

  it('shows the parts the server names when it refuses with PROFILE_INCOMPLETE', async () => {
    applyAnswer = () =>
      json(422, {
        status: 0,
        message: MESSAGES['error.PROFILE_INCOMPLETE'],
        data: { missing: ['contact', 'extra'] },
        code: 'PROFILE_INCOMPLETE',
      });
    const onApplied = renderForm();
    await waitFor(() => expect(callsTo(STATUS_PATH)).toHaveLength(1));
    expect(screen.queryByTestId('apply-profile-gaps')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/Exam centre/), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await gapLinks()).toEqual([
      ['Contact address', '/user/profile/contact'],
      ['Extra details', '/user/profile/extra'],
    ]);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(shownToasts()).toContain(MESSAGES['error.PROFILE_INCOMPLETE'].en);
    expect(onApplied).not.toHaveBeenCalled();
    // The profile status is asked again, so the rest of the app knows too.
    await waitFor(() => expect(callsTo(STATUS_PATH)).toHaveLength(2));
  });
});
