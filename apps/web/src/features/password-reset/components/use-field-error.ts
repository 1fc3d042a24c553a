import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Schema and server messages are keys of the `messages` namespace (shared's catalogue). */
export function useFieldError(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation('messages');
  return (error) => (error?.message ? t(error.message) : undefined);
}
