import { Alert } from '@mantine/core';
import { isApiError } from '../../../lib/api';

/**
 * Why the server refused (its message, in the language of the moment it answered), kept beside
 * the form after the toast has gone, so the person can correct what they sent.
 */
export function ServerRefusal({ error, testId }: { error: unknown; testId: string }) {
  if (!isApiError(error) || error.kind === 'aborted') return null;
  return (
    <Alert color="red" variant="light" p="sm" data-testid={testId}>
      {error.message}
    </Alert>
  );
}
