import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const DEV_MAILBOX_PATH = '/api/public/dev-mailbox';

/** A mail the server would have sent, had a mail server been configured (docs/api.md). */
export interface TDevMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  sentAt: string | null;
}

export function fetchDevMailbox(): Promise<TDevMail[]> {
  return api.get<TDevMail[]>(DEV_MAILBOX_PATH, { auth: false });
}

/** Only asked when the start-up check said the dev mailbox exists (else the server answers 404). */
export function useDevMailbox(enabled: boolean) {
  return useQuery({ queryKey: ['dev-mailbox'], queryFn: fetchDevMailbox, enabled, staleTime: 0 });
}
