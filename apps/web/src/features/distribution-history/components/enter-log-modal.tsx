import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { TDistributionLog } from '@niyukti/shared';
import { LogForm } from './log-form';

export interface EnterLogModalProps {
  opened: boolean;
  onClose(): void;
  onEntered(log: TDistributionLog): void;
}

/**
 * "Enter an earlier distribution": the form in a dialog, the whole screen on a phone. A click
 * beside it does not close it (a long form is not lost to a stray tap); the form is mounted
 * afresh each time.
 */
export function EnterLogModal({ opened, onClose, onEntered }: EnterLogModalProps) {
  const { t } = useTranslation('distribution-history');
  const compact = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('form.title')}
      size="xl"
      fullScreen={compact}
      closeOnClickOutside={false}
      centered
    >
      {opened && <LogForm onEntered={onEntered} onCancel={onClose} />}
    </Modal>
  );
}
