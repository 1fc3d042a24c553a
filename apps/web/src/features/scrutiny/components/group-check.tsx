import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCandidateDetails, TPreviewGroup } from '@niyukti/shared';
import { IssuedCode } from '../../../components/issued-code';
import { useFormat } from '../../../lib/format';
import { CheckResult } from './details-section';
import { DocumentButton } from './document-button';

function GroupRow({ group }: { group: TPreviewGroup }) {
  const { t } = useTranslation('scrutiny');
  const { lang } = useFormat();
  const name = lang === 'ne' ? group.nameNe : group.nameEn;
  return (
    <Paper
      withBorder
      radius="sm"
      p="xs"
      data-testid={`scrutiny-group-${group.code}`}
      data-applied-for={group.appliedFor || undefined}
      bg={group.appliedFor ? 'var(--mantine-primary-color-light)' : undefined}
    >
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Text size="sm" fw={group.appliedFor ? 700 : 500}>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            <IssuedCode>{group.code}</IssuedCode>
          </Text>
          {group.appliedFor && (
            <Badge variant="filled" size="sm">
              {t('groups.appliedFor')}
            </Badge>
          )}
        </Group>
        <DocumentButton
          document={{
            fileId: group.proof.fileId,
            contentType: group.proof.contentType,
            label: t('groups.proofOf', { group: name }),
          }}
        />
      </Group>
    </Paper>
  );
}

/**
 * The inclusive groups the candidate declared, the one(s) this form's quota is marked, each
 * with its proof (the spec's inclusion certificate), and whether the quota is open to them.
 */
export function GroupCheck({
  group,
  groups,
}: {
  group: TCandidateDetails['checks']['group'];
  groups: TPreviewGroup[];
}) {
  const { t } = useTranslation('scrutiny');
  return (
    <Stack gap="sm">
      <CheckResult check={group} testId="scrutiny-group-check" />
      {groups.length > 0 ? (
        groups.map((declared) => <GroupRow key={declared.code} group={declared} />)
      ) : (
        <Text size="sm">{t('groups.none')}</Text>
      )}
    </Stack>
  );
}
