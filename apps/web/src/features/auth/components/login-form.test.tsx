import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type TCurrentUser } from '@niyukti/shared';
import { getAccessToken } from '../../../lib/auth/token-store';
import { i18n } from '../../../lib/i18n';
import { json, mockFetch, ok, resetToasts, urlOf, type FetchMock } from '../../../test/fetch-mock';
import { LoginPage } from '../pages/login-page';
import { renderPage } from '../test-helpers';

const candidate: TCurrentUser = {
  id: 7,
  username: 'sita_k',
  fullName: 'Sita Karki',
  type: 'candidate',
  masterId: 1001,
  privileges: [],
  mustChangePassword: true,
};
const tokens = { access_token: 'a1', token_type: 'bearer', expires_in: 900, refresh_token: 'r1' };

let fetchMock: FetchMock;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  resetToasts();
  fetchMock = mockFetch();
});

async function logIn(username: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/^Username or e-mail/), username);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByTestId('login-submit'));
}

describe('LoginPage', { timeout: 15_000 }, () => {
  it('logs in with the password grant and goes where the guards send the user', async () => {
    fetchMock.mockResolvedValueOnce(json(200, tokens)).mockResolvedValueOnce(ok(candidate));
    renderPage(<LoginPage />, '/login');
    await logIn('sita_k', 'Tmp#Pass1');

    expect(await screen.findByTestId('landed')).toHaveTextContent('/home');
    expect(urlOf(fetchMock, 0)).toBe('/oauth/token');
    expect(
      Object.fromEntries(new URLSearchParams(String(fetchMock.mock.calls[0]?.[1]?.body))),
    ).toEqual({
      grant_type: 'password',
      username: 'sita_k',
      password: 'Tmp#Pass1',
    });
    expect(getAccessToken()).toBe('a1');
  });

  it('keeps a wrong password on the page, and asks for nothing the rule forbids', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, {
        error: 'invalid_grant',
        status: 0,
        message: MESSAGES['error.INVALID_CREDENTIALS'],
        data: null,
        code: 'INVALID_CREDENTIALS',
      }),
    );
    renderPage(<LoginPage />, '/login');
    await logIn('sita_k', 'abc');
    expect(
      await screen.findByText(MESSAGES['validation.loginPasswordLength'].en),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/^Password/), 'd');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      MESSAGES['error.INVALID_CREDENTIALS'].en,
    );
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
  });

  it('links to registration, forgotten password and the FAQ, and not to the dev mailbox unless the server has one', () => {
    renderPage(<LoginPage />, '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Frequently asked questions' })).toHaveAttribute(
      'href',
      '/faq',
    );
    expect(screen.queryByTestId('login-dev-mailbox-link')).not.toBeInTheDocument();
    expect(screen.getByTestId('login-forgot-password-link')).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
