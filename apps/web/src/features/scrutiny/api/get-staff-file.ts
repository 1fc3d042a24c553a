import { useQuery } from '@tanstack/react-query';
import { download } from '../../../lib/api';

export const staffFilePath = (fileId: number) => `/api/internal/files/${fileId}`;

/**
 * A candidate's stored file (a picture or a PDF), read with the bearer token from the staff file
 * route (SC). Files do not change under an id, so one read serves the thumbnail and the viewer.
 */
export function useStaffFile(fileId: number, enabled = true) {
  return useQuery({
    queryKey: ['staff-file', fileId],
    queryFn: async ({ signal }) =>
      (await download(staffFilePath(fileId), { signal, showErrors: false })).blob,
    staleTime: Infinity,
    enabled,
  });
}
