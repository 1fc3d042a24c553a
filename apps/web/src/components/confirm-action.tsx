import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ConfirmActionProps {
  opened: boolean;
  /** Names the act; also the confirm button's label, so the button says what it does. */
  title: string;
  message: string;
  onCancel(): void;
  onConfirm(): void;
  loading?: boolean;
  testId: string;
}

/** A yes/no question before an act that cannot be taken back (a reset, a new ebp code). */
export function ConfirmAction(props: ConfirmActionProps) {
  const { t } = useTranslation('common');
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={props.title} centered>
      <Text size="sm">{props.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onCancel} disabled={props.loading}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={props.onConfirm} loading={props.loading} data-testid={props.testId}>
          {props.title}
        </Button>
      </Group>
    </Modal>
  );
}
