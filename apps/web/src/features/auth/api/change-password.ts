import { useMutation } from '@tanstack/react-query';
import type { TChangePassword } from '@niyukti/shared';
import { api, type TokenResponse } from '../../../lib/api';

export const CHANGE_PASSWORD_PATH = '/oauth/password/change';

/** The fresh token pair the server issues once the password changed (older tokens are revoked). */
export type TChangedPasswordTokens = Pick<TokenResponse, 'access_token' | 'expires_in'> & {
  refresh_token?: string;
};

export function changePassword(input: TChangePassword): Promise<TChangedPasswordTokens> {
  // credentials: the answer also sets the new refresh-token cookie.
  return api.post<TChangedPasswordTokens>(CHANGE_PASSWORD_PATH, input, { credentials: 'include' });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
