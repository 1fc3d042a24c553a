import { List, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ZNewPassword } from '@niyukti/shared';

/** One line per message of the shared password rule, so the rule itself is written only once. */
const RULES = [
  { message: 'validation.passwordTooShort', key: 'length' },
  { message: 'validation.passwordNeedsUpper', key: 'upper' },
  { message: 'validation.passwordNeedsLower', key: 'lower' },
  { message: 'validation.passwordNeedsDigit', key: 'digit' },
] as const;

function failedMessages(password: string): Set<string> {
  const result = ZNewPassword.safeParse(password);
  return new Set(result.error?.issues.map((issue) => issue.message) ?? []);
}

/**
 * The password rule (spec §9: 8+ characters, upper, lower, digit) as a checklist that ticks
 * while the person types; used wherever a new password is chosen.
 */
export function PasswordRules({ password }: { password: string }) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const failed = failedMessages(password);
  return (
    <div aria-live="polite">
      <Text size="sm" fw={600} mb={4} id={titleId}>
        {t('passwordRules.title')}
      </Text>
      <List spacing={4} size="sm" listStyleType="none" aria-labelledby={titleId}>
        {RULES.map(({ message, key }) => {
          const met = password !== '' && !failed.has(message);
          return (
            <List.Item key={key} data-testid={`password-rule-${key}`} data-met={met}>
              <Text span c={met ? 'teal.8' : 'dimmed'} size="sm">
                <span aria-hidden="true">{met ? '✓' : '○'}</span> {t(`passwordRules.${key}`)}
                <VisuallyHidden>
                  {met ? t('passwordRules.met') : t('passwordRules.notMet')}
                </VisuallyHidden>
              </Text>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
