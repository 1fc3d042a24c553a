import { useTranslation } from 'react-i18next';
import { FiscalYearInput } from '../../../components/fiscal-year-input';
import { isApiError } from '../../../lib/api';

/** The server's refusal of the fiscal year asked for (a message key), if it refused it. */
export function fiscalYearRefusal(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.issues.find((issue) =>
    Array.isArray(issue.path) ? issue.path[0] === 'fiscalYear' : issue.path === 'fiscalYear',
  )?.message;
}

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
