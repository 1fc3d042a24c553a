import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdvertisementListFilter,
  TAdvertisementDetail,
  TAdvertisementView,
  TChangeAdvertisementDates,
  TCreateAdvertisement,
  TPage,
  TPublishAdvertisement,
  TRejectAdvertisement,
} from '@niyukti/shared';
import { api } from '../../../lib/api';
import type { ServerQuery } from '../../../components/data-table';

export const ADVERTISEMENTS_PATH = '/api/internal/advertisements';

export const advertisementKeys = {
  all: ['advertisements'] as const,
  list: (filter: AdvertisementListFilter, query: ServerQuery) =>
    ['advertisements', 'list', filter, query] as const,
  preLive: (query: ServerQuery) => ['advertisements', 'pre-live', query] as const,
  detail: (id: number) => ['advertisements', 'detail', id] as const,
};

const pageQuery = (query: ServerQuery) => ({
  page: query.page,
  pageSize: query.pageSize,
  search: query.search || undefined,
  sort: query.sort,
});

/** One page of a list of back-office.md §4 (PA). */
export function useAdvertisementList(filter: AdvertisementListFilter, query: ServerQuery) {
  return useQuery({
    queryKey: advertisementKeys.list(filter, query),
    queryFn: () =>
      api.get<TPage<TAdvertisementView>>(`${ADVERTISEMENTS_PATH}/list`, {
        query: { status: filter, ...pageQuery(query) },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Pre-live advertisements waiting to go live (RNG). */
export function usePreLiveAdvertisements(query: ServerQuery) {
  return useQuery({
    queryKey: advertisementKeys.preLive(query),
    queryFn: () =>
      api.get<TPage<TAdvertisementView>>(`${ADVERTISEMENTS_PATH}/pre-live`, {
        query: pageQuery(query),
      }),
    placeholderData: keepPreviousData,
  });
}

/** One advertisement with its timeline (PA). */
export function useAdvertisement(id: number) {
  return useQuery({
    queryKey: advertisementKeys.detail(id),
    queryFn: () => api.get<TAdvertisementDetail>(`${ADVERTISEMENTS_PATH}/${id}`),
  });
}

/** Every change moves an advertisement between lists: all of them are read again. */
function useLifecycleMutation<TInput>(run: (input: TInput) => Promise<TAdvertisementDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: advertisementKeys.all }),
  });
}

/** A new pending advertisement (PA). */
export function useCreateAdvertisement() {
  return useLifecycleMutation((input: TCreateAdvertisement) =>
    api.post<TAdvertisementDetail>(ADVERTISEMENTS_PATH, input),
  );
}

export function usePublishAdvertisement(id: number) {
  return useLifecycleMutation((input: TPublishAdvertisement) =>
    api.post<TAdvertisementDetail>(`${ADVERTISEMENTS_PATH}/${id}/publish`, input),
  );
}

export function useRejectAdvertisement(id: number) {
  return useLifecycleMutation((input: TRejectAdvertisement) =>
    api.post<TAdvertisementDetail>(`${ADVERTISEMENTS_PATH}/${id}/reject`, input),
  );
}

export function useChangeAdvertisementDates(id: number) {
  return useLifecycleMutation((input: TChangeAdvertisementDates) =>
    api.post<TAdvertisementDetail>(`${ADVERTISEMENTS_PATH}/${id}/dates`, input),
  );
}

export function useGoLive() {
  return useLifecycleMutation((id: number) =>
    api.post<TAdvertisementDetail>(`${ADVERTISEMENTS_PATH}/${id}/go-live`),
  );
}
