import { MESSAGES, type MessageKey } from '@niyukti/shared';
import { AppError } from '../../platform/errors/app-error';

/** A distribution rule refused: the code, and the issue under the field it concerns. */
export function refuse(
  code: 'CONFLICT' | 'VALIDATION_FAILED',
  path: string,
  message: MessageKey,
): never {
  throw new AppError(code, { issues: [{ path, message }] }, MESSAGES[message]);
}
