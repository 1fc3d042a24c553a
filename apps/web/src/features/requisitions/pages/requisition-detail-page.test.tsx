import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  adToBs,
  MESSAGES,
  toDevanagariDigits,
  todayIso,
  type TConsentLetter,
  type TRequisitionDecision,
  type TRequisitionDetail,
} from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import {
  json,
  mockFetch,
  ok,
  resetToasts,
  shownToasts,
  type FetchMock,
} from '../../../test/fetch-mock';
import { bodyOf, renderAt, serveMasterData } from '../../../test/master-data';
import {
  A_MINISTRY_OFFICER,
  A_STAFF_MEMBER,
  APPROVED_AT,
  aRequisitionDetail,
  FILED_AT,
} from '../test-fixtures';
import { RequisitionDetailPage } from './requisition-detail-page';

vi.setConfig({ testTimeout: 30_000 });

let fetchMock: FetchMock;
let stored: TRequisitionDetail;
let decisionAnswer: (body: TRequisitionDecision) => Response;

const decided = (
  decision: 'approve' | 'reject',
  remarks: string,
  consentLetter?: TConsentLetter,
): TRequisitionDetail => ({
  ...stored,
  consentLetter: consentLetter ?? null,
  status: decision === 'approve' ? 'approved' : 'rejected',
  approvalRemarks: decision === 'approve' ? remarks : null,
  rejectionRemarks: decision === 'reject' ? remarks : null,
  events: [
    ...stored.events,
    {
      id: 2,
      action: decision,
      actor: { id: 2, username: 'hari', name: 'Hari Thapa' },
      remarks,
      at: APPROVED_AT,
    },
  ],
});

beforeEach(() => {
  resetToasts();
  fetchMock = mockFetch();
  stored = aRequisitionDetail();
  decisionAnswer = ({ decision, remarks, consentLetter }) => {
    stored = decided(decision, remarks, consentLetter);
    return ok(
      stored,
      MESSAGES[decision === 'approve' ? 'requisitions.approved' : 'requisitions.rejected'],
    );
  };
  serveMasterData(
    fetchMock,
    {},
    {
      'GET /api/internal/requisitions/7': () => stored,
      'GET /api/internal/requisitions/7/document': () =>
        new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
          status: 200,
          headers: { 'content-type': 'application/pdf' },
        }),
      'POST /api/internal/requisitions/7/decision': (_url, init) =>
        decisionAnswer(JSON.parse(String(init?.body))),
    },
  );
});

const renderPage = (signedInAs = A_STAFF_MEMBER) =>
  renderAt(<RequisitionDetailPage />, '/admin/requisition/7', '/admin/requisition/:id', {
    signedInAs,
  });

const decisionCalls = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('RequisitionDetailPage in Nepali', () => {
  beforeEach(() => i18n.changeLanguage('ne'));

  it('shows every field and the flow as a timeline, in Devanagari digits', async () => {
    renderPage();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('माग फाराम RQ-7/082-83');
    const facts = screen.getByTestId('requisition-facts');
    expect(within(facts).getByText('गृह मन्त्रालय')).toBeVisible();
    expect(within(facts).getByText('जिल्ला प्रशासन कार्यालय, काठमाडौं')).toBeVisible();
    expect(within(facts).getByText('१२')).toBeVisible();
    expect(within(facts).getByText('२०८२-८३')).toBeVisible();
    expect(within(facts).getByText('Twelve posts fell vacant on retirement.')).toBeVisible();
    expect(
      within(facts).getByRole('button', { name: 'कागजात हेर्नुहोस् (पीडीएफ, ४७ केबी)' }),
    ).toBeVisible();
    const timeline = screen.getByTestId('requisition-timeline');
    const filed = within(timeline).getByTestId('requisition-event-file');
    expect(within(filed).getByText('माग पेस गरियो')).toBeVisible();
    expect(filed).toHaveTextContent('Prakash Adhikari (ministry)');
    const day = todayIso(new Date(FILED_AT));
    expect(filed).toHaveTextContent(`${toDevanagariDigits(adToBs(day))} वि.सं.`);
    expect(filed).toHaveTextContent('११:१५ बजे');
  });
});

describe('RequisitionDetailPage in English', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('approves a gazetted post with remarks and the consent letter, and shows the letter', async () => {
    const user = renderPage();
    await user.click(await screen.findByTestId('approve-7'));
    const form = await screen.findByTestId('decision-form');
    await user.type(
      within(form).getByLabelText(/Approval remarks/),
      'Within the sanctioned posts.',
    );
    await user.type(within(form).getByLabelText(/Consent letter number/), 'Ref. 415');
    fireEvent.change(within(form).getByLabelText(/Letter date \(A.D.\)/), {
      target: { value: '2025-11-20' },
    });
    await user.click(within(form).getByTestId('decision-submit'));

    const letter = { number: 'Ref. 415', dateAd: '2025-11-20', dateBs: '2082-08-04' };
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST')).toEqual({
        decision: 'approve',
        remarks: 'Within the sanctioned posts.',
        consentLetter: letter,
      }),
    );
    const facts = await screen.findByTestId('requisition-facts');
    expect(await within(facts).findByText('Ref. 415')).toBeVisible();
    expect(await screen.findByTestId('requisition-event-approve')).toHaveTextContent(
      'Remarks: Within the sanctioned posts.',
    );
    expect(shownToasts()).toContain(MESSAGES['requisitions.approved'].en);
    expect(screen.queryByTestId('decision-form')).not.toBeInTheDocument();
    expect(screen.queryByTestId('approve-7')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('requisition-facts')).getByText('Approved')).toBeVisible();
  });

  it('asks for remarks and a confirmation before rejecting', async () => {
    const user = renderPage();
    await user.click(await screen.findByTestId('reject-7'));
    const form = await screen.findByTestId('decision-form');
    await user.click(within(form).getByTestId('decision-submit'));
    expect(await within(form).findByText(MESSAGES['validation.required'].en)).toBeVisible();

    await user.type(within(form).getByLabelText(/Reason for rejection/), 'No sanctioned posts.');
    await user.click(within(form).getByTestId('decision-submit'));
    const confirm = await screen.findByTestId('decision-confirm');
    expect(confirm).toHaveTextContent('Reject requisition RQ-7/082-83 for this reason?');
    expect(within(confirm).getByText('No sanctioned posts.')).toBeVisible();
    expect(decisionCalls()).toHaveLength(0);

    // Back keeps the remarks; confirming sends them.
    await user.click(within(confirm).getByTestId('decision-back'));
    expect(await screen.findByLabelText(/Reason for rejection/)).toHaveValue(
      'No sanctioned posts.',
    );
    await user.click(screen.getByTestId('decision-submit'));
    await user.click(await screen.findByTestId('decision-confirm-reject'));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST')).toEqual({
        decision: 'reject',
        remarks: 'No sanctioned posts.',
      }),
    );
    expect(decisionCalls()).toHaveLength(1);
    expect(await screen.findByTestId('requisition-event-reject')).toBeVisible();
  });

  it('says why when the requisition was decided meanwhile (409), and reads it again', async () => {
    const message = {
      en: 'Only a requisition waiting for approval can be approved or rejected; this one is approved.',
      ne: 'स्वीकृतिको प्रतीक्षामा रहेको माग फाराम मात्र स्वीकृत वा अस्वीकृत गर्न सकिन्छ; यो माग फाराम अहिले स्वीकृत अवस्थामा छ।',
    };
    stored = aRequisitionDetail({ gazetted: false });
    decisionAnswer = () => {
      stored = decided('approve', 'Approved by another officer.');
      return json(409, { status: 0, message, data: { status: 'approved' }, code: 'CONFLICT' });
    };
    const user = renderPage();
    await user.click(await screen.findByTestId('approve-7'));
    await user.type(await screen.findByLabelText(/Approval remarks/), 'Fine.');
    await user.click(screen.getByTestId('decision-submit'));
    await waitFor(() => expect(shownToasts()).toContain(message.en));
    expect(await screen.findByTestId('requisition-event-approve')).toHaveTextContent(
      'Approved by another officer.',
    );
    expect(screen.queryByTestId('decision-form')).not.toBeInTheDocument();
  });

  it('opens the document, fetched with the token, in a new tab', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:test/document');
    URL.revokeObjectURL = vi.fn();
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'View document (PDF, 47 KB)' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('blob:test/document'));
    const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/7/document'));
    expect(new Headers(call?.[1]?.headers).get('authorization')).toMatch(/^Bearer /);
    open.mockRestore();
  });

  it('offers no decision to an office’s staff', async () => {
    renderPage(A_MINISTRY_OFFICER);
    expect(await screen.findByTestId('requisition-timeline')).toBeVisible();
    expect(screen.queryByTestId('approve-7')).not.toBeInTheDocument();
    expect(screen.queryByTestId('reject-7')).not.toBeInTheDocument();
  });
});
