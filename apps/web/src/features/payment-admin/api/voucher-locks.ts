import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VoucherStatus } from '@niyukti/shared';
import { api } from '../../../lib/api';
import { paymentAdminKeys, VOUCHER_LOCKS_PATH } from './keys';

/** One application of the candidate found, with its voucher (none: all null). */
export interface VoucherLockApplication {
  applicationId: number;
  advertisementId: number;
  advertisementCode: string;
  advertisementNumber: string;
  postEn: string;
  postNe: string;
  paymentStatus: string;
  voucherId: number | null;
  voucherNumber: string | null;
  voucherStatus: VoucherStatus | null;
  locked: boolean | null;
}

export interface VoucherLockCandidate {
  userId: number;
  masterId: number;
  fullName: string;
  applications: VoucherLockApplication[];
}

export interface VoucherLockChange {
  userId: number;
  advertisementId: number;
  locked: boolean;
}

/**
 * LUV's search: a candidate by master id, username or e-mail, with each application's voucher.
 * A search, not a write: no toast; a 404 ("User not found") is shown by the page.
 */
export function useVoucherLockSearch(search: string | null) {
  return useQuery({
    queryKey: paymentAdminKeys.voucherLock(search),
    queryFn: () =>
      api.post<VoucherLockCandidate>(
        `${VOUCHER_LOCKS_PATH}/search`,
        { search },
        { silent: true, showErrors: false },
      ),
    enabled: search !== null,
    retry: false,
  });
}

/** Locks or unlocks the voucher of one advertisement; the server's message is the toast. */
export function useSetVoucherLock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: VoucherLockChange) =>
      api.post<VoucherLockChange>(VOUCHER_LOCKS_PATH, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentAdminKeys.all }),
  });
}
