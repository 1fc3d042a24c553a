import { Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRIVILEGE_DESCRIPTIONS, isPrivilegeCode, type TStaffUserDetail } from '@niyukti/shared';
import { LabelledValue } from '../../../components/labelled-value';
import { useFormat } from '../../../lib/format';

/** Who the user is, the roles held and the privileges those roles grant. */
export function UserFacts({ user }: { user: TStaffUserDetail }) {
  const { t } = useTranslation('access');
  const format = useFormat();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <LabelledValue label={t('fields.fullName')}>{user.fullName}</LabelledValue>
          <LabelledValue label={t('fields.username')}>
            <span data-testid="details-username" translate="no">
              {user.username}
            </span>
          </LabelledValue>
          <LabelledValue label={t('fields.email')}>{user.email}</LabelledValue>
          <LabelledValue label={t('fields.organization')}>
            <span data-testid="details-organization">
              {format.lang === 'ne' ? user.organization.nameNe : user.organization.nameEn}
            </span>
          </LabelledValue>
          <LabelledValue label={t('columns.createdAt')}>
            {format.date(user.createdAt)}
          </LabelledValue>
          <LabelledValue label={t('details.password')}>
            {user.mustChangePassword ? t('details.mustChange') : t('details.passwordSet')}
          </LabelledValue>
        </SimpleGrid>
      </Card>
      <Card withBorder>
        <Stack gap="xs">
          <Title order={5}>{t('fields.roles')}</Title>
          <Group gap={4}>
            {user.roles.map((role) => (
              <Badge key={role.id} variant="light" tt="none" translate="no">
                {role.title}
              </Badge>
            ))}
          </Group>
          <Title order={5}>{t('fields.privileges')}</Title>
          {user.privileges.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('details.noPrivileges')}
            </Text>
          ) : (
            <List size="sm" spacing={2} data-testid="details-privileges">
              {user.privileges.map((code) => (
                <List.Item key={code}>
                  <Text span fw={700} ff="monospace" size="sm">
                    {code}
                  </Text>
                  {isPrivilegeCode(code) && ` — ${PRIVILEGE_DESCRIPTIONS[code][format.lang]}`}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
