import {
  PHASE_HEADINGS,
  type PhaseHeading,
  type TGeneratedVacancyRow,
  type TVacancyFormula,
  type TVacancyTableRow,
  type VacancyPhase,
} from '@niyukti/shared';
import type { Language } from '../../../lib/i18n';
import { headingName } from './heading-name';
import { draftOfSplit, draftToEdit, type RowDraft } from './table-row-draft';

/** A row of a phase-1 or phase-2 table as the row form holds it: keyed by heading. */
export type VacancyRowDraft = RowDraft<PhaseHeading>;

/** The headings of `phase` that have a formula, in the phase's order, with their percents. */
function formulaParts(phase: VacancyPhase, formulas: readonly TVacancyFormula[]) {
  return (PHASE_HEADINGS[phase] as readonly PhaseHeading[]).flatMap((heading) => {
    const formula = formulas.find((candidate) => candidate.heading === heading);
    return formula ? [{ id: heading, percentage: formula.percent }] : [];
  });
}

const savedOf = (row: TVacancyTableRow | undefined) =>
  (row?.entries ?? []).map((entry) => ({ id: entry.heading, actualValue: entry.actualValue }));

/** A saved row to edit: every heading with a formula now, with its saved count or none yet. */
export function draftOfVacancyRow(
  phase: VacancyPhase,
  row: TVacancyTableRow,
  formulas: readonly TVacancyFormula[],
  lang: Language,
): VacancyRowDraft {
  return draftToEdit(row.vacancyNumber, formulaParts(phase, formulas), savedOf(row), (heading) =>
    headingName(heading, lang),
  );
}

/** The formula's split of a vacancy count, with the headings its saved row would lose. */
export function draftOfGeneratedVacancy(
  generated: TGeneratedVacancyRow,
  saved: TVacancyTableRow | undefined,
  lang: Language,
): VacancyRowDraft {
  return draftOfSplit(
    generated.vacancyNumber,
    generated.entries.map(({ heading, percent, ...entry }) => ({
      id: heading,
      percentage: percent,
      ...entry,
    })),
    savedOf(saved).map((entry) => entry.id),
    (heading) => headingName(heading, lang),
  );
}
