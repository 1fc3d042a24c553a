// The vacancy formulas of phases 1 and 2 (back-office.md §3 "Vacancy formula (phases 1 and 2)",
// §5; our reading in docs/decisions.md 134 and 144). For a class of a service, phase 1 splits the
// posts between the ways of filling them and phase 2 splits the open competition's posts between
// open for all and the inclusive groups. Each heading of a phase has a priority (1–4, the
// tie-break of the fractions) and a percent (1–100); the phase also has a limit, the fewest posts
// it splits. The shares are configuration, never constants: DOMAIN.md's federal shares are only
// the demo's.
import { z } from 'zod';
import { toLatinDigits } from '../digits/devanagari';
import type { LocalizedText, MessageKey } from '../i18n/messages';
import { ZId } from '../validation/fields';

/** The spec's `phasetype` of the two phases configured per class and service. */
export const VACANCY_PHASES = ['phase-one', 'phase-two'] as const;
export type VacancyPhase = (typeof VACANCY_PHASES)[number];

/** The headings ("formula headers") each phase splits between, in the order they are shown. */
export const PHASE_HEADINGS = {
  'phase-one': ['open', 'internal', 'seniority', 'performance'],
  'phase-two': ['openForAll', 'inclusive'],
} as const satisfies Record<VacancyPhase, readonly string[]>;
export type PhaseHeading<P extends VacancyPhase = VacancyPhase> =
  (typeof PHASE_HEADINGS)[P][number];
export const ALL_PHASE_HEADINGS = [
  ...PHASE_HEADINGS['phase-one'],
  ...PHASE_HEADINGS['phase-two'],
] as const;

export const PHASE_HEADING_LABELS: Record<PhaseHeading, LocalizedText> = {
  open: { en: 'Open competition', ne: 'खुला प्रतियोगिता' },
  internal: { en: 'Internal competition', ne: 'आन्तरिक प्रतियोगिता' },
  seniority: { en: 'Promotion by seniority', ne: 'ज्येष्ठताका आधारमा बढुवा' },
  performance: {
    en: 'Promotion by performance evaluation',
    ne: 'कार्यक्षमता मूल्याङ्कनद्वारा बढुवा',
  },
  openForAll: { en: 'Open for all', ne: 'खुला (सबैका लागि)' },
  inclusive: { en: 'Inclusive groups', ne: 'समावेशी समूह' },
};

/** The heading whose posts the next phase splits: phase 1's open competition, phase 2's inclusive. */
export const PHASE_FEEDS: Record<VacancyPhase, PhaseHeading> = {
  'phase-one': 'open',
  'phase-two': 'inclusive',
};

export const VACANCY_FORMULA_PRIORITIES = [1, 2, 3, 4] as const;
export const MAX_VACANCY_LIMIT = 10_000;

/** A whole number typed as text (Devanagari digits too) or sent as a number. */
function wholeFrom(min: number, max: number, message: MessageKey) {
  return z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() !== ''
        ? Number(toLatinDigits(value.trim()))
        : value === ''
          ? undefined
          : value,
    z
      .number({ error: 'validation.required' satisfies MessageKey })
      .int(message)
      .min(min, message)
      .max(max, message),
  );
}

/** The class and service a formula or a limit belongs to. */
export const ZClassService = z.object({ classId: ZId, serviceId: ZId });
export type TClassService = z.output<typeof ZClassService>;

/**
 * POST/PUT /api/internal/distribution/{phasetype}/formulas (phase-one, phase-two); the server
 * also checks the heading is one of the phase's.
 */
export const ZVacancyFormulaInput = ZClassService.extend({
  heading: z.enum(ALL_PHASE_HEADINGS, { error: 'validation.required' satisfies MessageKey }),
  priority: wholeFrom(1, 4, 'distribution.priorityRangeFour'),
  percent: wholeFrom(1, 100, 'distribution.percentRange'),
});
export type TVacancyFormulaInput = z.output<typeof ZVacancyFormulaInput>;
export type TVacancyFormulaValues = z.input<typeof ZVacancyFormulaInput>;

export const ZVacancyFormula = z.object({
  id: z.number().int(),
  phase: z.enum(VACANCY_PHASES),
  classId: z.number().int(),
  serviceId: z.number().int(),
  heading: z.enum(ALL_PHASE_HEADINGS),
  priority: z.number().int(),
  percent: z.number().int(),
});
export type TVacancyFormula = z.output<typeof ZVacancyFormula>;

/** GET …/formulas and …/limit: of one class of one service. */
export const ZClassServiceQuery = ZClassService;

/** PUT /api/internal/distribution/{phasetype}/limit: the fewest posts the phase splits. */
export const ZVacancyLimitInput = ZClassService.extend({
  limit: wholeFrom(1, MAX_VACANCY_LIMIT, 'distribution.limitRange'),
});
export type TVacancyLimitInput = z.output<typeof ZVacancyLimitInput>;
export type TVacancyLimitValues = z.input<typeof ZVacancyLimitInput>;

/** The limit of a class of a service in a phase; `limit` null when none is set (then 1). */
export const ZVacancyLimit = z.object({
  classId: z.number().int(),
  serviceId: z.number().int(),
  phase: z.enum(VACANCY_PHASES),
  limit: z.number().int().nullable(),
});
export type TVacancyLimit = z.output<typeof ZVacancyLimit>;

/** The headings a formula's form offers: those without a formula, and the one being edited. */
export function choosableHeadings<P extends VacancyPhase>(
  phase: P,
  formulas: readonly Pick<TVacancyFormula, 'id' | 'heading'>[],
  editingFormulaId?: number,
): PhaseHeading<P>[] {
  const taken = new Set(
    formulas.filter((formula) => formula.id !== editingFormulaId).map((formula) => formula.heading),
  );
  return (PHASE_HEADINGS[phase] as readonly PhaseHeading<P>[]).filter(
    (heading) => !taken.has(heading),
  );
}

/** Whether `heading` is one of `phase`'s. */
export function isHeadingOf(phase: VacancyPhase, heading: string): boolean {
  return (PHASE_HEADINGS[phase] as readonly string[]).includes(heading);
}
