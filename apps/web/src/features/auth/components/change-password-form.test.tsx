import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type TCurrentUser } from '@niyukti/shared';
import { getAccessToken, storeTokens } from '../../../lib/auth/token-store';
import { i18n } from '../../../lib/i18n';
import { json, mockFetch, ok, resetToasts, urlOf, type FetchMock } from '../../../test/fetch-mock';
import { CHANGE_PASSWORD_PATH } from '../api/change-password';
import { ChangePasswordPage } from '../pages/change-password-page';
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

let fetchMock: FetchMock;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  resetToasts();
  fetchMock = mockFetch();
  storeTokens('a1');
  fetchMock.mockResolvedValueOnce(ok(candidate)); // the session restored at start
});

async function openPage() {
  renderPage(<ChangePasswordPage />, '/change-password');
  await screen.findByTestId('change-password-forced');
  return userEvent.setup({ delay: null });
}

const input = (testId: string) => screen.getByTestId(testId);

describe('ChangePasswordPage', { timeout: 15_000 }, () => {
  it('says when the new password is the old one, and when the confirmation differs', async () => {
    const user = await openPage();
    await user.type(input('change-password-old'), 'Secret123');
    await user.type(input('change-password-new'), 'Secret123');
    await user.type(input('change-password-confirm'), 'Secret124');
    await user.click(input('change-password-submit'));

    expect(await screen.findByText('New and Old Password are same')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES['validation.passwordMismatch'].en)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1); // only the start-up /oauth/me
  });

  it('says the same in Nepali', async () => {
    await i18n.changeLanguage('ne');
    const user = await openPage();
    await user.type(input('change-password-old'), 'Secret123');
    await user.type(input('change-password-new'), 'Secret123');
    await user.type(input('change-password-confirm'), 'Other123');
    await user.click(input('change-password-submit'));
    expect(
      await screen.findByText(MESSAGES['validation.passwordSameAsOld'].ne),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES['validation.passwordMismatch'].ne)).toBeInTheDocument();
  });

  it('ticks the password rule as the person types', async () => {
    const user = await openPage();
    const rule = (name: string) => screen.getByTestId(`password-rule-${name}`);
    await user.type(input('change-password-new'), 'abc');
    expect(rule('lower')).toHaveAttribute('data-met', 'true');
    expect(rule('upper')).toHaveAttribute('data-met', 'false');
    expect(rule('length')).toHaveAttribute('data-met', 'false');
    await user.type(input('change-password-new'), 'DEF123');
    for (const name of ['length', 'upper', 'lower', 'digit'])
      expect(rule(name)).toHaveAttribute('data-met', 'true');
  });

  it('takes the fresh tokens and continues home once changed', async () => {
    const user = await openPage();
    fetchMock
      .mockResolvedValueOnce(
        ok(
          { access_token: 'a2', refresh_token: 'r2', expires_in: 900 },
          MESSAGES['auth.passwordChanged'],
        ),
      )
      .mockResolvedValueOnce(ok({ ...candidate, mustChangePassword: false }));
    await user.type(input('change-password-old'), 'Tmp#Pass1');
    await user.type(input('change-password-new'), 'MyOwnPass9');
    await user.type(input('change-password-confirm'), 'MyOwnPass9');
    await user.click(input('change-password-submit'));

    expect(await screen.findByTestId('landed')).toHaveTextContent('/home');
    expect(urlOf(fetchMock, 1)).toBe(CHANGE_PASSWORD_PATH);
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      oldPassword: 'Tmp#Pass1',
      newPassword: 'MyOwnPass9',
      confirmPassword: 'MyOwnPass9',
    });
    expect(getAccessToken()).toBe('a2');
  });

  it('puts a wrong current password under that field', async () => {
    const user = await openPage();
    fetchMock.mockResolvedValueOnce(
      json(401, {
        status: 0,
        message: MESSAGES['error.INVALID_CREDENTIALS'],
        data: null,
        code: 'INVALID_CREDENTIALS',
      }),
    );
    await user.type(input('change-password-old'), 'Wrong#Pass1');
    await user.type(input('change-password-new'), 'MyOwnPass9');
    await user.type(input('change-password-confirm'), 'MyOwnPass9');
    await user.click(input('change-password-submit'));
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
  });
});
