import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApplication, TSubmitApplication } from '@niyukti/shared';
import { api } from '../../../lib/api';
import { MY_APPLICATIONS_PATH } from './get-my-applications';

export function submitApplication(payload: TSubmitApplication): Promise<TApplication> {
  return api.post<TApplication>(MY_APPLICATIONS_PATH, payload);
}

/** Applies (the server's message is toasted by the client), then refreshes every candidate list. */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    // Not awaited: the page that called may leave at once (apply opens the new application),
    // and a caller's own onSuccess would not run once the refetch had replaced its form.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['candidate'] });
    },
  });
}
