import { useTranslation } from 'react-i18next';
import {
  currentFiscalYear,
  FiscalYearInput,
  fiscalYearRefusal,
} from '../../../components/fiscal-year-input';

export { currentFiscalYear };

export interface FiscalYearFilterProps {
  value: string | undefined;
  onApply(fiscalYear: string | undefined): void;
  /** The report's failure, whose refusal of the fiscal year is said under the field. */
  error: unknown;
}

/** A fiscal year (`2083-84`, Devanagari digits too); emptied, the report counts every year. */
export function FiscalYearFilter({ value, onApply, error }: FiscalYearFilterProps) {
  const { t } = useTranslation('staff-reports');
  return (
    <FiscalYearInput
      label={t('filters.fiscalYear')}
      description={t('filters.fiscalYearHint')}
      value={value}
      onApply={onApply}
      error={fiscalYearRefusal(error)}
      data-testid="report-fiscal-year"
    />
  );
}
