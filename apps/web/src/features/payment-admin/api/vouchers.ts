import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPage, TStaffVoucher, VoucherStatus } from '@niyukti/shared';
import { api, download } from '../../../lib/api';
import { paymentAdminKeys, VOUCHERS_PATH } from './keys';

export interface VoucherListQuery {
  status: VoucherStatus;
  /** `internal`: internal competition's vouchers only (government experience). */
  competition: 'any' | 'internal';
  search: string;
  page: number;
  pageSize: number;
}

/** The bank vouchers in one status, oldest first (UP). */
export function useVouchers(query: VoucherListQuery) {
  return useQuery({
    queryKey: paymentAdminKeys.vouchers(query),
    queryFn: () => api.get<TPage<TStaffVoucher>>(VOUCHERS_PATH, { query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

export const voucherImagePath = (id: number) => `${VOUCHERS_PATH}/${id}/image`;

/** The voucher's image, fetched with the bearer token (an <img src> cannot send it). */
export function useVoucherImage(id: number) {
  return useQuery({
    queryKey: paymentAdminKeys.voucherImage(id),
    queryFn: async ({ signal }) => (await download(voucherImagePath(id), { signal })).blob,
    staleTime: Infinity,
    retry: false,
  });
}

/** The decision's body: a reject carries the reason; an approval may carry a note. */
export interface VoucherDecisionBody {
  decision: 'approve' | 'reject';
  remarks?: string;
}

/**
 * Approves a voucher (the fee is paid) or rejects it with the reason. The lists are refreshed
 * either way: a 409 means someone else decided it meanwhile.
 */
export function useDecideVoucher(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VoucherDecisionBody) =>
      api.post<TStaffVoucher>(`${VOUCHERS_PATH}/${id}/decision`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentAdminKeys.all }),
  });
}
