import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { TResetPassword, TResetTokenInfo } from '@niyukti/shared';
import { api } from '../../../lib/api';

export const RESET_PASSWORD_PATH = '/oauth/password/reset';

export const resetTokenPath = (token: string) =>
  `${RESET_PASSWORD_PATH}/${encodeURIComponent(token)}`;

/** Whose password the link resets; an invalid link is the page's own message, not a toast. */
export function resetTokenQuery(token: string) {
  return queryOptions({
    queryKey: ['password-reset', 'token', token],
    queryFn: () =>
      api.get<TResetTokenInfo>(resetTokenPath(token), { auth: false, showErrors: false }),
    retry: false,
    // A link is checked once per visit: refetching after it was used would flip the page.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useResetToken(token: string) {
  return useQuery(resetTokenQuery(token));
}

export function resetPassword(input: TResetPassword): Promise<null> {
  return api.post<null>(RESET_PASSWORD_PATH, input, { auth: false, silent: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
