import {
  decimalValue,
  type TGeneratedRow,
  type TPhaseThreeFormula,
  type TPhaseThreeTableRow,
} from '@niyukti/shared';
import type { Language } from '../../../lib/i18n';
import { categoryName } from './category-name';

/** A category as the table shows it: its id and its name in the language shown. */
export interface TableCategory {
  id: number;
  name: string;
}

/** One category of the row form: locked, but for the actual value staff may change. */
export interface RowDraftEntry extends TableCategory {
  /** The formula's share and the decimal value it gives; null: the category has no formula. */
  percentage: number | null;
  decimalValue: number | null;
  /** null: nothing saved yet for this category and vacancy number. */
  actualValue: number | null;
}

/** What the row form opens with: a saved row to edit, or the formula's split to save. */
export interface RowDraft {
  kind: 'edit' | 'generated';
  vacancyNumber: number;
  entries: RowDraftEntry[];
  /** Categories saved in the row that have no formula now: saving the row removes them. */
  dropped: string[];
}

type Named = { categoryNameEn: string; categoryNameNp: string };

/** The name of every category the page knows (the category list, and the formula's). */
export function namesOf(
  categories: readonly (Named & { id: number })[],
  formulas: readonly (Named & { categoryId: number })[],
  lang: Language,
): Map<number, string> {
  const names = new Map<number, string>();
  for (const formula of formulas) names.set(formula.categoryId, categoryName(formula, lang));
  for (const category of categories) names.set(category.id, categoryName(category, lang));
  return names;
}

const nameIn = (names: Map<number, string>, id: number) => names.get(id) ?? String(id);

/**
 * The alternate view's columns: the formula's categories by priority, then any category a saved
 * row still names though it has no formula now.
 */
export function tableCategories(
  formulas: readonly TPhaseThreeFormula[],
  rows: readonly TPhaseThreeTableRow[],
  names: Map<number, string>,
): TableCategory[] {
  const ids = [...formulas].sort((a, b) => a.priority - b.priority).map((f) => f.categoryId);
  const others = new Set<number>();
  for (const row of rows)
    for (const entry of Object.values(row.entries))
      if (!ids.includes(entry.categoryId)) others.add(entry.categoryId);
  return [...ids, ...[...others].sort((a, b) => a - b)].map((id) => ({
    id,
    name: nameIn(names, id),
  }));
}

/**
 * A saved row to edit: every category of the formula (by priority) with its saved count, or none
 * yet; a saved category without a formula cannot be saved again (the API refuses it).
 */
export function draftOfRow(
  row: TPhaseThreeTableRow,
  formulas: readonly TPhaseThreeFormula[],
  names: Map<number, string>,
): RowDraft {
  const ordered = [...formulas].sort((a, b) => a.priority - b.priority);
  const saved = Object.values(row.entries);
  return {
    kind: 'edit',
    vacancyNumber: row.vacancyNumber,
    entries: ordered.map((formula) => {
      const entry = row.entries[String(formula.categoryId)];
      return {
        id: formula.categoryId,
        name: nameIn(names, formula.categoryId),
        percentage: formula.percentage,
        decimalValue: decimalValue(row.vacancyNumber, formula.percentage),
        actualValue: entry?.actualValue ?? null,
      };
    }),
    dropped: saved
      .filter((entry) => !ordered.some((formula) => formula.categoryId === entry.categoryId))
      .map((entry) => nameIn(names, entry.categoryId)),
  };
}

/** The formula's split of a vacancy number, to change and save as its row. */
export function draftOfGenerated(
  generated: TGeneratedRow,
  saved: TPhaseThreeTableRow | undefined,
  names: Map<number, string>,
): RowDraft {
  const ids = new Set(generated.entries.map((entry) => entry.categoryId));
  return {
    kind: 'generated',
    vacancyNumber: generated.vacancyNumber,
    entries: generated.entries.map((entry) => ({
      id: entry.categoryId,
      name: nameIn(names, entry.categoryId),
      percentage: entry.percentage,
      decimalValue: entry.decimalValue,
      actualValue: entry.actualValue,
    })),
    dropped: Object.values(saved?.entries ?? {})
      .filter((entry) => !ids.has(entry.categoryId))
      .map((entry) => nameIn(names, entry.categoryId)),
  };
}

/** The categories a table value's form offers: those with a formula, and the value's own. */
export function offeredCategories(
  formulas: readonly TPhaseThreeFormula[],
  own: (Named & { categoryId: number }) | undefined,
  lang: Language,
): { value: string; label: string }[] {
  const offered = [...formulas]
    .sort((a, b) => a.priority - b.priority)
    .map((formula) => ({
      value: String(formula.categoryId),
      label: categoryName(formula, lang),
    }));
  if (own && !offered.some((option) => option.value === String(own.categoryId)))
    offered.push({ value: String(own.categoryId), label: categoryName(own, lang) });
  return offered;
}
