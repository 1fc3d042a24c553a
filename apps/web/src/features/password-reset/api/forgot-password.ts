import { useMutation } from '@tanstack/react-query';
import type { TForgotPassword } from '@niyukti/shared';
import { api } from '../../../lib/api';

export const FORGOT_PASSWORD_PATH = '/oauth/password/forgot';

/** The server answers alike whether or not the e-mail is registered; the page says so calmly. */
export function requestResetLink(input: TForgotPassword): Promise<null> {
  // silent: the page shows the server's sentence in a panel, a toast would say it twice.
  return api.post<null>(FORGOT_PASSWORD_PATH, input, { auth: false, silent: true });
}

export function useRequestResetLink() {
  return useMutation({ mutationFn: requestResetLink });
}
