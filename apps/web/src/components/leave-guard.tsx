import { useEffect } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/** Navigation state of a move made by saving: the guard lets it through. */
export const AFTER_SAVE = { afterSave: true } as const;

const isAfterSave = (state: unknown) =>
  typeof state === 'object' && state !== null && 'afterSave' in state;

/**
 * Asks the spec's question before leaving a form with unsaved changes (another tab, a menu
 * link, back), and lets the browser warn when the page itself is closed or reloaded. Moves
 * made by a save pass `AFTER_SAVE` as their navigation state.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation('common');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      !isAfterSave(nextLocation.state),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('leave.title')}
      centered
    >
      <Text>{t('leave.question')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.proceed?.()} data-testid="leave-confirm">
          {t('leave.leave')}
        </Button>
        <Button onClick={() => blocker.reset?.()} data-testid="leave-stay">
          {t('leave.stay')}
        </Button>
      </Group>
    </Modal>
  );
}
