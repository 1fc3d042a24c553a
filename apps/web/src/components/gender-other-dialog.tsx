import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Other" asks to be confirmed (spec §5); GenderField fetches this dialog when it is needed. */
export function GenderOtherDialog({
  onConfirm,
  onCancel,
}: {
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('common');
  return (
    <Modal opened onClose={onCancel} title={t('person.genderOther.title')} centered>
      <Text>{t('person.genderOther.body')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-testid="gender-other-cancel">
          {t('person.genderOther.cancel')}
        </Button>
        <Button onClick={onConfirm} data-testid="gender-other-confirm">
          {t('person.genderOther.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
