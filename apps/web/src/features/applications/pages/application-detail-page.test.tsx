import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TApplication, TApplicationTimeline } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { json, mockFetch, ok, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { anApplication } from '../../../test/fixtures';
import { withAuth } from '../../../test/render';
import { MyApplicationsPage } from './my-applications-page';
import { ApplicationDetailPage } from './application-detail-page';

vi.setConfig({ testTimeout: 30_000 });

// Noon in Nepal, so the day is the same in any test machine's time zone.
const APPROVED: TApplication = anApplication({
  scrutinyStatus: 'approved',
  scrutinyRemarks: 'Documents verified',
  paymentStatus: 'paid',
  paymentReference: 'EBPMB12XYZ1234',
  rollNumber: '17',
  statusMessage: 'approved',
});

const TIMELINE: TApplicationTimeline = [
  { kind: 'applied', at: '2026-11-20T06:15:00.000Z', feePaisa: 150000 },
  {
    kind: 'paid',
    at: '2026-11-21T06:00:00.000Z',
    provider: 'ESEWA',
    paymentReference: 'EBPMB12XYZ1234',
    providerReference: '000AB12',
    amountPaisa: 150000,
  },
  {
    kind: 'scrutiny',
    at: '2026-11-24T06:00:00.000Z',
    decision: 'hold',
    remarks: 'Citizenship scan is unreadable',
  },
  {
    kind: 'scrutiny',
    at: '2026-12-01T06:00:00.000Z',
    decision: 'approved',
    remarks: 'Documents verified',
  },
  { kind: 'roll-number', at: '2026-12-01T07:00:00.000Z', rollNumber: '17' },
];

const NOT_FOUND = {
  status: 0,
  message: { en: 'Not found.', ne: 'भेटिएन।' },
  data: null,
  code: 'NOT_FOUND',
};

let fetchMock: FetchMock;

/** The two calls of the page, for application 31 only (any other id is someone else's). */
function serve(application: TApplication, timeline: TApplicationTimeline) {
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/candidate/applications') return ok([application]);
    if (path === '/api/candidate/applications/31') return ok(application);
    if (path === '/api/candidate/applications/31/timeline') return ok(timeline);
    if (path.startsWith('/api/candidate/applications/')) return json(404, NOT_FOUND);
    throw new Error(`unexpected call ${path}`);
  });
}

function renderAt(url: string) {
  const Providers = withAuth();
  render(
    <Providers>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/vacancy-applied" element={<MyApplicationsPage />} />
          <Route path="/vacancy-applied/:id" element={<ApplicationDetailPage />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

const timelineItems = () =>
  within(screen.getByTestId('application-timeline')).getAllByTestId(/^timeline-event-/);

beforeEach(async () => {
  fetchMock = mockFetch();
  resetToasts();
  await i18n.changeLanguage('en');
});

describe('ApplicationDetailPage', () => {
  it('shows the facts, the status message and the timeline in English', async () => {
    serve(APPROVED, TIMELINE);
    renderAt('/vacancy-applied/31');

    expect(await screen.findByRole('heading', { name: 'Section Officer' })).toBeInTheDocument();
    const message = screen.getByTestId('application-status-message');
    expect(message).toHaveAttribute('data-status-message', 'approved');
    expect(within(message).getByText('Approved')).toBeInTheDocument();
    expect(screen.getByText('ADV-2082-007')).toBeInTheDocument();
    expect(screen.getAllByText('16613/082-83').length).toBeGreaterThan(0);
    expect(screen.getByText('Padma Kanya Campus')).toBeInTheDocument();
    expect(screen.getByText('Rs. 1,500.00')).toBeInTheDocument();
    expect(screen.getByTestId('detail-payment-reference')).toHaveTextContent('EBPMB12XYZ1234');
    expect(screen.getByTestId('detail-scrutiny-remarks')).toHaveTextContent('Documents verified');
    expect(screen.getAllByText('17').length).toBeGreaterThan(0);

    expect(await screen.findByTestId('application-timeline')).toBeInTheDocument();
    const items = timelineItems();
    expect(items.map((item) => item.getAttribute('data-testid'))).toEqual([
      'timeline-event-applied',
      'timeline-event-paid',
      'timeline-event-scrutiny',
      'timeline-event-scrutiny',
      'timeline-event-roll-number',
    ]);
    expect(items[0]).toHaveTextContent('Applied');
    expect(items[0]).toHaveTextContent('Fee: Rs. 1,500.00');
    expect(items[0]).toHaveTextContent('2083-08-04 B.S. (2026-11-20 A.D.)');
    expect(items[1]).toHaveTextContent('Fee paid');
    expect(items[1]).toHaveTextContent('Paid through: eSewa');
    expect(within(items[1]!).getByTestId('timeline-payment-reference')).toHaveTextContent(
      'Payment reference: EBPMB12XYZ1234',
    );
    expect(items[2]).toHaveTextContent('Scrutiny: Hold on');
    expect(items[2]).toHaveTextContent('Remarks: Citizenship scan is unreadable');
    expect(items[3]).toHaveTextContent('Scrutiny: Approved');
    expect(items[3]).toHaveTextContent('2083-08-15 B.S. (2026-12-01 A.D.)');
    expect(items[4]).toHaveTextContent('Roll number assigned');
    expect(items[4]).toHaveTextContent('Roll number: 17');
    expect(screen.getByRole('link', { name: '← Back to my applications' })).toHaveAttribute(
      'href',
      '/vacancy-applied',
    );
  });

  it('shows the same in Nepali, with Devanagari digits', async () => {
    await i18n.changeLanguage('ne');
    serve(
      anApplication({ scrutinyStatus: 'approved', statusMessage: 'partiallyApproved' }),
      TIMELINE.slice(0, 1),
    );
    renderAt('/vacancy-applied/31');

    expect(await screen.findByRole('heading', { name: 'शाखा अधिकृत' })).toBeInTheDocument();
    const message = screen.getByTestId('application-status-message');
    expect(within(message).getByText('आंशिक स्वीकृत')).toBeInTheDocument();
    // Approved in scrutiny, not paid: it says by when to pay, in both calendars.
    expect(message).toHaveTextContent('२०८३-०८-२४ वि.सं. (२०२६-१२-१० ई.सं.) सम्म शुल्क तिर्नुहोस्');
    expect(screen.getByText('पद्मकन्या क्याम्पस')).toBeInTheDocument();
    expect(screen.getByText('रु. १,५००.००')).toBeInTheDocument();
    expect(screen.getByText('१६६१३/०८२-८३', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByTestId('detail-payment-reference')).toHaveTextContent('अझै छैन');

    const [applied] = await screen.findAllByTestId('timeline-event-applied');
    expect(applied).toHaveTextContent('आवेदन दिइयो');
    expect(applied).toHaveTextContent('शुल्क: रु. १,५००.००');
    expect(applied).toHaveTextContent('२०८३-०८-०४ वि.सं. (२०२६-११-२० ई.सं.)');
    expect(screen.getByTestId('pay-esewa-31')).toBeInTheDocument();
  });

  it('says expired and offers no payment once the last payment date has passed', async () => {
    serve(
      anApplication({ statusMessage: 'expired', paymentWindow: 'closed' }),
      TIMELINE.slice(0, 1),
    );
    renderAt('/vacancy-applied/31');
    const message = await screen.findByTestId('application-status-message');
    expect(within(message).getByText('Expired')).toBeInTheDocument();
    expect(message).toHaveTextContent('2083-08-24 B.S. (2026-12-10 A.D.)');
    expect(screen.queryByTestId('pay-esewa-31')).not.toBeInTheDocument();
  });

  it('shows no status message for a rejected application, only the outcome and remarks', async () => {
    serve(
      anApplication({
        scrutinyStatus: 'rejected',
        scrutinyRemarks: 'Age limit exceeded',
        statusMessage: 'none',
      }),
      TIMELINE.slice(0, 1),
    );
    renderAt('/vacancy-applied/31');
    expect(await screen.findByTestId('detail-scrutiny-remarks')).toHaveTextContent(
      'Age limit exceeded',
    );
    expect(screen.queryByTestId('application-status-message')).not.toBeInTheDocument();
  });

  it('says "not found" for an application that is not mine, in both languages', async () => {
    serve(APPROVED, TIMELINE);
    renderAt('/vacancy-applied/99');
    expect(await screen.findByText('Application not found')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(
      '/api/candidate/applications/99/timeline',
    );
    await i18n.changeLanguage('ne');
    expect(await screen.findByText('आवेदन भेटिएन')).toBeInTheDocument();
  });

  it('does not ask the server about an id that is not a number', async () => {
    serve(APPROVED, TIMELINE);
    renderAt('/vacancy-applied/abc');
    expect(await screen.findByTestId('application-not-found')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('MyApplicationsPage', () => {
  it('links each card to its detail page, with its status message', async () => {
    serve(APPROVED, TIMELINE);
    renderAt('/vacancy-applied');
    const link = await screen.findByTestId('application-detail-link-31');
    expect(link).toHaveAttribute('href', '/vacancy-applied/31');
    expect(link).toHaveTextContent('View details and timeline');
    const card = screen.getByTestId('application-31');
    expect(card.querySelector('[data-status-message="approved"]')).toHaveTextContent('Approved');
  });
});
