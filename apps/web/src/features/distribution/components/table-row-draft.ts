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

/** A part of the row form (a category, a heading): locked, but for the count staff may change. */
export interface RowDraftEntry<K extends number | string = number> {
  id: K;
  name: string;
  /** The formula's share and the decimal value it gives; null: the part has no formula. */
  percentage: number | null;
  decimalValue: number | null;
  /** null: nothing saved yet for this part and vacancy number. */
  actualValue: number | null;
}

/** What the row form opens with: a saved row to edit, or the formula's split to save. */
export interface RowDraft<K extends number | string = number> {
  kind: 'edit' | 'generated';
  vacancyNumber: number;
  entries: RowDraftEntry<K>[];
  /** Parts saved in the row that have no formula now: saving the row removes them. */
  dropped: string[];
}

/** A part of the formula, in the order the row shows it. */
export interface FormulaPart<K extends number | string> {
  id: K;
  percentage: number;
}

/**
 * A saved row to edit: every part of the formula (in its order) with its saved count, or none
 * yet; a saved part without a formula cannot be saved again (the API refuses it).
 */
export function draftToEdit<K extends number | string>(
  vacancyNumber: number,
  parts: readonly FormulaPart<K>[],
  saved: readonly { id: K; actualValue: number }[],
  nameOf: (id: K) => string,
): RowDraft<K> {
  return {
    kind: 'edit',
    vacancyNumber,
    entries: parts.map((part) => ({
      id: part.id,
      name: nameOf(part.id),
      percentage: part.percentage,
      decimalValue: decimalValue(vacancyNumber, part.percentage),
      actualValue: saved.find((entry) => entry.id === part.id)?.actualValue ?? null,
    })),
    dropped: saved
      .filter((entry) => !parts.some((part) => part.id === entry.id))
      .map((entry) => nameOf(entry.id)),
  };
}

/** The formula's split of a vacancy number, to change and save as its row. */
export function draftOfSplit<K extends number | string>(
  vacancyNumber: number,
  split: readonly (FormulaPart<K> & { decimalValue: number; actualValue: number })[],
  savedIds: readonly K[],
  nameOf: (id: K) => string,
): RowDraft<K> {
  return {
    kind: 'generated',
    vacancyNumber,
    entries: split.map((entry) => ({ ...entry, name: nameOf(entry.id) })),
    dropped: savedIds.filter((id) => !split.some((entry) => entry.id === id)).map(nameOf),
  };
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

/** A saved row of phase 3 to edit, its categories by the formula's priority. */
export function draftOfRow(
  row: TPhaseThreeTableRow,
  formulas: readonly TPhaseThreeFormula[],
  names: Map<number, string>,
): RowDraft {
  const parts = [...formulas]
    .sort((a, b) => a.priority - b.priority)
    .map((formula) => ({ id: formula.categoryId, percentage: formula.percentage }));
  const saved = Object.values(row.entries).map((entry) => ({
    id: entry.categoryId,
    actualValue: entry.actualValue,
  }));
  return draftToEdit(row.vacancyNumber, parts, saved, (id) => nameIn(names, id));
}

/** Phase 3's generated split of a vacancy number, with the categories its saved row drops. */
export function draftOfGenerated(
  generated: TGeneratedRow,
  saved: TPhaseThreeTableRow | undefined,
  names: Map<number, string>,
): RowDraft {
  return draftOfSplit(
    generated.vacancyNumber,
    generated.entries.map(({ categoryId, ...entry }) => ({ id: categoryId, ...entry })),
    Object.values(saved?.entries ?? {}).map((entry) => entry.categoryId),
    (id) => nameIn(names, id),
  );
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
