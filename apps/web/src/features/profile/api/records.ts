import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileRecordSection, TProfileRecord } from '@niyukti/shared';
import { api, uploadForm } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { refreshAfterSave } from './after-save';

/** `/api/candidate/profile/<section>`: a section's records (education, training, …). */
export const recordsPath = (section: ProfileRecordSection) => `/api/candidate/profile/${section}`;

export const recordKeys = {
  list: (section: ProfileRecordSection) => ['profile', 'records', section] as const,
};

export function useProfileRecords(section: ProfileRecordSection) {
  return useQuery({
    queryKey: recordKeys.list(section),
    queryFn: () => api.get<TProfileRecord[]>(recordsPath(section)),
  });
}

/** What a save sends: the fields, and the files chosen for some slots (the rest are kept). */
export interface RecordSave {
  /** The record being changed; undefined adds a new one. */
  id?: number;
  fields: Record<string, unknown>;
  files: Record<string, File | Blob | undefined>;
}

/** The multipart body of a save: the fields as JSON in `data`, then one part per chosen file. */
export function recordForm({ fields, files }: RecordSave): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(fields));
  for (const [slot, file] of Object.entries(files))
    if (file) form.append(slot, file, file instanceof File ? file.name : slot);
  return form;
}

/**
 * Adds or changes a record with upload progress; on success the server's message is toasted and
 * the list and the profile's completeness are reloaded.
 */
export function useSaveProfileRecord(section: ProfileRecordSection) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (save: RecordSave) => {
      setProgress(0);
      const path =
        save.id === undefined ? recordsPath(section) : `${recordsPath(section)}/${save.id}`;
      return uploadForm<TProfileRecord>(
        { method: save.id === undefined ? 'POST' : 'PUT', path, form: () => recordForm(save) },
        setProgress,
      );
    },
    onSuccess: async ({ message }) => {
      if (message) toast.success(message);
      await queryClient.invalidateQueries({ queryKey: recordKeys.list(section), exact: true });
      refreshAfterSave(queryClient);
    },
  });
  return { mutation, progress };
}

/** Deletes a record (and, on the server, its files); the client toasts the server's message. */
export function useDeleteProfileRecord(section: ProfileRecordSection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`${recordsPath(section)}/${id}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: recordKeys.list(section), exact: true });
      refreshAfterSave(queryClient);
    },
  });
}
