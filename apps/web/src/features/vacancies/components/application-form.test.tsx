import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TApplication, TExamCentre } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { json, mockFetch, resetToasts, urlOf, type FetchMock } from '../../../test/fetch-mock';
import { withAuth } from '../../../test/render';
import { ApplicationForm } from './application-form';
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

let fetchMock: FetchMock;
beforeEach(async () => {
  fetchMock = mockFetch();
  resetToasts();
  await i18n.changeLanguage('en');
});

function renderForm(onApplied = vi.fn()) {
  render(<ApplicationForm advertisementId={7} examCentres={CENTRES} onApplied={onApplied} />, {
    wrapper: withAuth(),
  });
  return onApplied;
}

describe('ApplicationForm', () => {
  it('requires an exam centre and sends nothing without one', async () => {
    const onApplied = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onApplied).not.toHaveBeenCalled();
  });

  it('lists the centres with their districts in the current language', async () => {
    await i18n.changeLanguage('ne');
    renderForm();
    expect(screen.getByRole('option', { name: 'पद्मकन्या क्याम्पस, काठमाडौं' })).toBeInTheDocument();
    expect(screen.getByLabelText(/परीक्षा केन्द्र/)).toHaveValue('');
  });

  it('posts exactly { advertisementId, examCentreId } and reports the new application', async () => {
    fetchMock.mockImplementation(async () =>
      json(201, { status: 1, message: null, data: CREATED, code: 'OK' }),
    );
    const onApplied = renderForm();
    await userEvent.selectOptions(
      screen.getByLabelText(/Exam centre/),
      'Padma Kanya Campus, Kathmandu',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onApplied).toHaveBeenCalledWith(CREATED));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(urlOf(fetchMock, 0)).toBe('/api/candidate/applications');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toStrictEqual({ advertisementId: 7, examCentreId: 1 });
  });

  it('leaves the form as it was when the server refuses', async () => {
    fetchMock.mockImplementation(async () =>
      json(409, {
        status: 0,
        message: { en: 'You have already applied.', ne: 'पहिले नै' },
        data: null,
        code: 'ALREADY_APPLIED',
      }),
    );
    const onApplied = renderForm();
    await userEvent.selectOptions(screen.getByLabelText(/Exam centre/), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(onApplied).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Exam centre/)).toHaveValue('2');
  });
});
