import { useMutation } from '@tanstack/react-query';
import type { TRegistration } from '@niyukti/shared';
import { api } from '../../../lib/api';

export const REGISTER_PATH = '/api/public/register';

/** `data` of a successful registration (docs/api.md). */
export interface TRegistered {
  username: string;
  masterId: number;
}

export function registerCandidate(input: TRegistration): Promise<TRegistered> {
  // Silent: the success panel says what the toast would, and stays until the person moves on.
  return api.post<TRegistered>(REGISTER_PATH, input, { auth: false, silent: true });
}

export function useRegister() {
  return useMutation({ mutationFn: registerCandidate });
}
