import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TContactDetails, TContactDetailsView, TRegisteredContact } from '@niyukti/shared';
import { refreshAfterSave } from './after-save';
import { api } from '../../../lib/api';

export const CONTACT_PATH = '/api/candidate/profile/contact';
const contactKey = ['profile', 'contact'] as const;

/** The saved permanent and mailing address; null until the first save. */
export function getContact(): Promise<TContactDetailsView | null> {
  return api.get<TContactDetailsView | null>(CONTACT_PATH);
}

export function useContact() {
  return useQuery({ queryKey: contactKey, queryFn: getContact });
}

/**
 * The mobile number and e-mail given at registration, which a first contact form starts from;
 * asked only while nothing is saved. A failure is no matter: the form starts empty then.
 */
export function useRegisteredContact(enabled: boolean) {
  return useQuery({
    queryKey: [...contactKey, 'registered'],
    queryFn: () => api.get<TRegisteredContact>(`${CONTACT_PATH}/registered`, { showErrors: false }),
    enabled,
  });
}

/** Saves both addresses; the server's message is the success toast. */
export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contact: TContactDetails) => api.put<TContactDetailsView>(CONTACT_PATH, contact),
    onSuccess: (saved) => {
      queryClient.setQueryData(contactKey, saved);
      refreshAfterSave(queryClient);
    },
  });
}
