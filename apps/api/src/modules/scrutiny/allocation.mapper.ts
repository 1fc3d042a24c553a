import type {
  TAllocationAdvertisement,
  TFormCounts,
  TOfficerForms,
  TScrutinyOfficer,
} from '@niyukti/shared';
import type { ScrutinisedAdvertisementRow } from './allocation.repository';

const NO_FORMS = {
  forms: 0,
  awaitingPayment: 0,
  allocated: 0,
  completed: 0,
  onHold: 0,
  pending: 0,
};

/** A line of the allocation list: the advertisement, and its forms by where they stand. */
export function toAllocationAdvertisement(
  row: ScrutinisedAdvertisementRow,
  counts: typeof NO_FORMS = NO_FORMS,
): TAllocationAdvertisement {
  // The vacancies are the advertisement report's, not the allocation list's.
  const { finalisedAt, totalVacancy: _vacancies, ...advertisement } = row;
  return {
    ...advertisement,
    finalisedAt: finalisedAt?.toISOString() ?? null,
    forms: counts.forms,
    awaitingPayment: counts.awaitingPayment,
    remaining: counts.forms - counts.allocated,
    ...countsOf(counts),
  };
}

export const countsOf = (row: TFormCounts): TFormCounts => ({
  allocated: row.allocated,
  completed: row.completed,
  onHold: row.onHold,
  pending: row.pending,
});

export const toOfficer = (row: TScrutinyOfficer): TScrutinyOfficer => ({
  userId: row.userId,
  username: row.username,
  name: row.name,
});

export const toOfficerForms = (row: TOfficerForms): TOfficerForms => ({
  ...toOfficer(row),
  ...countsOf(row),
});

/** The counts of every line together. */
export function totalOf(rows: readonly TFormCounts[]): TFormCounts {
  const total = { allocated: 0, completed: 0, onHold: 0, pending: 0 };
  for (const row of rows)
    for (const key of Object.keys(total) as (keyof TFormCounts)[]) total[key] += row[key];
  return total;
}
