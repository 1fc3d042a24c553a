import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The page's keyboard shortcuts, said on screen and given as the accessible description of the
 * parts they act on (`id`): the keys for deciding only to those who may decide.
 */
export function ShortcutsLine({ id, canDecide }: { id: string; canDecide: boolean }) {
  const { t } = useTranslation('scrutiny');
  const parts = [
    t('shortcuts.move'),
    ...(canDecide ? [t('shortcuts.decide'), t('shortcuts.send')] : []),
    t('shortcuts.viewer'),
  ];
  return (
    <Text id={id} size="xs" c="dimmed" data-testid="scrutiny-shortcuts">
      {t('shortcuts.line', { keys: parts.join('; ') })}
    </Text>
  );
}
