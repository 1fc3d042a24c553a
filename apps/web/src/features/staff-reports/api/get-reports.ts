import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdvertisementCountsQuery,
  TApplicationReport,
  TApplicationsReportQuery,
  TApplicationsReportRow,
  TApplicationStatusReport,
  TCandidateSearchQuery,
  TCandidateSearchRow,
  TClassReport,
  TCountedAt,
  TPage,
  TRegisteredCandidates,
  TRegisteredCandidatesQuery,
} from '@niyukti/shared';
import { api } from '../../../lib/api';
import {
  APPLICATION_STATUS_PATH,
  applicationReportPath,
  APPLICATIONS_REPORT_PATH,
  CANDIDATE_SEARCH_PATH,
  CLASS_REPORT_PATH,
  REGISTERED_CANDIDATES_PATH,
  staffReportKeys,
  type AdvertisementCountsPath,
} from './report-keys';

/** Candidates registered in the days asked, by gender, how many applied, and a page of the days. */
export function useRegisteredCandidates(query: TRegisteredCandidatesQuery) {
  return useQuery({
    queryKey: staffReportKeys.registered(query),
    queryFn: () =>
      api.get<TRegisteredCandidates>(REGISTERED_CANDIDATES_PATH, { query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/** Counts the registration days again now (they are counted every few minutes), then reads anew. */
export function useCountRegistrationsAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TCountedAt>(`${REGISTERED_CANDIDATES_PATH}/count-again`, {}),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...staffReportKeys.all, 'registered'] }),
  });
}

/** Each class's advertisements, vacancies, applications and forms; of a fiscal year or of all. */
export function useClassReport(fiscalYear: string | undefined) {
  return useQuery({
    queryKey: staffReportKeys.byClass(fiscalYear ?? ''),
    queryFn: () => api.get<TClassReport>(CLASS_REPORT_PATH, { query: { fiscalYear } }),
    placeholderData: keepPreviousData,
  });
}

/** A page of advertisements with their counts (by advertisement number, or re-applications). */
export function useAdvertisementCounts<Row>(
  path: AdvertisementCountsPath,
  query: TAdvertisementCountsQuery,
) {
  return useQuery({
    queryKey: staffReportKeys.advertisements(path, query),
    queryFn: () => api.get<TPage<Row>>(path, { query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/** A page of the applications the filters name, newest first (SR read). */
export function useApplicationsReport(query: TApplicationsReportQuery) {
  return useQuery({
    queryKey: staffReportKeys.applications(query),
    queryFn: () =>
      api.get<TPage<TApplicationsReportRow>>(APPLICATIONS_REPORT_PATH, { query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/**
 * One application, its candidate and its timeline (SR read). A 404 is the page's to say (an
 * address naming no application), so the client shows no toast for it.
 */
export function useApplicationReport(applicationId: number, enabled: boolean) {
  return useQuery({
    queryKey: staffReportKeys.application(applicationId),
    queryFn: () =>
      api.get<TApplicationReport>(applicationReportPath(applicationId), { showErrors: false }),
    enabled,
    retry: false,
  });
}

/** A page of the candidates a search matches, by master id (SR read). */
export function useCandidateSearch(query: TCandidateSearchQuery) {
  return useQuery({
    queryKey: staffReportKeys.candidates(query),
    queryFn: () =>
      api.get<TPage<TCandidateSearchRow>>(CANDIDATE_SEARCH_PATH, { query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/** A candidate and their applications by master id (SR read); asked once a master id is given. */
export function useApplicationStatus(masterId: number | undefined) {
  return useQuery({
    queryKey: staffReportKeys.status(masterId ?? 0),
    queryFn: () =>
      api.get<TApplicationStatusReport>(APPLICATION_STATUS_PATH, {
        query: { masterId },
        showErrors: false,
      }),
    enabled: masterId !== undefined,
    retry: false,
  });
}
