import type { Language } from '../../../lib/i18n';

/** A category's name in the language shown (Nepali falls back to English when it has none). */
export function categoryName(
  category: { categoryNameEn: string; categoryNameNp: string },
  lang: Language,
): string {
  return lang === 'ne' && category.categoryNameNp.trim() !== ''
    ? category.categoryNameNp
    : category.categoryNameEn;
}

/** A share kept in hundredths, so that 33.33 + 33.33 + 33.34 adds up to exactly 100. */
export const hundredthsOf = (percentage: number): number => Math.round(percentage * 100);
