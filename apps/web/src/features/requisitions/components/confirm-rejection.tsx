import type { ReactNode } from 'react';
import { Blockquote, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WrittenText } from '../../../components/written-text';

export interface ConfirmRejectionProps {
  /** What is about to be rejected or returned, in a sentence. */
  message: ReactNode;
  /** The remarks as they will be sent, shown once more. */
  remarks: string;
  confirmLabel: string;
  sending: boolean;
  onBack(): void;
  onConfirm(): void;
  /** `decision` gives `decision-confirm`, `decision-back` and `decision-confirm-reject`. */
  testIdPrefix: string;
}

/**
 * back-office.md §4: "rejection needs remarks and a confirmation". The second step of a
 * rejection (a requisition's, or a distribution returned for correction): what is rejected, the
 * remarks as they will be sent, and back or confirm.
 */
export function ConfirmRejection({
  message,
  remarks,
  confirmLabel,
  sending,
  onBack,
  onConfirm,
  testIdPrefix,
}: ConfirmRejectionProps) {
  const { t } = useTranslation('requisitions');
  return (
    <Stack gap="md" data-testid={`${testIdPrefix}-confirm`}>
      <Text size="sm">{message}</Text>
      <Blockquote color="red" p="sm" style={{ overflowWrap: 'anywhere' }}>
        <WrittenText>{remarks}</WrittenText>
      </Blockquote>
      <Group justify="flex-end">
        <Button
          variant="default"
          onClick={onBack}
          disabled={sending}
          data-testid={`${testIdPrefix}-back`}
        >
          {t('decision.back')}
        </Button>
        <Button
          color="red"
          loading={sending}
          onClick={onConfirm}
          data-testid={`${testIdPrefix}-confirm-reject`}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
