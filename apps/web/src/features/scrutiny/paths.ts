import { SCRUTINY_STATUSES, ZCandidateDetailsParams, type ScrutinyStatus } from '@niyukti/shared';

/** Every advertisement: the word the list's address takes instead of an advertisement's id. */
export const ALL_ADVERTISEMENTS = 'all';

/** Where the scrutiny list stands: whose forms, which tab, which page (from 1). */
export interface ListPlace {
  advertisementId: number | typeof ALL_ADVERTISEMENTS;
  status: ScrutinyStatus;
  page: number;
}

export const FIRST_LIST_PLACE: ListPlace = {
  advertisementId: ALL_ADVERTISEMENTS,
  status: 'pending',
  page: 1,
};

/** The scrutiny paths of back-office.md §2 (SC), under /admin. */
export const SCRUTINY_PATHS = {
  root: '/admin/scrutiny',
  list: ({ advertisementId, status, page }: ListPlace) =>
    `/admin/scrutiny/${advertisementId}/${status}/${page}`,
  candidateDetails: (form: {
    advertisementCode: string;
    masterId: number;
    status: ScrutinyStatus;
    page: number;
  }) =>
    `/admin/candidate-details/${encodeURIComponent(form.advertisementCode)}/${form.masterId}/${form.status}/${form.page}`,
} as const;

const isStatus = (value: string | undefined): value is ScrutinyStatus =>
  (SCRUTINY_STATUSES as readonly (string | undefined)[]).includes(value);

/** A whole number from 1 written in the address; `undefined` for anything else. */
function positiveIn(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
}

export const statusIn = (value: string | undefined): ScrutinyStatus =>
  isStatus(value) ? value : FIRST_LIST_PLACE.status;

export const pageIn = (value: string | undefined): number => positiveIn(value) ?? 1;

/**
 * The list's place in its address (`/admin/scrutiny/:advertisementId/:status/:currentPage`);
 * each value the list does not know reads as the first place's (all, pending, 1).
 */
export function listPlaceIn(params: Record<string, string | undefined>): ListPlace {
  const advertisementId = positiveIn(params.advertisementId) ?? ALL_ADVERTISEMENTS;
  return { advertisementId, status: statusIn(params.status), page: pageIn(params.currentPage) };
}

/** The form a candidate-details address names, or null when it names none. */
export function formIn(params: Record<string, string | undefined>) {
  const parsed = ZCandidateDetailsParams.safeParse(params);
  if (!parsed.success) return null;
  return {
    ...parsed.data,
    status: statusIn(params.status),
    page: pageIn(params.currentPage),
  };
}
export type FormPlace = NonNullable<ReturnType<typeof formIn>>;
