import { useState } from 'react';
import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TVoucher, ZVoucherFields } from '@niyukti/shared';
import { api, download, isApiError, uploadForm } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { MY_APPLICATIONS_PATH } from './get-my-applications';

/** The fields of the `data` part, as the shared schema hands them over (number normalised). */
export type VoucherFields = z.output<typeof ZVoucherFields>;

/** The multipart part that carries the image (the API's VOUCHER_FILE_PART). */
export const VOUCHER_IMAGE_PART = 'voucher';

export const voucherPath = (applicationId: number) =>
  `${MY_APPLICATIONS_PATH}/${applicationId}/voucher`;

// Under the application's key, so whatever refreshes my applications refreshes these too.
export const voucherKeys = {
  voucher: (applicationId: number) =>
    ['candidate', 'applications', applicationId, 'voucher'] as const,
  image: (voucher: TVoucher) =>
    [
      ...voucherKeys.voucher(voucher.applicationId),
      'image',
      voucher.id,
      voucher.uploadedAt,
    ] as const,
};

/** The application's voucher (the open one, else the last rejected one), or null when none. */
export function getVoucher(applicationId: number, signal?: AbortSignal): Promise<TVoucher | null> {
  return api.get<TVoucher | null>(voucherPath(applicationId), { showErrors: false, signal });
}

export function useVoucher(applicationId: number, enabled = true) {
  return useQuery({
    queryKey: voucherKeys.voucher(applicationId),
    queryFn: ({ signal }) => getVoucher(applicationId, signal),
    enabled: enabled && Number.isInteger(applicationId) && applicationId > 0,
  });
}

/** The stored image, fetched with the bearer token (an <img src> cannot send it). */
export function useVoucherImage(voucher: TVoucher) {
  return useQuery({
    queryKey: voucherKeys.image(voucher),
    queryFn: async ({ signal }) =>
      (await download(`${voucherPath(voucher.applicationId)}/image`, { signal, showErrors: false }))
        .blob,
    staleTime: Infinity,
  });
}

/** What a submission sends: the fields and the image (each upload, a replacement too, has one). */
export interface VoucherSave {
  applicationId: number;
  fields: VoucherFields;
  image: File;
}

/** The multipart body: the fields as JSON in `data`, then the image in `voucher`. */
export function voucherForm({ fields, image }: Pick<VoucherSave, 'fields' | 'image'>): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(fields));
  form.append(VOUCHER_IMAGE_PART, image, image.name);
  return form;
}

// Refusals that mean what the page shows is out of date: locked, paid, paying online, closed.
const STALE_CODES = new Set(['VOUCHER_LOCKED', 'ALREADY_PAID', 'PAYMENT_PENDING', 'NOT_PAYABLE']);

const VOUCHER_UPLOAD_KEY = ['voucher-upload'] as const;

/** Whether a voucher is being sent now (its modal then stays open until the answer). */
export function useVoucherUploading(): boolean {
  return useIsMutating({ mutationKey: VOUCHER_UPLOAD_KEY }) > 0;
}

/**
 * Submits (or replaces) the voucher with upload progress (0–100). On success the server's
 * message is toasted, the voucher is kept in the cache and the candidate's queries are reread
 * (the application is now pending). Failures are not toasted: the form shows them.
 */
export function useSubmitVoucher() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationKey: VOUCHER_UPLOAD_KEY,
    mutationFn: ({ applicationId, fields, image }: VoucherSave) => {
      setProgress(0);
      return uploadForm<TVoucher>(
        {
          method: 'POST',
          path: voucherPath(applicationId),
          form: () => voucherForm({ fields, image }),
        },
        setProgress,
      );
    },
    onSuccess: ({ data, message }, { applicationId }) => {
      if (message) toast.success(message);
      queryClient.setQueryData(voucherKeys.voucher(applicationId), data);
      void queryClient.invalidateQueries({ queryKey: ['candidate'] });
    },
    onError: (error) => {
      if (isApiError(error) && STALE_CODES.has(error.code))
        void queryClient.invalidateQueries({ queryKey: ['candidate'] });
    },
  });
  return { mutation, progress };
}
