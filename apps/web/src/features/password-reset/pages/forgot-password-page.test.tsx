import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import {
  json,
  mockFetch,
  ok,
  resetToasts,
  shownToasts,
  type FetchMock,
} from '../../../test/fetch-mock';
import { FORGOT_PASSWORD_PATH } from '../api/forgot-password';
import { bodiesSentTo, renderPage, serveRoutes } from '../test-helpers';
import { ForgotPasswordPage } from './forgot-password-page';

let fetchMock: FetchMock;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  resetToasts();
  fetchMock = mockFetch();
});

const linkSent = () => ok(null, MESSAGES['passwordReset.linkSent']);

async function openPage() {
  renderPage(<ForgotPasswordPage />, '/forgot-password');
  await screen.findByTestId('forgot-password-form');
  return userEvent.setup({ delay: null });
}

describe('ForgotPasswordPage', { timeout: 15_000 }, () => {
  it('refuses a malformed e-mail without calling the server', async () => {
    serveRoutes(fetchMock, {});
    const user = await openPage();
    await user.type(screen.getByLabelText(/E-mail/), 'not-an-email');
    await user.click(screen.getByTestId('forgot-password-submit'));
    expect(await screen.findByText(MESSAGES['validation.email'].en)).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', FORGOT_PASSWORD_PATH)).toHaveLength(0);
  });

  it('sends the e-mail and shows the calm confirmation once, without a toast', async () => {
    serveRoutes(fetchMock, { [`POST ${FORGOT_PASSWORD_PATH}`]: [linkSent] });
    const user = await openPage();
    await user.type(screen.getByLabelText(/E-mail/), ' Sita.K@Example.com ');
    await user.click(screen.getByTestId('forgot-password-submit'));

    const panel = await screen.findByTestId('forgot-password-sent');
    expect(panel).toHaveTextContent(MESSAGES['passwordReset.linkSent'].en);
    expect(bodiesSentTo(fetchMock, 'POST', FORGOT_PASSWORD_PATH)).toEqual([
      { email: 'sita.k@example.com' },
    ]);
    expect(shownToasts()).toEqual([]);
    expect(screen.queryByTestId('forgot-password-form')).not.toBeInTheDocument();
    expect(screen.queryByTestId('forgot-password-dev-mailbox-link')).not.toBeInTheDocument();
    expect(screen.getByTestId('back-to-login-link')).toHaveAttribute('href', '/login');
  });

  it('offers the dev mailbox in embedded mode, in Nepali', async () => {
    await i18n.changeLanguage('ne');
    serveRoutes(fetchMock, { [`POST ${FORGOT_PASSWORD_PATH}`]: [linkSent] }, true);
    const user = await openPage();
    await user.type(screen.getByLabelText(/इमेल/), 'sita@example.com');
    await user.click(screen.getByTestId('forgot-password-submit'));
    expect(await screen.findByTestId('forgot-password-sent')).toHaveTextContent(
      MESSAGES['passwordReset.linkSent'].ne,
    );
    expect(screen.getByTestId('forgot-password-dev-mailbox-link')).toHaveAttribute(
      'href',
      '/dev-mailbox',
    );
    expect(screen.getByTestId('back-to-login-link')).toHaveTextContent('लगइनमा फर्कनुहोस्');
  });

  it('puts a server validation issue under the field', async () => {
    serveRoutes(fetchMock, {
      [`POST ${FORGOT_PASSWORD_PATH}`]: [
        () =>
          json(400, {
            status: 0,
            message: MESSAGES['validation.email'],
            data: { issues: [{ path: ['email'], message: 'validation.email' }] },
            code: 'VALIDATION_FAILED',
          }),
      ],
    });
    const user = await openPage();
    await user.type(screen.getByLabelText(/E-mail/), 'sita@example.com');
    await user.click(screen.getByTestId('forgot-password-submit'));
    const field = screen.getByLabelText(/E-mail/);
    await screen.findAllByText(MESSAGES['validation.email'].en);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('forgot-password-sent')).not.toBeInTheDocument();
  });
});
