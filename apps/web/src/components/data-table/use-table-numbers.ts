import { useTranslation } from 'react-i18next';
import { formatNumber, toDevanagariDigits } from '@niyukti/shared';

export interface TableNumbers {
  /** Page numbers, sizes and inputs: Devanagari digits in Nepali mode. */
  digits: (value: string | number) => string;
  /** Result counts: also lakh/crore grouping (1,23,456 / १,२३,४५६). */
  count: (value: number) => string;
}

// Digits are mapped by hand (shared): Debian's Chromium has no ne-NP number data for Intl.
export function useTableNumbers(): TableNumbers {
  const { i18n } = useTranslation('table');
  const language = i18n.resolvedLanguage ?? i18n.language ?? '';
  const nepali = language.startsWith('ne');
  return {
    digits: nepali ? toDevanagariDigits : String,
    count: (value) => formatNumber(value, nepali ? 'ne' : 'en'),
  };
}
