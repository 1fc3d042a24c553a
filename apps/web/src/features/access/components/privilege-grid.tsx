import { Checkbox, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRIVILEGE_CODES, PRIVILEGE_DESCRIPTIONS, type PrivilegeCode } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';

export interface PrivilegeGridProps {
  value: PrivilegeCode[];
  onChange(codes: PrivilegeCode[]): void;
  error?: string;
}

/** Every code of back-office.md §6 with its description in the current language. */
export function PrivilegeGrid({ value, onChange, error }: PrivilegeGridProps) {
  const { t } = useTranslation('access');
  const { lang } = useFormat();
  // Kept in the table's order, so the payload does not depend on the order of clicks.
  const change = (codes: string[]) => onChange(PRIVILEGE_CODES.filter((c) => codes.includes(c)));
  return (
    <Checkbox.Group
      label={t('fields.privileges')}
      description={t('roleForm.privilegesHelp')}
      value={value}
      onChange={change}
      error={error}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mt="xs" spacing="xs">
        {PRIVILEGE_CODES.map((code) => (
          <Checkbox
            key={code}
            value={code}
            data-testid={`privilege-${code}`}
            label={
              <Text size="sm" span>
                <Text span fw={700} ff="monospace">
                  {code}
                </Text>{' '}
                — {PRIVILEGE_DESCRIPTIONS[code][lang]}
              </Text>
            }
          />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
