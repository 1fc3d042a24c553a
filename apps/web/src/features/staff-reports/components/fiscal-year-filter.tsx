import { useTranslation } from 'react-i18next';
import { fiscalYearOf, todayIso } from '@niyukti/shared';
import { FiscalYearInput } from '../../../components/fiscal-year-input';
import { isApiError } from '../../../lib/api';

/** The fiscal year today falls in (`2082-83`), where the B.S. calendar knows today. */
export function currentFiscalYear(): string | undefined {
  try {
    return fiscalYearOf(todayIso());
  } catch {
    return undefined;
  }
}

/** The server's refusal of the fiscal year asked for (a message key), if it refused it. */
function fiscalYearRefusal(error: unknown): string | undefined {
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
