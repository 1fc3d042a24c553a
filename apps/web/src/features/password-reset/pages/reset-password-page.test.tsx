import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { json, mockFetch, ok, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { RESET_PASSWORD_PATH, resetTokenPath } from '../api/reset-password';
import { bodiesSentTo, renderPage, serveRoutes } from '../test-helpers';
import { ResetPasswordPage } from './reset-password-page';

const TOKEN = 'AbC_def-123';
const CHECK = `GET ${resetTokenPath(TOKEN)}`;
const RESET = `POST ${RESET_PASSWORD_PATH}`;

const invalidLink = () =>
  json(400, {
    status: 0,
    message: MESSAGES['error.RESET_TOKEN_INVALID'],
    data: null,
    code: 'RESET_TOKEN_INVALID',
  });
const validLink = () => ok({ username: 'sita_k' });
const resetDone = () => ok(null, MESSAGES['passwordReset.done']);

let fetchMock: FetchMock;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  resetToasts();
  fetchMock = mockFetch();
});

function openPage() {
  renderPage(<ResetPasswordPage />, '/change/password/:tokenId', `/change/password/${TOKEN}`);
  return userEvent.setup({ delay: null });
}

describe('ResetPasswordPage', { timeout: 15_000 }, () => {
  it('names the account, ticks the rule and resets with the token of the link', async () => {
    serveRoutes(fetchMock, { [CHECK]: [validLink], [RESET]: [resetDone] });
    const user = openPage();
    expect(await screen.findByTestId('reset-password-username')).toHaveTextContent('sita_k');

    await user.type(screen.getByLabelText(/^New password/), 'abc');
    expect(screen.getByTestId('password-rule-lower')).toHaveAttribute('data-met', 'true');
    expect(screen.getByTestId('password-rule-length')).toHaveAttribute('data-met', 'false');
    await user.type(screen.getByLabelText(/^New password/), 'DEF123');
    for (const rule of ['length', 'upper', 'lower', 'digit'])
      expect(screen.getByTestId(`password-rule-${rule}`)).toHaveAttribute('data-met', 'true');

    await user.type(screen.getByLabelText(/^Confirm new password/), 'abcDEF123');
    await user.click(screen.getByTestId('reset-password-submit'));

    expect(await screen.findByTestId('reset-password-done')).toHaveTextContent(
      MESSAGES['passwordReset.done'].en,
    );
    expect(bodiesSentTo(fetchMock, 'POST', RESET_PASSWORD_PATH)).toEqual([
      { token: TOKEN, newPassword: 'abcDEF123', confirmPassword: 'abcDEF123' },
    ]);
    expect(screen.getByTestId('reset-password-login')).toHaveAttribute('href', '/login');
  });

  it('refuses a weak or mismatched password before calling the server', async () => {
    serveRoutes(fetchMock, { [CHECK]: [validLink] });
    const user = openPage();
    await screen.findByTestId('reset-password-form');
    await user.type(screen.getByLabelText(/^New password/), 'abcdefgh');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'abcdefgX');
    await user.click(screen.getByTestId('reset-password-submit'));
    expect(
      await screen.findByText(MESSAGES['validation.passwordNeedsUpper'].en),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES['validation.passwordMismatch'].en)).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', RESET_PASSWORD_PATH)).toHaveLength(0);
  });

  it('shows an invalid link in Nepali with a way to ask for a new one, and no form', async () => {
    await i18n.changeLanguage('ne');
    serveRoutes(fetchMock, { [CHECK]: [invalidLink] });
    openPage();
    expect(await screen.findByTestId('reset-password-invalid')).toHaveTextContent(
      MESSAGES['error.RESET_TOKEN_INVALID'].ne,
    );
    expect(screen.getByTestId('reset-password-new-link')).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByTestId('reset-password-form')).not.toBeInTheDocument();
    expect(screen.getByTestId('back-to-login-link')).toHaveAttribute('href', '/login');
  });

  it('turns into the invalid-link panel when the link dies while the person types', async () => {
    serveRoutes(fetchMock, { [CHECK]: [validLink], [RESET]: [invalidLink] });
    const user = openPage();
    await screen.findByTestId('reset-password-form');
    await user.type(screen.getByLabelText(/^New password/), 'abcDEF123');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'abcDEF123');
    await user.click(screen.getByTestId('reset-password-submit'));
    expect(await screen.findByTestId('reset-password-invalid')).toBeInTheDocument();
    expect(screen.queryByTestId('reset-password-form')).not.toBeInTheDocument();
  });
});
