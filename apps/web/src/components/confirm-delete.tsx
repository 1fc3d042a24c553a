import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ConfirmDeleteProps {
  opened: boolean;
  /** What is being deleted, already in the current language (e.g. t('education:item')). */
  item: string;
  onCancel(): void;
  onConfirm(): void;
  /** Shows a spinner on Confirm while the delete call runs. */
  loading?: boolean;
}

/** Spec §2: 'Are you sure you want to delete this {item} detail?' with Cancel and Confirm. */
export function ConfirmDelete({
  opened,
  item,
  onCancel,
  onConfirm,
  loading = false,
}: ConfirmDeleteProps) {
  const { t } = useTranslation('common');
  return (
    <Modal opened={opened} onClose={onCancel} title={t('confirmDelete.title')} centered>
      <Text>{t('confirmDelete.message', { item })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={loading}>
          {t('actions.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          {t('actions.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
