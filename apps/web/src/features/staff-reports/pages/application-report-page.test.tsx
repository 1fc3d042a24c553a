import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createFormatter } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import {
  json,
  mockFetch,
  resetToasts,
  shownToasts,
  type FetchMock,
} from '../../../test/fetch-mock';
import { aStaffMemberWith, renderAt, serveMasterData } from '../../../test/master-data';
import { ApplicationReportPage } from './application-report-page';
import { APPLICATION_REPORT, callsTo, textOutsideIssuedCodes } from './report-fixtures';

vi.setConfig({ testTimeout: 30_000 });

const PATTERN = '/admin/application-report/:id';
const REPORT = '/api/internal/reports/applications/501';
const READER = aStaffMemberWith('SR', ['read']);

let fetchMock: FetchMock;
beforeEach(() => {
  resetToasts();
  fetchMock = mockFetch();
  serveMasterData(fetchMock, {}, { [`GET ${REPORT}`]: () => APPLICATION_REPORT });
});

const openPage = (id: string | number = 501) =>
  renderAt(<ApplicationReportPage />, `/admin/application-report/${id}`, PATTERN, {
    signedInAs: READER,
  });

describe('one application in Nepali', () => {
  beforeEach(() => i18n.changeLanguage('ne'));

  it('shows the candidate, the advertisement, the fee, the statuses and the timeline', async () => {
    openPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sita Sharma को आवेदन' }),
    ).toBeVisible();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['उम्मेदवार', 'आवेदन', 'शुल्क र अवस्था', 'समयरेखा']);
    const report = screen.getByTestId('application-report');
    const ne = createFormatter('ne');
    for (const text of [
      'मास्टर आईडी१००२३४',
      `जन्म मिति${ne.date('1998-04-14')}`,
      'नागरिकता प्रमाणपत्र नम्बर२७-०१-७५-०१२३४',
      'मोबाइल नम्बर९८४१२३४५६७',
      'इमेलsita@example.com',
      'लिङ्गमहिला',
      'परीक्षा केन्द्रकाठमाडौं',
      'विज्ञापन नम्बर७/२०८३-८४',
      'शुल्करु. १,५००.००',
      'भुक्तानी सन्दर्भ नम्बरEBP-2083-0007',
      'भुक्तानीको अवस्थाभुक्तानी भयो',
      'रुजुको अवस्थारोकिएको',
      'रुजुको कैफियतThe experience letter is unreadable.',
      'रोल नम्बर—',
    ])
      expect(report).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'मास्टर आईडी १००२३४ का सबै आवेदन' })).toHaveAttribute(
      'href',
      '/admin/application-status?masterId=100234',
    );
    const timeline = screen.getByTestId('application-timeline');
    expect(within(timeline).getByTestId('timeline-event-applied')).toHaveTextContent(
      'आवेदन दिइयोशुल्क: रु. १,५००.००',
    );
    expect(within(timeline).getByTestId('timeline-event-paid')).toHaveTextContent(
      'भुक्तानी माध्यम: इसेवा',
    );
    expect(within(timeline).getByTestId('timeline-event-scrutiny')).toHaveTextContent(
      `रुजु: रोकिएकोकैफियत: The experience letter is unreadable.${ne.date('2026-11-25')} · ११:४५`,
    );
    expect(
      textOutsideIssuedCodes(report).replace(
        /Sita Sharma|sita@example\.com|The experience letter is unreadable\./g,
        '',
      ),
    ).not.toMatch(/[0-9A-Za-z]/);
    expect(screen.getByRole('link', { name: 'आवेदन प्रतिवेदनमा फर्कनुहोस्' })).toHaveAttribute(
      'href',
      '/admin/all-application-report',
    );
  });

  it('says plainly that no application has the number, without a toast', async () => {
    serveMasterData(
      fetchMock,
      {},
      {
        [`GET ${REPORT}`]: () =>
          json(404, {
            status: 0,
            code: 'NOT_FOUND',
            message: { en: 'Not found.', ne: 'भेटिएन।' },
            data: null,
          }),
      },
    );
    openPage();
    expect(await screen.findByTestId('application-not-found')).toHaveTextContent(
      'यो नम्बरको कुनै आवेदन छैन। नम्बर गलत लेखिएको हुन सक्छ; आवेदन प्रतिवेदनमा खोज्नुहोस्।',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'आवेदन भेटिएन' })).toBeVisible();
    expect(shownToasts()).toEqual([]);
  });

  it('does not ask the server about an address that names no application', async () => {
    openPage('abc');
    expect(await screen.findByTestId('application-not-found')).toBeVisible();
    expect(callsTo(fetchMock, '/api/internal/reports/applications/abc')).toEqual([]);
  });
});

describe('one application in English', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('names its facts, statuses and events in English', async () => {
    openPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application of Sita Sharma' }),
    ).toBeVisible();
    const report = screen.getByTestId('application-report');
    expect(report).toHaveTextContent('FeeRs. 1,500.00');
    expect(report).toHaveTextContent('Scrutiny statusHold on');
    expect(report).toHaveTextContent('Exam centreKathmandu');
    expect(screen.getByTestId('timeline-event-paid')).toHaveTextContent('Paid through: eSewa');
  });
});
