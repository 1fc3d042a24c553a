import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTICE_IMAGE_PART, type TNotice, type TNoticeInput, type TPage } from '@niyukti/shared';
import { api, download, uploadForm } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { noticeKeys, type NoticeListQuery } from './notice-keys';

export const INTERNAL_NOTICES_PATH = '/api/internal/notices';

/** One page of every notice, newest first (MC). */
export function useStaffNotices(query: NoticeListQuery) {
  return useQuery({
    queryKey: noticeKeys.staff(query),
    queryFn: () => api.get<TPage<TNotice>>(INTERNAL_NOTICES_PATH, { query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/** A notice's stored image for staff (an <img src> cannot carry the bearer token). */
export function useStaffNoticeImage(notice: TNotice | undefined) {
  return useQuery({
    queryKey: noticeKeys.image(notice?.id ?? 0, notice?.image.fileId ?? 0),
    queryFn: async ({ signal }) =>
      (await download(`${INTERNAL_NOTICES_PATH}/${notice!.id}/image`, { signal })).blob,
    enabled: notice !== undefined,
    staleTime: Infinity,
  });
}

/** What a save sends: the fields, and an image (an edit without one keeps the saved image). */
export interface NoticeSave {
  id?: number;
  input: TNoticeInput;
  image?: File | null;
}

/** The multipart body: the fields as JSON in `data`, then the image part if one was chosen. */
export function noticeForm({ input, image }: NoticeSave): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(input));
  if (image) form.append(NOTICE_IMAGE_PART, image, image.name);
  return form;
}

/** Adds or changes a notice with upload progress (0–100); toasts the server's message. */
export function useSaveNotice() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (save: NoticeSave) => {
      setProgress(0);
      const isNew = save.id === undefined;
      return uploadForm<TNotice>(
        {
          method: isNew ? 'POST' : 'PUT',
          path: isNew ? INTERNAL_NOTICES_PATH : `${INTERNAL_NOTICES_PATH}/${save.id}`,
          form: () => noticeForm(save),
        },
        setProgress,
      );
    },
    onSuccess: async ({ message }) => {
      if (message) toast.success(message);
      await queryClient.invalidateQueries({ queryKey: noticeKeys.all });
    },
  });
  return { mutation, progress };
}

/** Deletes a notice and its image; the API client toasts the server's message. */
export function useDeleteNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`${INTERNAL_NOTICES_PATH}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}
