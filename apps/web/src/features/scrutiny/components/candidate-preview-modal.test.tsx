import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addDaysIso,
  adToBs,
  SCRUTINY_DECISIONS,
  todayIso,
  toDevanagariDigits,
  type ScrutinyDecision,
  type TScrutinyRow,
} from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import {
  mockFetch,
  ok,
  resetToasts,
  shownToasts,
  urlOf,
  type FetchMock,
} from '../../../test/fetch-mock';
import { withAuth } from '../../../test/render';
import { CandidatePreviewModal } from './candidate-preview-modal';
import { anApplication } from '../../../test/fixtures';

vi.setConfig({ testTimeout: 30_000 });

const ROW: TScrutinyRow = {
  ...anApplication({
    id: 42,
    advertisementId: 1,
    advertisementCode: 'ADV-2082-001',
    paymentStatus: 'paid',
  }),
  masterId: 100007,
  candidateName: 'Sita Sharma',
  voucher: null,
};

const WITH_VOUCHER: TScrutinyRow = {
  ...ROW,
  voucher: {
    voucherNumber: '012345AB',
    bankEn: 'Nabil Bank',
    bankNe: 'नबिल बैंक',
    status: 'approved',
    uploadedAt: '2025-11-20T05:00:00.000Z',
    fileId: 77,
  },
};

const SAVED = { en: 'The scrutiny decision has been saved.', ne: 'रुजु निर्णय सुरक्षित भयो।' };

let fetchMock: FetchMock;
beforeEach(async () => {
  fetchMock = mockFetch();
  resetToasts();
  await i18n.changeLanguage('en');
});

function renderModal(
  row: TScrutinyRow = ROW,
  decisions: readonly ScrutinyDecision[] = SCRUTINY_DECISIONS,
) {
  const onClose = vi.fn();
  render(<CandidatePreviewModal row={row} decisions={decisions} onClose={onClose} />, {
    wrapper: withAuth(),
  });
  return onClose;
}

describe('CandidatePreviewModal', () => {
  it("shows the application's facts", () => {
    renderModal();
    expect(screen.getByText('Candidate preview')).toBeInTheDocument();
    expect(screen.getByText('Sita Sharma')).toBeInTheDocument();
    expect(screen.getByText('100007')).toBeInTheDocument();
    expect(screen.getByText('Rs. 1,500.00')).toBeInTheDocument();
  });

  it('shows no voucher section for an application paid online', () => {
    renderModal();
    expect(screen.queryByTestId('scrutiny-voucher')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the voucher's number, bank, upload date and image (read from the staff file route)", async () => {
    fetchMock.mockImplementation(
      async () => new Response(new Blob(['jpeg'], { type: 'image/jpeg' }), { status: 200 }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:voucher');
    URL.revokeObjectURL = vi.fn();
    renderModal(WITH_VOUCHER);
    const voucher = screen.getByTestId('scrutiny-voucher');
    expect(voucher).toHaveTextContent('012345AB · Nabil Bank');
    expect(voucher).toHaveTextContent('Verified');
    expect(await screen.findByTestId('scrutiny-voucher-image')).toBeInTheDocument();
    expect(urlOf(fetchMock, 0)).toBe('/api/internal/files/77');
  });

  it('says it in Nepali too', async () => {
    await i18n.changeLanguage('ne');
    fetchMock.mockImplementation(async () => new Response('', { status: 404 }));
    renderModal(WITH_VOUCHER);
    const voucher = screen.getByTestId('scrutiny-voucher');
    expect(voucher).toHaveTextContent('बैंक भौचर');
    expect(voucher).toHaveTextContent('012345AB · नबिल बैंक');
    expect(await screen.findByText('भौचरको फोटो खोल्न सकिएन।')).toBeInTheDocument();
  });

  it.each(['Approve', 'Reject'])(
    '%s needs a remark: nothing is sent without one',
    async (button) => {
      const onClose = renderModal();
      await userEvent.click(screen.getByRole('button', { name: button }));
      expect(await screen.findByText('This field is required.')).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(onClose).not.toHaveBeenCalled();
    },
  );

  it('offers only the decisions given: none, no form, for a read-only role', () => {
    renderModal(ROW, ['hold']);
    expect(screen.getByTestId('scrutiny-hold')).toBeInTheDocument();
    expect(screen.queryByTestId('scrutiny-approve')).not.toBeInTheDocument();
    expect(screen.queryByTestId('scrutiny-reject')).not.toBeInTheDocument();
    cleanup();
    renderModal(ROW, []);
    expect(screen.getByText('Sita Sharma')).toBeInTheDocument();
    expect(screen.queryByTestId('scrutiny-remarks')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('a blank remark does not count', async () => {
    renderModal();
    await userEvent.type(screen.getByLabelText(/Remarks/), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['Approve', 'approved'],
    ['Reject', 'rejected'],
  ])(
    '%s posts { decision: %s, remarks }, toasts the server message and closes',
    async (button, decision) => {
      fetchMock.mockImplementation(async () => ok({ ...ROW, scrutinyStatus: decision }, SAVED));
      const onClose = renderModal();
      await userEvent.type(screen.getByLabelText(/Remarks/), 'Documents verified');
      await userEvent.click(screen.getByRole('button', { name: button }));
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(urlOf(fetchMock, 0)).toBe('/api/internal/scrutiny/applications/42/decision');
      const init = fetchMock.mock.calls[0]?.[1];
      expect(init?.method).toBe('POST');
      expect(JSON.parse(String(init?.body))).toStrictEqual({
        decision,
        remarks: 'Documents verified',
      });
      expect(shownToasts()).toContain(SAVED.en);
    },
  );

  describe('a hold', () => {
    const IN_A_WEEK = addDaysIso(todayIso(), 7);
    const reasonInput = () => screen.getByLabelText(/Reason for the hold/, { selector: 'input' });
    const sentBody = () => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as unknown;

    it('asks what to fix and by when (a week from today by default); nothing is sent without a reason', async () => {
      const onClose = renderModal();
      expect(screen.queryByTestId('scrutiny-hold-fields')).not.toBeInTheDocument();
      await userEvent.type(screen.getByLabelText(/Remarks/), 'Transcript is unreadable');
      await userEvent.click(screen.getByRole('button', { name: 'Hold' }));
      const fields = await screen.findByTestId('scrutiny-hold-fields');
      expect(within(fields).getByText('Hold: what to fix and by when')).toBeInTheDocument();
      expect(await within(fields).findByText('This field is required.')).toBeInTheDocument();
      expect(reasonInput()).toHaveAttribute('aria-invalid', 'true');
      // The message takes the focus, so the keyboard lands where the fix is.
      await waitFor(() => expect(reasonInput()).toHaveFocus());
      expect(screen.getByLabelText(/Last day to fix \(A\.D\.\)/)).toHaveValue(IN_A_WEEK);
      expect(screen.getByLabelText(/Last day to fix \(B\.S\.\)/)).toHaveValue(adToBs(IN_A_WEEK));
      expect(fetchMock).not.toHaveBeenCalled();
      expect(onClose).not.toHaveBeenCalled();
    });

    it('says the missing reason in Nepali too', async () => {
      await i18n.changeLanguage('ne');
      renderModal();
      await userEvent.type(screen.getByLabelText(/कैफियत/), 'लब्धाङ्क पत्र अस्पष्ट');
      await userEvent.click(screen.getByRole('button', { name: 'रोक्का गर्नुहोस्' }));
      const fields = await screen.findByTestId('scrutiny-hold-fields');
      expect(await within(fields).findByText('यो विवरण अनिवार्य छ।')).toBeInTheDocument();
      expect(screen.getByLabelText(/रोक्काको कारण/, { selector: 'input' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      expect(screen.getByLabelText(/सच्याउने अन्तिम दिन \(वि\.सं\.\)/)).toHaveValue(
        toDevanagariDigits(adToBs(IN_A_WEEK)),
      );
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('posts the reason and the last day as an A.D. date, toasts and closes', async () => {
      fetchMock.mockImplementation(async () => ok({ ...ROW, scrutinyStatus: 'hold' }, SAVED));
      const onClose = renderModal();
      await userEvent.type(screen.getByLabelText(/Remarks/), 'Transcript is unreadable');
      await userEvent.click(screen.getByRole('button', { name: 'Hold' }));
      await userEvent.click(
        await screen.findByLabelText(/Reason for the hold/, { selector: 'input' }),
      );
      await userEvent.click(
        await screen.findByRole('option', {
          name: 'Education certificate or transcript missing or unclear',
        }),
      );
      // The last day typed in B.S.: the A.D. day follows, and that is what is sent.
      const tenDays = addDaysIso(todayIso(), 10);
      const bs = screen.getByLabelText(/Last day to fix \(B\.S\.\)/);
      await userEvent.clear(bs);
      await userEvent.type(bs, adToBs(tenDays));
      expect(screen.getByLabelText(/Last day to fix \(A\.D\.\)/)).toHaveValue(tenDays);
      await userEvent.click(screen.getByRole('button', { name: 'Hold' }));
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(urlOf(fetchMock, 0)).toBe('/api/internal/scrutiny/applications/42/decision');
      expect(sentBody()).toStrictEqual({
        decision: 'hold',
        remarks: 'Transcript is unreadable',
        holdReason: 'education',
        holdUntil: tenDays,
      });
      expect(shownToasts()).toContain(SAVED.en);
    });

    it('refuses a last day more than 30 days away, in the shared message', async () => {
      renderModal({ ...ROW, scrutinyRemarks: 'Photo unclear' });
      await userEvent.click(screen.getByRole('button', { name: 'Hold' }));
      await userEvent.click(
        await screen.findByLabelText(/Reason for the hold/, { selector: 'input' }),
      );
      await userEvent.click(
        await screen.findByRole('option', { name: 'Photograph or signature unclear' }),
      );
      const ad = screen.getByLabelText(/Last day to fix \(A\.D\.\)/);
      await userEvent.clear(ad);
      await userEvent.type(ad, addDaysIso(todayIso(), 31));
      await userEvent.click(screen.getByRole('button', { name: 'Hold' }));
      expect(
        await screen.findByText(
          'The last day to fix must be after today and at most 30 days away.',
        ),
      ).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('an approval after the hold fields were opened sends no hold', async () => {
      fetchMock.mockImplementation(async () => ok({ ...ROW, scrutinyStatus: 'approved' }, SAVED));
      const onClose = renderModal();
      await userEvent.type(screen.getByLabelText(/Remarks/), 'Documents verified');
      await userEvent.click(screen.getByRole('button', { name: 'Hold' }));
      await screen.findByTestId('scrutiny-hold-fields');
      await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
      expect(sentBody()).toStrictEqual({ decision: 'approved', remarks: 'Documents verified' });
    });

    it("shows a held application's reason and last day in the preview", () => {
      renderModal({
        ...ROW,
        scrutinyStatus: 'hold',
        scrutinyRemarks: 'Photo unclear',
        holdReason: 'photograph',
        holdUntil: '2026-12-01',
      });
      expect(screen.getByTestId('scrutiny-preview-hold-reason')).toHaveTextContent(
        'Photograph or signature unclear',
      );
      expect(screen.getByTestId('scrutiny-preview-hold-until')).toHaveTextContent(
        '2083-08-15 B.S. (2026-12-01 A.D.)',
      );
    });
  });
});
