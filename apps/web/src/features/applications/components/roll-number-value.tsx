import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

/** The roll number in bold in the language's digits, or "not yet assigned". */
export function RollNumberValue({ rollNumber }: { rollNumber: string | null }) {
  const { t } = useTranslation('applications');
  const format = useFormat();
  return (
    <Text size="sm" fw={rollNumber ? 700 : undefined}>
      {rollNumber ? format.digits(rollNumber) : t('card.noRollNumber')}
    </Text>
  );
}
