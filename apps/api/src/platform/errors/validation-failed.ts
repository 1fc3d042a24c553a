import { MESSAGES, type MessageKey, type TValidationIssue } from '@niyukti/shared';
import { AppError } from './app-error';

/** Zod's own texts (an unexpected type) are English only: they become the generic key. */
export function knownIssue(issue: TValidationIssue): TValidationIssue {
  return issue.message in MESSAGES ? issue : { ...issue, message: 'validation.invalid' };
}

/**
 * VALIDATION_FAILED with every problem found (fields and files checked together), told in
 * both languages by the first problem's message.
 */
export function validationFailed(issues: readonly TValidationIssue[]): AppError {
  const known = issues.map(knownIssue);
  const first = known[0] ? MESSAGES[known[0].message as MessageKey] : undefined;
  return new AppError(
    'VALIDATION_FAILED',
    { issues: known },
    first ?? MESSAGES['validation.invalid'],
  );
}
