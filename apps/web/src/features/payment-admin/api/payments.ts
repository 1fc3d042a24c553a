import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentAttemptStatus, TPage, TStaffPayment } from '@niyukti/shared';
import { api } from '../../../lib/api';
import { INTERNAL_PATH, PAYMENT_LIST_PATHS, paymentAdminKeys, type PaymentScope } from './keys';

/** The `provider` filter of the list: the online providers' slugs and the bank voucher. */
export const PROVIDER_FILTERS = ['connectips', 'esewa', 'khalti', 'fonepay', 'voucher'] as const;
export type ProviderFilter = (typeof PROVIDER_FILTERS)[number];

export interface PaymentListQuery {
  status?: PaymentAttemptStatus | undefined;
  provider?: ProviderFilter | undefined;
  search: string;
  page: number;
  pageSize: number;
}

export function getPayments(
  scope: PaymentScope,
  query: PaymentListQuery,
): Promise<TPage<TStaffPayment>> {
  return api.get<TPage<TStaffPayment>>(PAYMENT_LIST_PATHS[scope], { query: { ...query } });
}

/** One page of attempts, newest first, by status, provider and search (UP or PU). */
export function usePayments(scope: PaymentScope, query: PaymentListQuery) {
  return useQuery({
    queryKey: paymentAdminKeys.payments(scope, query),
    queryFn: () => getPayments(scope, query),
    placeholderData: keepPreviousData,
  });
}

/**
 * The attempt an ebp code names, through the list's search (UP): the search also matches parts
 * of codes and other fields, so only an exact ebp code counts. Null until a code is asked.
 */
export function usePaymentWithEbpCode(ebpCode: string | null) {
  return useQuery({
    queryKey: paymentAdminKeys.payments('UP', { ebpCode }),
    queryFn: async () => {
      const page = await getPayments('UP', { search: ebpCode ?? '', page: 1, pageSize: 10 });
      const wanted = (ebpCode ?? '').toUpperCase();
      return page.items.find((item) => item.ebpCode.toUpperCase() === wanted) ?? null;
    },
    enabled: ebpCode !== null,
  });
}

/** CPM's read-only check of one payment by its ebp code; a 404 is shown by the caller. */
export function usePaymentByEbpCode(ebpCode: string | null) {
  return useQuery({
    queryKey: paymentAdminKeys.byEbpCode(ebpCode),
    queryFn: () =>
      api.get<TStaffPayment>(
        `${INTERNAL_PATH}/ebp-codes/${encodeURIComponent(ebpCode ?? '')}/payment`,
        { showErrors: false },
      ),
    enabled: ebpCode !== null,
    retry: false,
  });
}

/**
 * Asks the attempt's provider again (the server settles it if the provider has it); the
 * server's message (paid, pending, refund due, not paid) is the toast.
 */
export function useRecheckPayment(scope: PaymentScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<TStaffPayment>(`${PAYMENT_LIST_PATHS[scope]}/${id}/recheck`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentAdminKeys.all }),
  });
}

/** Gives an attempt a new generated ebp code (UP); the old code then finds nothing. */
export function useRenameEbpCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<TStaffPayment>(`${PAYMENT_LIST_PATHS.UP}/${id}/ebp-code`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentAdminKeys.all }),
  });
}
