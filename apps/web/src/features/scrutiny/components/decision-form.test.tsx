import { render, screen, waitFor, within } from '@testing-library/react';
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
import { aScrutinyRow } from '../test-fixtures';
import { DecisionForm } from './decision-form';

vi.setConfig({ testTimeout: 30_000 });

const ROW: TScrutinyRow = aScrutinyRow();

const SAVED = { en: 'The scrutiny decision has been saved.', ne: 'रुजु निर्णय सुरक्षित भयो।' };

let fetchMock: FetchMock;
beforeEach(async () => {
  fetchMock = mockFetch();
  resetToasts();
  await i18n.changeLanguage('en');
});

function renderForm(
  row: TScrutinyRow = ROW,
  decisions: readonly ScrutinyDecision[] = SCRUTINY_DECISIONS,
  shortcuts = false,
) {
  const onDecided = vi.fn();
  render(
    <DecisionForm row={row} decisions={decisions} onDecided={onDecided} shortcuts={shortcuts} />,
    { wrapper: withAuth() },
  );
  return onDecided;
}

describe('DecisionForm', () => {
  it.each(['Approve', 'Reject'])(
    '%s needs a remark: nothing is sent without one',
    async (button) => {
      const onDecided = renderForm();
      await userEvent.click(screen.getByRole('button', { name: button }));
      expect(await screen.findByText('This field is required.')).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(onDecided).not.toHaveBeenCalled();
    },
  );

  it('offers only the decisions given', () => {
    renderForm(ROW, ['hold']);
    expect(screen.getByTestId('scrutiny-hold')).toBeInTheDocument();
    expect(screen.queryByTestId('scrutiny-approve')).not.toBeInTheDocument();
    expect(screen.queryByTestId('scrutiny-reject')).not.toBeInTheDocument();
  });

  it('a blank remark does not count', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText(/Remarks/), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['Approve', 'approved'],
    ['Reject', 'rejected'],
  ])(
    '%s posts { decision: %s, remarks }, toasts the server message and moves on',
    async (button, decision) => {
      fetchMock.mockImplementation(async () => ok({ ...ROW, scrutinyStatus: decision }, SAVED));
      const onDecided = renderForm();
      await userEvent.type(screen.getByLabelText(/Remarks/), 'Documents verified');
      await userEvent.click(screen.getByRole('button', { name: button }));
      await waitFor(() => expect(onDecided).toHaveBeenCalledTimes(1));
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
      const onDecided = renderForm();
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
      expect(onDecided).not.toHaveBeenCalled();
    });

    it('says the missing reason in Nepali too', async () => {
      await i18n.changeLanguage('ne');
      renderForm();
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

    it('posts the reason and the last day as an A.D. date, toasts and moves on', async () => {
      fetchMock.mockImplementation(async () => ok({ ...ROW, scrutinyStatus: 'hold' }, SAVED));
      const onDecided = renderForm();
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
      await waitFor(() => expect(onDecided).toHaveBeenCalledTimes(1));
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
      renderForm({ ...ROW, scrutinyRemarks: 'Photo unclear' });
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
      const onDecided = renderForm();
      await userEvent.type(screen.getByLabelText(/Remarks/), 'Documents verified');
      await userEvent.click(screen.getByRole('button', { name: 'Hold' }));
      await screen.findByTestId('scrutiny-hold-fields');
      await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
      await waitFor(() => expect(onDecided).toHaveBeenCalledTimes(1));
      expect(sentBody()).toStrictEqual({ decision: 'approved', remarks: 'Documents verified' });
    });
  });

  describe('from the keyboard', () => {
    const remarks = () => screen.getByLabelText(/Remarks/);

    it('A chooses approve and puts the cursor in the remark; Ctrl+Enter there sends it', async () => {
      fetchMock.mockImplementation(async () => ok({ ...ROW, scrutinyStatus: 'approved' }, SAVED));
      const onDecided = renderForm(ROW, SCRUTINY_DECISIONS, true);
      await userEvent.keyboard('a');
      expect(remarks()).toHaveFocus();
      // The key chose; it typed nothing.
      expect(remarks()).toHaveValue('');
      expect(screen.getByTestId('scrutiny-chosen')).toHaveTextContent('Approve chosen');
      await userEvent.keyboard('Documents verified');
      await userEvent.keyboard('{Control>}{Enter}{/Control}');
      await waitFor(() => expect(onDecided).toHaveBeenCalledTimes(1));
      expect(urlOf(fetchMock, 0)).toBe('/api/internal/scrutiny/applications/42/decision');
      expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toStrictEqual({
        decision: 'approved',
        remarks: 'Documents verified',
      });
    });

    it('letters typed in the remark are text, not shortcuts', async () => {
      renderForm(ROW, SCRUTINY_DECISIONS, true);
      await userEvent.click(remarks());
      await userEvent.keyboard('hard');
      expect(remarks()).toHaveValue('hard');
      expect(screen.queryByTestId('scrutiny-hold-fields')).not.toBeInTheDocument();
      expect(screen.queryByTestId('scrutiny-chosen')).not.toBeInTheDocument();
    });

    it('H opens the hold fields; Ctrl+Enter asks for the reason before anything is sent', async () => {
      const onDecided = renderForm(ROW, SCRUTINY_DECISIONS, true);
      await userEvent.keyboard('h');
      expect(await screen.findByTestId('scrutiny-hold-fields')).toBeInTheDocument();
      expect(remarks()).toHaveFocus();
      await userEvent.keyboard('Photo unclear{Control>}{Enter}{/Control}');
      expect(
        await within(screen.getByTestId('scrutiny-hold-fields')).findByText(
          'This field is required.',
        ),
      ).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(onDecided).not.toHaveBeenCalled();
    });

    it('Ctrl+Enter before a decision is chosen says to choose one, in Nepali too', async () => {
      await i18n.changeLanguage('ne');
      renderForm(ROW, SCRUTINY_DECISIONS, true);
      await userEvent.click(screen.getByLabelText(/कैफियत/));
      await userEvent.keyboard('ठिक छ{Control>}{Enter}{/Control}');
      expect(screen.getByTestId('scrutiny-chosen')).toHaveTextContent('पहिले निर्णय छान्नुहोस्');
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('R with no remark: Ctrl+Enter shows the required message in Nepali and sends nothing', async () => {
      await i18n.changeLanguage('ne');
      renderForm(ROW, SCRUTINY_DECISIONS, true);
      await userEvent.keyboard('r');
      await userEvent.keyboard('{Control>}{Enter}{/Control}');
      expect(await screen.findByText('यो विवरण अनिवार्य छ।')).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('offers no key for a decision the user may not take, and none without shortcuts', async () => {
      renderForm(ROW, ['hold'], true);
      await userEvent.keyboard('a');
      expect(remarks()).not.toHaveFocus();
      expect(screen.getByTestId('scrutiny-hold')).toHaveAttribute('aria-keyshortcuts', 'H');
    });
  });
});
