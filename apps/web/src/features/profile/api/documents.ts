import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CandidateDocumentKind, TCandidateDocument } from '@niyukti/shared';
import { refreshAfterSave } from './after-save';
import { api, download, uploadForm } from '../../../lib/api';
import { toast } from '../../../lib/toast';

export const DOCUMENTS_PATH = '/api/candidate/profile/documents';
export const candidateFilePath = (fileId: number) => `/api/candidate/files/${fileId}`;

export const documentKeys = {
  list: ['profile', 'documents'] as const,
  file: (fileId: number) => ['profile', 'documents', 'file', fileId] as const,
};

export function useCandidateDocuments() {
  return useQuery({
    queryKey: documentKeys.list,
    queryFn: () => api.get<TCandidateDocument[]>(DOCUMENTS_PATH),
  });
}

/** The stored picture's bytes; a file id never changes content, so it is fetched once. */
export function useDocumentFile(fileId: number) {
  return useQuery({
    queryKey: documentKeys.file(fileId),
    queryFn: async ({ signal }) => (await download(candidateFilePath(fileId), { signal })).blob,
    staleTime: Infinity,
  });
}

/** One document with progress (0–100): a multipart PUT with the picture as part `file`. */
export async function uploadDocument(
  kind: CandidateDocumentKind,
  picture: Blob,
  onProgress: (percent: number) => void,
): Promise<{ document: TCandidateDocument; message?: string }> {
  const form = () => {
    const data = new FormData();
    data.append('file', picture, `${kind}.${picture.type === 'image/png' ? 'png' : 'jpg'}`);
    return data;
  };
  const { data, message } = await uploadForm<TCandidateDocument>(
    { method: 'PUT', path: `${DOCUMENTS_PATH}/${kind}`, form },
    onProgress,
  );
  return { document: data, message };
}

/** Upload with progress; on success the server's message is toasted and the list reloaded. */
export function useUploadDocument(kind: CandidateDocumentKind) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (picture: Blob) => {
      setProgress(0);
      return uploadDocument(kind, picture, setProgress);
    },
    onSuccess: async ({ message }) => {
      if (message) toast.success(message);
      await queryClient.invalidateQueries({ queryKey: documentKeys.list, exact: true });
      refreshAfterSave(queryClient);
    },
  });
  return { mutation, progress };
}
