import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TApplicationStatusReport } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import {
  json,
  mockFetch,
  resetToasts,
  shownToasts,
  type FetchMock,
} from '../../../test/fetch-mock';
import { aStaffMemberWith, renderAt, serveMasterData } from '../../../test/master-data';
import { ApplicationStatusPage } from './application-status-page';
import { APPLICATION, CANDIDATE, callsTo, SECOND_APPLICATION } from './report-fixtures';

vi.setConfig({ testTimeout: 30_000 });

const PAGE = '/admin/application-status';
const STATUS = '/api/internal/reports/application-status';
const READER = aStaffMemberWith('SR', ['read']);

const REPORT: TApplicationStatusReport = {
  candidate: CANDIDATE,
  applications: [
    APPLICATION,
    { ...SECOND_APPLICATION, masterId: 100234, candidateName: 'Sita Sharma' },
  ],
};

let fetchMock: FetchMock;
beforeEach(() => {
  resetToasts();
  fetchMock = mockFetch();
  serveMasterData(
    fetchMock,
    {},
    {
      [`GET ${STATUS}`]: (url) =>
        url.searchParams.get('masterId') === '100234'
          ? REPORT
          : json(404, {
              status: 0,
              code: 'NOT_FOUND',
              message: { en: 'Not found.', ne: 'भेटिएन।' },
              data: null,
            }),
    },
  );
});

const openPage = (search = '') =>
  renderAt(<ApplicationStatusPage />, `${PAGE}${search}`, PAGE, { signedInAs: READER });
const asked = () => callsTo(fetchMock, STATUS).map((url) => url.searchParams.get('masterId'));

describe('the application status in Nepali', () => {
  beforeEach(() => i18n.changeLanguage('ne'));

  it("opens on the address's master id: the candidate and where each application stands", async () => {
    openPage('?masterId=100234');
    expect(screen.getByRole('heading', { level: 1, name: 'आवेदनको अवस्था' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'मास्टर आईडी' })).toHaveValue('१००२३४');
    expect(await screen.findByRole('heading', { level: 2, name: 'Sita Sharma' })).toBeVisible();
    expect(asked()).toEqual(['100234']);
    const status = screen.getByTestId('application-status');
    expect(status).toHaveTextContent('मोबाइल नम्बर९८४१२३४५६७');
    expect(status).toHaveTextContent('नागरिकता प्रमाणपत्र नम्बर२७-०१-७५-०१२३४');
    const table = screen.getByRole('table', { name: 'Sita Sharma का आवेदन' });
    const first = within(table).getByRole('link', {
      name: 'ADV-2083-007 ७/२०८३-८४: आवेदन खोल्नुहोस्',
    });
    expect(first).toHaveAttribute('href', '/admin/application-report/501');
    const row = first.closest('tr')!;
    expect(row).toHaveTextContent('भुक्तानी भयो');
    expect(row).toHaveTextContent('रोकिएको');
    const second = within(table)
      .getByRole('link', { name: 'ADV-2083-009 ९/२०८३-८४: आवेदन खोल्नुहोस्' })
      .closest('tr')!;
    expect(second).toHaveTextContent('भुक्तानी बाँकी');
    expect(second).toHaveTextContent('१२०७');
  });

  it('asks for the master id written, and says plainly when no candidate has it', async () => {
    const user = openPage();
    expect(asked()).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'मास्टर आईडी' }), '९९९');
    await user.click(screen.getByRole('button', { name: 'हेर्नुहोस्' }));
    expect(await screen.findByTestId('status-not-found')).toHaveTextContent(
      'मास्टर आईडी ९९९ भएका कुनै उम्मेदवार छैनन्।',
    );
    expect(asked()).toEqual(['999']);
    expect(shownToasts()).toEqual([]);
    const field = screen.getByRole('textbox', { name: 'मास्टर आईडी' });
    await user.clear(field);
    await user.type(field, '100234');
    await user.click(screen.getByRole('button', { name: 'हेर्नुहोस्' }));
    expect(await screen.findByTestId('application-status')).toBeVisible();
    expect(screen.queryByTestId('status-not-found')).not.toBeInTheDocument();
  });
});

describe('the application status in English', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('names the facts and the statuses in English', async () => {
    openPage('?masterId=100234');
    const status = await screen.findByTestId('application-status');
    expect(status).toHaveTextContent('Master id100234');
    expect(status).toHaveTextContent('GenderFemale');
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Applications of Sita Sharma' })).toHaveTextContent(
        'Hold on',
      ),
    );
  });
});
