import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isPrivilegeCode, PRIVILEGE_DESCRIPTIONS } from '@niyukti/shared';
import { PATHS } from '../../../lib/routing/paths';
import { useAdminMenu } from '../../../lib/routing/admin-menu';
import { useAuth } from '../../../lib/auth/auth-context';
import { useFormat } from '../../../lib/format';
import { StaffFigures } from '../components/staff-figures';

/**
 * /admin (and /admin/dashboard): a welcome, the back office's figures, and the back-office pages
 * this staff member's privileges open.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation('dashboard');
  const { lang } = useFormat();
  const { user } = useAuth();
  const pages = useAdminMenu().filter((item) => item.to !== PATHS.admin);
  const privileges = (user?.privileges ?? []).filter(isPrivilegeCode);
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {t('admin.title')}
        </Title>
        {user && (
          <Text c="dimmed">{t('admin.greeting', { name: user.fullName || user.username })}</Text>
        )}
      </Stack>
      <StaffFigures />
      <Title order={2} size="h4">
        {t('admin.pages')}
      </Title>
      {pages.length === 0 ? (
        <Alert color="gray">{t('admin.noPages')}</Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {pages.map((item) => (
            <Card key={item.to} withBorder radius="md">
              <Stack gap="xs" align="flex-start">
                <Text fw={700}>{t(item.labelKey, { ns: 'common' })}</Text>
                {item.privilege && (
                  <Text size="sm" c="dimmed">
                    {PRIVILEGE_DESCRIPTIONS[item.privilege][lang]}
                  </Text>
                )}
                <Button component={Link} to={item.to} variant="light" size="compact-md">
                  {t('admin.open')}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {privileges.length > 0 && (
        <Stack gap="xs">
          <Text fw={600}>{t('admin.privileges')}</Text>
          <Group gap="xs">
            {privileges.map((code) => (
              <Badge key={code} variant="outline" title={PRIVILEGE_DESCRIPTIONS[code][lang]}>
                {`${code} · ${PRIVILEGE_DESCRIPTIONS[code][lang]}`}
              </Badge>
            ))}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
