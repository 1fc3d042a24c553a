import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TAllocationAdvertisement,
  TAllocationDetail,
  TAllocationReport,
  TIndividualAllocationReport,
  TPage,
} from '@niyukti/shared';
import { api } from '../../../lib/api';
import {
  ALLOCATIONS_PATH,
  allocationKeys,
  allocationPath,
  individualReportPath,
  REPORT_PATH,
  type AllocationListQuery,
} from './allocation-keys';

/** One page of the advertisements whose forms are scrutinised (SA read). */
export function useAllocationList(query: AllocationListQuery) {
  return useQuery({
    queryKey: allocationKeys.list(query),
    queryFn: () =>
      api.get<TPage<TAllocationAdvertisement>>(ALLOCATIONS_PATH, {
        query: {
          page: query.page,
          pageSize: query.pageSize,
          search: query.search || undefined,
          fiscalYear: query.fiscalYear,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** An advertisement's forms by officer, and the officers who may be given forms (SA read). */
export function useAllocationDetail(advertisementId: number, enabled: boolean) {
  return useQuery({
    queryKey: allocationKeys.detail(advertisementId),
    queryFn: () => api.get<TAllocationDetail>(allocationPath(advertisementId)),
    enabled,
  });
}

/** Every officer's forms, with the total; of one fiscal year or (undefined) of all. */
export function useAllocationReport(fiscalYear: string | undefined) {
  return useQuery({
    queryKey: allocationKeys.report(fiscalYear ?? ''),
    queryFn: () => api.get<TAllocationReport>(REPORT_PATH, { query: { fiscalYear } }),
    placeholderData: keepPreviousData,
  });
}

/** One officer's forms by advertisement, with the total. */
export function useIndividualAllocationReport(
  userId: number,
  fiscalYear: string | undefined,
  enabled: boolean,
) {
  return useQuery({
    queryKey: allocationKeys.individual(userId, fiscalYear ?? ''),
    queryFn: () =>
      api.get<TIndividualAllocationReport>(individualReportPath(userId), {
        query: { fiscalYear },
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
