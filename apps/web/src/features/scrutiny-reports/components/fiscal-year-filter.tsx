import { useTranslation } from 'react-i18next';
import { FiscalYearInput, fiscalYearRefusal } from '../../../components/fiscal-year-input';

export { fiscalYearRefusal };

export interface FiscalYearFilterProps {
  value: string | undefined;
  onApply(fiscalYear: string | undefined): void;
  /** The report's failure, whose refusal of the fiscal year is said under the field. */
  error: unknown;
}

/** An optional fiscal year (`2083-84`, Devanagari digits too): empty counts every year. */
export function FiscalYearFilter({ value, onApply, error }: FiscalYearFilterProps) {
  const { t } = useTranslation('scrutiny-reports');
  return (
    <FiscalYearInput
      label={t('fiscalYear')}
      description={t('fiscalYearHint')}
      value={value}
      onApply={onApply}
      error={fiscalYearRefusal(error)}
      data-testid="report-fiscal-year"
    />
  );
}
