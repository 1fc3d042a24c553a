import { useId, type ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';

/** One part of the candidate details page: a region named by its heading. */
export function DetailsSection({
  title,
  children,
  testId,
  describedBy,
}: {
  title: string;
  children: ReactNode;
  testId: string;
  describedBy?: string;
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={headingId}
      aria-describedby={describedBy}
      data-testid={testId}
      miw={0}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** What a check decided (a green or red badge) and why, in the page's language. */
export function CheckResult({
  check,
  testId,
}: {
  check: { eligible: boolean; explanation: LocalizedText };
  testId: string;
}) {
  const { t } = useTranslation('scrutiny');
  const { lang } = useFormat();
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap" data-testid={testId}>
      <Badge color={check.eligible ? 'teal' : 'red'} variant="filled" style={{ flexShrink: 0 }}>
        {check.eligible ? t('checks.eligible') : t('checks.notEligible')}
      </Badge>
      <Text size="sm">{check.explanation[lang]}</Text>
    </Group>
  );
}
