// The tables of phases 1 and 2 (back-office.md §3 "Vacancy formula (phases 1 and 2)": vacancy
// count, decimal value, actual count). For a class of a service and a number of posts (the
// vacancy count), the count each heading of the phase actually gets, set by staff where the
// formula's answer is not what the commission does. The decimal value (vacancy count × percent /
// 100) is read-only, the formula's share. A row is saved whole, its counts adding up to its
// vacancy count, so every saved row is one the proposal uses instead of the formula.
import { z } from 'zod';
import { ZVacancyNumber, decimalValue } from './phase-three-table';
import {
  ALL_PHASE_HEADINGS,
  MAX_VACANCY_LIMIT,
  PHASE_HEADINGS,
  ZClassService,
  type PhaseHeading,
  type VacancyPhase,
} from './vacancy-formula';
import type { MessageKey } from '../i18n/messages';
import { toLatinDigits } from '../digits/devanagari';

const ZHeading = z.enum(ALL_PHASE_HEADINGS, { error: 'validation.required' satisfies MessageKey });

/** One heading's count in a row, with its formula's percent and decimal value (null: no formula). */
export const ZVacancyTableEntry = z.object({
  heading: z.enum(ALL_PHASE_HEADINGS),
  percent: z.number().nullable(),
  decimalValue: z.number().nullable(),
  actualValue: z.number().int(),
});
export type TVacancyTableEntry = z.output<typeof ZVacancyTableEntry>;

/** A saved row: one vacancy count, its headings' counts in the phase's order. */
export const ZVacancyTableRow = z.object({
  vacancyNumber: z.number().int(),
  total: z.number().int(),
  entries: z.array(ZVacancyTableEntry),
});
export type TVacancyTableRow = z.output<typeof ZVacancyTableRow>;

const ZActualCount = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value.trim() === ''
        ? undefined
        : Number(toLatinDigits(value.trim()))
      : value,
  z
    .number({ error: 'validation.required' satisfies MessageKey })
    .int('distribution.actualValueRange' satisfies MessageKey)
    .min(0, 'distribution.actualValueRange' satisfies MessageKey)
    .max(MAX_VACANCY_LIMIT, 'distribution.actualValueRange' satisfies MessageKey),
);

/**
 * PUT /api/internal/distribution/{phasetype}/table-rows/{vacancyNumber}?classId=&serviceId=:
 * every heading's count of one vacancy count, adding up to it (the server also checks each
 * heading is the phase's and has a formula).
 */
export const ZVacancyTableRowInput = z.object({
  entries: z
    .array(z.object({ heading: ZHeading, actualValue: ZActualCount }))
    .min(1, 'validation.required' satisfies MessageKey),
});
export type TVacancyTableRowInput = z.output<typeof ZVacancyTableRowInput>;
export type TVacancyTableRowValues = z.input<typeof ZVacancyTableRowInput>;

/** GET …/generated-row: the formula's split of a vacancy count, to fill a row with. */
export const ZGeneratedVacancyRowQuery = ZClassService.extend({ vacancyNumber: ZVacancyNumber });
export const ZGeneratedVacancyRow = z.object({
  vacancyNumber: z.number().int(),
  entries: z.array(
    z.object({
      heading: z.enum(ALL_PHASE_HEADINGS),
      percent: z.number(),
      decimalValue: z.number(),
      actualValue: z.number().int(),
    }),
  ),
});
export type TGeneratedVacancyRow = z.output<typeof ZGeneratedVacancyRow>;

/** A saved count as the table stores it. */
export interface VacancyTableCount {
  heading: string;
  vacancyNumber: number;
  actualValue: number;
}

/**
 * Saved counts grouped into rows by vacancy count, each row's headings in the phase's order with
 * their formula's percent (`percents`: heading → percent of the class and service).
 */
export function toVacancyTableRows(
  phase: VacancyPhase,
  counts: readonly VacancyTableCount[],
  percents: ReadonlyMap<string, number>,
): TVacancyTableRow[] {
  const order = PHASE_HEADINGS[phase] as readonly PhaseHeading[];
  const rows = new Map<number, TVacancyTableRow>();
  for (const count of counts) {
    const row = rows.get(count.vacancyNumber) ?? {
      vacancyNumber: count.vacancyNumber,
      total: 0,
      entries: [],
    };
    const percent = percents.get(count.heading) ?? null;
    row.entries.push({
      heading: count.heading as PhaseHeading,
      percent,
      decimalValue: percent === null ? null : decimalValue(count.vacancyNumber, percent),
      actualValue: count.actualValue,
    });
    row.total += count.actualValue;
    rows.set(count.vacancyNumber, row);
  }
  for (const row of rows.values())
    row.entries.sort((a, b) => order.indexOf(a.heading) - order.indexOf(b.heading));
  return [...rows.values()].sort((a, b) => a.vacancyNumber - b.vacancyNumber);
}
