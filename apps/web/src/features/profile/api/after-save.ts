import type { QueryClient } from '@tanstack/react-query';
import { refreshProfileStatus } from '../../../lib/profile/status';

/**
 * After a save of the profile: its status (locks, gaps, open holds), and my applications, whose
 * keys start with ['candidate', 'applications']: saving the part a scrutiny hold named sends
 * that form back to its officer, so the application is no longer on hold.
 */
export function refreshAfterSave(queryClient: QueryClient): void {
  void refreshProfileStatus(queryClient);
  void queryClient.invalidateQueries({ queryKey: ['candidate', 'applications'] });
}
