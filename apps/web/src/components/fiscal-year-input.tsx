import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  fiscalYearOf,
  todayIso,
  toDevanagariDigits,
  toLatinDigits,
  ZFiscalYearText,
} from '@niyukti/shared';
import { isApiError } from '../lib/api';

/** The fiscal year today falls in (`2082-83`), where the B.S. calendar knows today. */
export function currentFiscalYear(): string | undefined {
  try {
    return fiscalYearOf(todayIso());
  } catch {
    return undefined;
  }
}

/** The server's refusal of the fiscal year a list or report asked for (a message key), if any. */
export function fiscalYearRefusal(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.issues.find((issue) =>
    Array.isArray(issue.path) ? issue.path[0] === 'fiscalYear' : issue.path === 'fiscalYear',
  )?.message;
}

/** Four digits, a dash and two: typed whole, so its check may speak before the field is left. */
const WHOLE = /^\d{4}-\d{2}$/;

export interface FiscalYearInputProps {
  label: string;
  description?: string;
  /** The fiscal year in use (`2083-84`, Latin digits), undefined for none. */
  value: string | undefined;
  /** A well-written fiscal year (Latin digits), or undefined once the field is emptied. */
  onApply(fiscalYear: string | undefined): void;
  /** The server's refusal of the year in use, a message key (`distribution.fiscalYearFormat`). */
  error?: string;
  required?: boolean;
  'data-testid'?: string;
}

/**
 * A fiscal year typed as `2083-84` (Devanagari digits too) for a filter or a report: each
 * well-written year is applied as it is typed, checked by the schema the server checks it with;
 * a badly written one is said as soon as it is whole, or when the field is left.
 */
export function FiscalYearInput({
  label,
  description,
  value,
  onApply,
  error,
  required = false,
  'data-testid': testId,
}: FiscalYearInputProps) {
  const { t, i18n } = useTranslation('messages');
  const show = (year: string | undefined) =>
    year && i18n.language === 'ne' ? toDevanagariDigits(year) : (year ?? '');
  const [typed, setTyped] = useState(() => show(value));
  const [problem, setProblem] = useState<string | undefined>(undefined);

  /** The message of the text typed, or undefined when it is a fiscal year (or allowed empty). */
  function problemOf(text: string): string | undefined {
    if (toLatinDigits(text.trim()) === '') return required ? 'validation.required' : undefined;
    const parsed = ZFiscalYearText.safeParse(text);
    return parsed.success ? undefined : parsed.error.issues[0]?.message;
  }

  function change(text: string) {
    setTyped(text);
    const latin = toLatinDigits(text.trim());
    const parsed = ZFiscalYearText.safeParse(text);
    if (parsed.success) {
      setProblem(undefined);
      if (parsed.data !== value) onApply(parsed.data);
    } else if (latin === '') {
      setProblem(required ? problem : undefined);
      if (value !== undefined) onApply(undefined);
    } else setProblem(WHOLE.test(latin) ? problemOf(text) : undefined);
  }

  const shown = problem ?? error;
  return (
    <TextInput
      label={label}
      description={description}
      placeholder={show('2083-84')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={7}
      w={220}
      maw="100%"
      required={required}
      value={typed}
      onChange={(event) => change(event.currentTarget.value)}
      onBlur={() => setProblem(problemOf(typed))}
      error={shown ? t(shown) : undefined}
      data-testid={testId}
    />
  );
}
